// `npm test`: every test. Unit and API tests (Vitest; the API suite on PGlite and, when a server
// answers, on PostgreSQL), then the end-to-end journeys in Chromium against the built app.
import { spawnSync } from "node:child_process";
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

buildIfNeeded();
const unitAndApi = run("npx", ["vitest", "run"], postgres ? {} : { SKIP_POSTGRES_TESTS: "1" });
const e2e = run("npx", ["playwright", "test"], { E2E_POSTGRES: postgres ? "1" : "0" });
if (!unitAndApi || !e2e) {
  console.error(`\nFalhou: ${[!unitAndApi && "unit/API", !e2e && "end-to-end"].filter(Boolean).join(", ")}`);
  process.exit(1);
}
console.log("\nTodos os testes passaram.");
