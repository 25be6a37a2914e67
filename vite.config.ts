import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    // zod, wherever the app or src/domain imports it, comes with its Portuguese messages set.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("src/web/lib/zod-pt.ts", import.meta.url)) }],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // Browsers without <link rel="modulepreload"> still run the app, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The framework changes less often than the app: its own chunk stays cached across releases.
        // Everything else is split by rolldown along the routes' dynamic imports (app/router.tsx), so
        // a library lands only in the chunks of the screens that use it.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
          // Small shared pieces (an icon, a button) are copied into the chunks that use them rather than
          // fetched one request each: the dashboard loads 18 files instead of 51.
          experimentalInlineCommonChunks: { maxSize: 8000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/dev/emails": apiTarget },
  },
});
