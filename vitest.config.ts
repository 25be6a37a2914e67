import { defineConfig } from "vitest/config";
import { postgresReachable, TEST_DATABASE_URL } from "./scripts/postgres-reachable.mjs";

/** The API suite also runs on PostgreSQL whenever one answers (TEST_DATABASE_URL or the local server). */
const postgres = process.env.SKIP_POSTGRES_TESTS ? false : await postgresReachable(TEST_DATABASE_URL);

/** Fails a test that calls console.error unexpectedly (see the file). */
const CONSOLE_ERROR_GUARD = "src/server/test-support/vitest-setup.ts";

function apiProjects() {
  const api = (driver: "pglite" | "postgres") => ({
    extends: true as const,
    test: {
      name: `api-${driver}`,
      include: ["src/**/*.api.test.ts"],
      globalSetup: ["src/server/test-support/global-setup.ts"],
      setupFiles: [CONSOLE_ERROR_GUARD],
      env: { TEST_DB_DRIVER: driver, TEST_DATABASE_URL },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return [api("pglite"), ...(postgres ? [api("postgres")] : [])];
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "node_modules/**"],
          setupFiles: [CONSOLE_ERROR_GUARD],
          // The essay corrector's tests analyse whole essays: seconds each when every core is busy.
          testTimeout: 20_000,
        },
      },
      ...apiProjects(),
    ],
  },
});
