import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (compiled). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(ROOT_DIR, "drizzle");
export const CONTENT_DIR = join(ROOT_DIR, "content");
export const WEB_DIST_DIR = join(ROOT_DIR, "dist", "web");

export function resolveFromRoot(path: string): string {
  return resolve(ROOT_DIR, path);
}
