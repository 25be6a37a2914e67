// `npm run dev`: the API with reload on http://localhost:3000 and Vite with hot reload on http://localhost:5173.
import { spawn } from "node:child_process";
import { ROOT } from "./build-if-needed.mjs";

const apiPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/server.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
