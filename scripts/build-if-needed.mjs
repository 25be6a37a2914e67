// Builds the SPA and the server when the build is missing or older than the sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const STAMP = join(ROOT, "dist", ".build-stamp");
const INPUTS = [
  "src",
  "scripts/precompress.mjs",
  "scripts/pglite-template.mjs",
  // The migrated database a new data folder starts from (dist/pglite) is made from the migrations.
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "tsconfig.server.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsFresh() {
  if (!existsSync(STAMP)) return false;
  if (!existsSync(join(ROOT, "dist", "web", "index.html"))) return false;
  // A build from before the precompression step (scripts/precompress.mjs) is built again once.
  if (!existsSync(join(ROOT, "dist", "web", "index.html.br"))) return false;
  if (!existsSync(join(ROOT, "dist", "server", "server", "server.js"))) return false;
  // Likewise a build from before the migrated database was part of it (scripts/pglite-template.mjs).
  if (!existsSync(join(ROOT, "dist", "pglite"))) return false;
  const stamp = statSync(STAMP).mtimeMs;
  return INPUTS.every((input) => newestMtime(join(ROOT, input)) <= stamp);
}

export function buildIfNeeded() {
  if (buildIsFresh()) return;
  console.log("Construindo o Rumo (interface e servidor)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
