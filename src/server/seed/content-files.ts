import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { ROOT_DIR } from "#server/paths";

/** One reviewed content file, validated; the error names the file so a typo is found at once. */
export function readContentFile<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${relative(ROOT_DIR, path)}: ${parsed.error.message}`);
  return parsed.data;
}

/** Every `*.json` of a content folder, validated, in file-name order (none when the folder is absent). */
export function readContentFolder<T>(dir: string, schema: z.ZodType<T>): T[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((file) => readContentFile(join(dir, file), schema));
}
