import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importBoundaryOverrides } from "./import-boundaries.ts";

const ROOT = join(import.meta.dirname, "..");
const BIOME = join(ROOT, "node_modules", ".bin", "biome");
const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));

// A scratch project with Rumo's lint configuration, so a probe file can break a rule without
// touching the source tree.
const scratch = mkdtempSync(join(tmpdir(), "rumo-boundaries-"));
writeFileSync(
  join(scratch, "biome.json"),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
);
writeFileSync(join(scratch, "package.json"), readFileSync(join(ROOT, "package.json")));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, source: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const result = spawnSync(BIOME, ["lint", path], { cwd: scratch, encoding: "utf8" });
  rmSync(file);
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}

describe("import boundaries (npm run lint)", () => {
  it("biome.json holds the boundaries for every current folder", () => {
    const written = config.overrides.filter(
      (o: { linter?: { rules?: { style?: object } } }) => o.linter?.rules?.style,
    );
    expect(written).toEqual(importBoundaryOverrides());
  });

  it("refuses a server feature importing another feature", () => {
    const { ok, output } = lint(
      "src/server/dashboard/probe.ts",
      'import { createPracticeService } from "#server/practice/service";\nexport const probe = createPracticeService;\n',
    );
    expect(ok).toBe(false);
    expect(output).toContain("never imports another feature");
  });

  it("lets a server feature use the shared core", () => {
    const { ok, output } = lint(
      "src/server/dashboard/probe.ts",
      'import { loadEntitlements } from "#server/core/entitlements/entitlements";\nexport const probe = loadEntitlements;\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(ok).toBe(true);
  });

  it("refuses I/O in src/domain and server code in the web app", () => {
    expect(
      lint(
        "src/domain/practice/probe.ts",
        'import { readFileSync } from "node:fs";\nexport const p = readFileSync;\n',
      ).ok,
    ).toBe(false);
    expect(
      lint("src/web/features/tutor/probe.ts", 'import { x } from "#server/db/client";\nexport const p = x;\n')
        .ok,
    ).toBe(false);
    expect(
      lint(
        "src/web/features/tutor/probe.ts",
        'import { x } from "#web/features/essays/api/essays.ts";\nexport const p = x;\n',
      ).ok,
    ).toBe(false);
  });

  it("refuses climbing out of a folder with ../", () => {
    const { ok, output } = lint(
      "src/server/practice/probe.ts",
      'import { x } from "../db/client.ts";\nexport const p = x;\n',
    );
    expect(ok).toBe(false);
    expect(output).toContain("#server/*");
  });
});
