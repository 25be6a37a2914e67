import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataFolderBusyError, lockDataFolder } from "./data-folder-lock.ts";

const lockPath = () => join(mkdtempSync(join(tmpdir(), "rumo-lock-")), "pglite.lock");

describe("the embedded database's folder lock", () => {
  it("refuses a second process while the first is alive, and frees the folder on release", async () => {
    const file = lockPath();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      writeFileSync(file, String(other.pid));
      expect(() => lockDataFolder(file)).toThrow(DataFolderBusyError);
      expect(() => lockDataFolder(file)).toThrow(/pid \d+/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once("exit", resolve));
    const release = lockDataFolder(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("takes over a lock left by a process that died", () => {
    const file = lockPath();
    writeFileSync(file, "999999999");
    const release = lockDataFolder(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });
});
