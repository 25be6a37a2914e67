import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server.ts";
import { stats } from "./stats.ts";

/**
 * Start-up of the built server as `npm start` runs it (node --conditions=rumo-compiled
 * dist/server/server/server.js, PGlite in a data folder): milliseconds from spawning the process
 * until /api/ready answers 200, on an empty data folder (migrations, seed, demo administrator) and
 * again on the folder a previous start filled. Needs `npm run build` first.
 */

const RUNS = 5;
const ROOT = join(import.meta.dirname, "..");
const SERVER = join(ROOT, "dist", "server", "server", "server.js");
const POLL_MS = 10;
const GIVE_UP_MS = 60_000;

type Phases = { untilReadyMs: number; untilMigrationsMs: number; migrationsAndSeedMs: number };

/** Spawns the built server on `dataDir`, waits for /api/ready, stops it; answers where the time went. */
async function startOnce(dataDir: string): Promise<Phases> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
  };
  for (const key of [
    "DATABASE_URL",
    "REDIS_URL",
    "AUTH_SECRET",
    "SMTP_URL",
    "PUBLIC_URL",
    "AI_BASE_URL",
    "AI_MODEL",
  ])
    delete env[key];
  const spawnedAt = Date.now();
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "--conditions=rumo-compiled", SERVER], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited before it was ready:\n${output.slice(-2000)}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`not ready after ${GIVE_UP_MS} ms`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const untilReadyMs = performance.now() - started;
    // pino's JSON lines carry their time: when migrations began and when the server listened.
    const times = (msg: string) =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; time?: number })
        .find((line) => line.msg?.startsWith(msg))?.time;
    const migrating = times("applying migrations") ?? spawnedAt;
    const listening = times("Rumo no ar") ?? spawnedAt;
    return {
      untilReadyMs,
      untilMigrationsMs: migrating - spawnedAt,
      migrationsAndSeedMs: listening - migrating,
    };
  } finally {
    if (!exited) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await gone;
    }
  }
}

export async function runStartupBench() {
  if (!existsSync(SERVER)) throw new Error("dist/server is missing: run `npm run build` first");
  const empty: Phases[] = [];
  const filled: Phases[] = [];
  // Warm the file system cache once (a first start after a build reads every module from disk).
  const warm = mkdtempSync(join(tmpdir(), "rumo-bench-startup-"));
  try {
    await startOnce(warm);
  } finally {
    rmSync(warm, { recursive: true, force: true });
  }
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-startup-"));
    try {
      empty.push(await startOnce(dataDir));
      filled.push(await startOnce(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const summary = (runs: Phases[]) => ({
    untilReady: stats(runs.map((r) => r.untilReadyMs)),
    spawnUntilMigrations: stats(runs.map((r) => r.untilMigrationsMs)),
    migrationsAndSeed: stats(runs.map((r) => r.migrationsAndSeedMs)),
  });
  return {
    case: "startup",
    when: new Date().toISOString(),
    environment: {
      node: process.version,
      database: "pglite (data folder)",
      platform: `${process.platform}/${process.arch}`,
    },
    description:
      "ms from spawning the built server until /api/ready answers 200; spawnUntilMigrations covers loading the code and opening the database, migrationsAndSeed until the server listens",
    emptyDataFolder: summary(empty),
    filledDataFolder: summary(filled),
  };
}
