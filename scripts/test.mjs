// `npm test`: every test. Unit and API tests (Vitest; the API suite on PGlite and, when a server
// answers, on PostgreSQL), then the end-to-end journeys in Chromium against the built app.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildIfNeeded, ROOT } from "./build-if-needed.mjs";
import { postgresReachable, TEST_DATABASE_URL } from "./postgres-reachable.mjs";

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const postgres = await postgresReachable();
console.log(
  postgres
    ? `PostgreSQL em ${new URL(TEST_DATABASE_URL).host}: os testes rodam também nele.`
    : "PostgreSQL não encontrado: testes só no PGlite.",
);

// The end-to-end output is long: the unit/API failures are repeated at the end, where a CI log's
// tail shows them. (Playwright empties test-results/, so the report is read before it runs.)
const VITEST_REPORT = join(ROOT, "test-results", "vitest.json");

function unitAndApiFailures() {
  try {
    const report = JSON.parse(readFileSync(VITEST_REPORT, "utf8"));
    const failures = report.testResults.flatMap((file) => {
      const failed = file.assertionResults.filter((test) => test.status === "failed");
      const lines = failed.map(
        (test) => `  ✗ ${test.fullName}\n    ${(test.failureMessages[0] ?? "").split("\n")[0]}`,
      );
      if (failed.length === 0 && file.status === "failed") lines.push(`  ✗ ${file.message.split("\n")[0]}`);
      return lines.map((line) => `${file.name.replace(`${ROOT}/`, "")}\n${line}`);
    });
    return failures.length > 0
      ? failures
      : ["  nenhum teste falhou: um erro fora dos testes (veja a saída do Vitest)"];
  } catch {
    return ["  (o relatório do Vitest não foi escrito: veja a saída acima)"];
  }
}

buildIfNeeded();
const unitAndApi = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
  postgres ? {} : { SKIP_POSTGRES_TESTS: "1" },
);
const unitAndApiReport = unitAndApi ? [] : unitAndApiFailures();
const e2e = run("npx", ["playwright", "test"], { E2E_POSTGRES: postgres ? "1" : "0" });
if (!unitAndApi) console.error(`\nTestes unit/API que falharam:\n${unitAndApiReport.join("\n")}`);
if (!unitAndApi || !e2e) {
  console.error(`\nFalhou: ${[!unitAndApi && "unit/API", !e2e && "end-to-end"].filter(Boolean).join(", ")}`);
  process.exit(1);
}
console.log("\nTodos os testes passaram.");
