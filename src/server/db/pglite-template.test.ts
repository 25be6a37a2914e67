import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "#server/paths";
import { startFromTemplate, templateKey } from "./pglite-template.ts";

const scratch: string[] = [];
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rumo-template-"));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the build's copy: what matters here is which folder receives it. */
function fakeTemplate(dir: string): string {
  const template = join(dir, "template");
  mkdirSync(join(template, "base"), { recursive: true });
  writeFileSync(join(template, "PG_VERSION"), "17");
  writeFileSync(join(template, "base", "1"), "pages");
  return template;
}

describe("which data folder starts as the build's migrated copy", () => {
  it("a folder that does not exist yet, or exists empty, receives the whole copy", () => {
    const dir = scratchDir();
    const template = fakeTemplate(dir);
    for (const name of ["new", "empty"]) {
      const dataDir = join(dir, "data", name);
      if (name === "empty") mkdirSync(dataDir, { recursive: true });
      expect(startFromTemplate(dataDir, template)).toBe(true);
      expect(readFileSync(join(dataDir, "base", "1"), "utf8")).toBe("pages");
      expect(existsSync(`${dataDir}.copying`)).toBe(false);
    }
  });

  it("never a folder that already holds something", () => {
    const dir = scratchDir();
    const template = fakeTemplate(dir);
    const dataDir = join(dir, "in-use");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "PG_VERSION"), "16");
    expect(startFromTemplate(dataDir, template)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(["PG_VERSION"]);
    expect(readFileSync(join(dataDir, "PG_VERSION"), "utf8")).toBe("16");
  });

  it("none when the build made no copy (development without a build)", () => {
    const dir = scratchDir();
    expect(startFromTemplate(join(dir, "new"), join(dir, "missing"))).toBe(false);
    expect(existsSync(join(dir, "new"))).toBe(false);
  });

  it("replaces what a start that died while copying left beside the folder", () => {
    const dir = scratchDir();
    const template = fakeTemplate(dir);
    const dataDir = join(dir, "new");
    mkdirSync(`${dataDir}.copying`);
    writeFileSync(join(`${dataDir}.copying`, "half"), "");
    expect(startFromTemplate(dataDir, template)).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(["PG_VERSION", "base"]);
  });
});

describe("the copy's name", () => {
  it("changes when a migration is edited or added, so a copy from other migrations is not used", () => {
    const migrations = join(scratchDir(), "drizzle");
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    const journalFile = join(migrations, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const original = templateKey(migrations);
    expect(templateKey(MIGRATIONS_DIR)).toBe(original);

    appendFileSync(join(migrations, `${journal.entries[0]!.tag}.sql`), "\n-- edited");
    const edited = templateKey(migrations);
    expect(edited).not.toBe(original);

    journal.entries.push({ ...journal.entries.at(-1)!, tag: "9999_added" });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(migrations, "9999_added.sql"), "select 1;");
    expect(templateKey(migrations)).not.toBe(edited);
  });
});
