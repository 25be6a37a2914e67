import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAdminBench } from "./admin.ts";
import { runExportsBench } from "./exports.ts";
import { runLighthouseBench } from "./lighthouse.ts";
import { runLoadBench } from "./load.ts";
import { runSimuladoBench } from "./simulado.ts";
import { runStartupBench } from "./startup.ts";
import { runTutorBench } from "./tutor.ts";

/**
 * `npm run bench [case…]`: runs the benchmark cases (all by default), prints their figures and
 * writes each to bench/results/<case>.json (git-ignored). Figures, never pass/fail assertions.
 */
const CASES: Record<string, () => Promise<Record<string, unknown>>> = {
  tutor: runTutorBench,
  admin: runAdminBench,
  exports: runExportsBench,
  load: runLoadBench,
  simulado: runSimuladoBench,
  lighthouse: runLighthouseBench,
  startup: runStartupBench,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((name) => !(name in CASES));
if (unknown.length > 0) {
  console.error(`Unknown bench case(s): ${unknown.join(", ")}. Known: ${Object.keys(CASES).join(", ")}`);
  process.exit(1);
}
const dir = join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
for (const name of wanted.length > 0 ? wanted : Object.keys(CASES)) {
  console.log(`▶ ${name}`);
  const result = await CASES[name]!();
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(`→ ${file}`);
}
