import { createHash } from "node:crypto";
import {
  constants,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { MIGRATIONS_DIR, ROOT_DIR } from "#server/paths";

/**
 * A new PGlite data folder starts as a copy of a database that `npm run build` created and migrated
 * (scripts/pglite-template.mjs) instead of running initdb, most of a first start.
 *
 * The copy is taken after the migrations: drizzle records each migration it applies, so a start on
 * it applies none and the seed runs as on any empty database. It is named after what made it
 * (PGlite's version and every migration), so a copy that does not match this code is never used
 * and the folder is created as before. It is a plain folder copied with the file system: opening
 * it costs half of what loading PGlite's tarball of it (loadDataDir) does.
 */
export const PGLITE_TEMPLATE_PARENT = join(ROOT_DIR, "dist", "pglite");

function pgliteVersion(): string {
  // The package exports no package.json: it sits two folders above the entry point.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = join(dirname(dirname(entry)), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Changes with PGlite's version and with any migration added or edited. */
export function templateKey(migrationsDir: string = MIGRATIONS_DIR): string {
  const journal = readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8");
  const hash = createHash("sha256").update(pgliteVersion()).update(journal);
  for (const entry of (JSON.parse(journal) as { entries: { tag: string }[] }).entries)
    hash.update(readFileSync(join(migrationsDir, `${entry.tag}.sql`)));
  return hash.digest("hex").slice(0, 16);
}

export function pgliteTemplateDir(parent: string = PGLITE_TEMPLATE_PARENT): string {
  return join(parent, `migrated-${templateKey()}`);
}

/**
 * Fills `dataDir` with the build's copy when the folder holds nothing yet (a database in it is
 * never replaced) and a build made a copy for this code; answers whether it did. Copied beside and
 * renamed, so a start that dies while copying leaves no half database behind.
 */
export function startFromTemplate(dataDir: string, templateDir?: string): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const template = templateDir ?? pgliteTemplateDir();
  if (!existsSync(join(template, "PG_VERSION"))) return false;
  const copying = `${dataDir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  // A copy-on-write clone where the file system has one (APFS, btrfs, XFS), else a plain copy.
  cpSync(template, copying, { recursive: true, mode: constants.COPYFILE_FICLONE });
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(copying, dataDir);
  return true;
}
