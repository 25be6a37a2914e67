import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// Ports are picked once by the main process and inherited by the workers through the environment,
// so several runs on one machine never meet on the same port or output folder.
process.env.RUMO_E2E_PORT ??= String(await freePort());
process.env.RUMO_E2E_PG_PORT ??= String(await freePort());
// The PostgreSQL journeys' database, named here so a journey can prepare data no screen can make
// in a day (a long chat history).
process.env.RUMO_E2E_PG_DATABASE ??= `rumo_e2e_${process.env.RUMO_E2E_PG_PORT}`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Set by scripts/test.mjs when a PostgreSQL server answers; the journeys then also run on it. */
const withPostgres = process.env.E2E_POSTGRES === "1";

const servers = [
  { name: "pglite", port: Number(process.env.RUMO_E2E_PORT) },
  ...(withPostgres ? [{ name: "postgres", port: Number(process.env.RUMO_E2E_PG_PORT) }] : []),
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a stalled headless frame on a loaded CI machine; a real defect fails twice
  // and a flaky journey is still reported as "flaky" in the list.
  retries: 1,
  reporter: [["list"]],
  outputDir: `test-results/${process.env.RUMO_E2E_PORT}`,
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: servers.map((s) => ({ name: s.name, use: { baseURL: `http://127.0.0.1:${s.port}` } })),
  webServer: servers.map((s) => ({
    command: `node scripts/e2e-server.mjs ${s.port} ${s.name}`,
    url: `http://127.0.0.1:${s.port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
