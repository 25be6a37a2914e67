import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { createPglite, openDatabase } from "./client.ts";
import { pgliteTemplateDir } from "./pglite-template.ts";

/**
 * Creates an empty database with the app's extensions in a folder, migrates it and closes it: the
 * copy new data folders start from (see pglite-template.ts). Answers the folder.
 */
export async function writePgliteTemplate(dir: string = pgliteTemplateDir()): Promise<string> {
  // Built beside and renamed, so a start never finds half a copy.
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const pglite = createPglite({ dataDir: building });
  const database = await openDatabase({ driver: "pglite", dataDir: null, pglite });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return dir;
}
