// Starts the built Rumo server for the end-to-end tests on a fresh database:
//   node scripts/e2e-server.mjs <port> [pglite|postgres]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ROOT } from "./build-if-needed.mjs";

const port = process.argv[2] ?? "3210";
const driver = process.argv[3] ?? "pglite";
const dataDir = mkdtempSync(join(tmpdir(), `rumo-e2e-${driver}-`));
const env = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // Every journey signs a new student up from 127.0.0.1.
  SIGNUPS_PER_IP_PER_HOUR: "1000",
};
delete env.SMTP_URL;

let dropDatabase = async () => {};
if (driver === "postgres") {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = process.env.RUMO_E2E_PG_DATABASE ?? `rumo_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const child = spawn(
  process.execPath,
  ["--conditions=rumo-compiled", join(ROOT, "dist", "server", "server", "server.js")],
  {
    cwd: ROOT,
    env,
    stdio: ["inherit", "pipe", "inherit"],
  },
);
// The demo admin's password is printed once at start (src/server/seed/admin.ts); the back-office
// journeys (tests/e2e/admin.spec.ts) read it from this file, which lives only as long as the server.
const adminFile = join(tmpdir(), `rumo-e2e-admin-${port}.json`);
let printed = "";
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (printed === null) return;
  printed += chunk.toString();
  const email = printed.match(/e-mail: (\S+)/)?.[1];
  const password = printed.match(/senha: {2}(\S+)/)?.[1];
  if (email && password) {
    writeFileSync(adminFile, JSON.stringify({ email, password }), { mode: 0o600 });
    printed = null;
  } else if (printed.length > 100_000) printed = printed.slice(-10_000);
});
const stop = (signal) => child.kill(signal);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
child.on("exit", async (code) => {
  rmSync(adminFile, { force: true });
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
