import { type ChildProcess, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { type Database, openDatabase } from "#server/db/client";
import { seedDatabase } from "#server/seed/seed";
import { fillAtScale, openSessions } from "./scale-data.ts";
import { scratchDatabase } from "./scratch-database.ts";
import { addressOf, startServer } from "./server.ts";
import { stats } from "./stats.ts";

/**
 * The student's hot paths under load: the built server (as `npm start` runs it) over a platform at
 * scale, driven over HTTP by many students' sessions at 10 and 50 connections, next to the
 * one-query floor (`/api/ready`) measured in the same run. Then writes under load (answers saved,
 * tutor messages sent), counting stored rows against acknowledged requests.
 *
 * PostgreSQL holds BENCH_STUDENTS students (default 100,000: 10 M answers, 2 M messages, 200 k
 * essays); PGlite a tenth. BENCH_SECONDS sets each run's length (default 10), BENCH_DRIVERS
 * which databases run (default "postgres,pglite"); BENCH_READS=0 leaves the reads out (a quick look
 * at the writes).
 */

const ROOT = join(import.meta.dirname, "..");
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DRIVERS = (process.env.BENCH_DRIVERS ?? "postgres,pglite").split(",");
const READS = process.env.BENCH_READS !== "0";
const SIGNED_IN = 1000;
const WRITERS = 400;

const READ_ENDPOINTS = [
  "/api/ready",
  "/api/auth/session",
  "/api/me/entitlements",
  "/api/exercises",
  "/api/chat-history",
  "/api/chat/matematica/messages",
  "/api/dashboard",
];

type RunFigures = {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

async function drive(
  url: string,
  connections: number,
  next: () => { path: string; method?: string; body?: string; headers: Record<string, string> },
  seconds = SECONDS,
): Promise<RunFigures & { statusCounts: Record<string, number> }> {
  const statusCounts: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          return {
            ...req,
            path: r.path,
            method: (r.method ?? "GET") as "GET",
            body: r.body,
            headers: r.headers,
          };
        },
        onResponse: (status) => {
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
  };
}

/**
 * POSTs that answer with a stream (the tutor): `connections` loops for `seconds`, timing the first
 * streamed bytes (the stored message, the acknowledgement) and the end of the answer.
 */
async function driveStreams(
  url: string,
  connections: number,
  seconds: number,
  next: () => { path: string; body: string; headers: Record<string, string> },
) {
  const firstBytes: number[] = [];
  const ends: number[] = [];
  const statusCounts: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const r = next();
        const t0 = performance.now();
        const res = await fetch(`${url}${r.path}`, { method: "POST", body: r.body, headers: r.headers });
        const reader = res.body!.getReader();
        let first = true;
        for (;;) {
          const { done } = await reader.read();
          if (first) firstBytes.push(performance.now() - t0);
          first = false;
          if (done) break;
        }
        ends.push(performance.now() - t0);
        statusCounts[res.status] = (statusCounts[res.status] ?? 0) + 1;
      }
    }),
  );
  const ack = stats(firstBytes, 0);
  const whole = stats(ends, 0);
  return {
    requests: ends.length,
    reqPerSec: Math.round(ends.length / seconds),
    acknowledgedP50Ms: ack.medianMs,
    acknowledgedP99Ms: percentile(firstBytes, 0.99),
    answeredP50Ms: whole.medianMs,
    answeredP99Ms: percentile(ends, 0.99),
    statusCounts,
  };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

async function prepare(db: Database, students: number, secret: string) {
  await seedDatabase({ db, log: pino({ level: "silent" }), demoAdmin: false });
  const t0 = performance.now();
  const volume = await fillAtScale(db, students);
  const fillSeconds = Math.round((performance.now() - t0) / 100) / 10;
  // Readers: a spread of the platform's students; writers: new students on the top plan.
  const step = Math.max(1, Math.floor(students / SIGNED_IN));
  // One student in fifty is deactivated (fillStudents): they cannot sign in.
  const readers = Array.from({ length: Math.min(SIGNED_IN, students) }, (_, i) => 1 + i * step).filter(
    (n) => n <= students && n % 50 !== 0,
  );
  const heaviest = 107;
  const newest = 51;
  const writers = Array.from({ length: WRITERS }, (_, i) => 1 + 50 * (i + 1)).filter((n) => n <= students);
  await db.execute(sql`insert into user_subscriptions (user_id, plan_id, status, billing_type, amount, starts_at, ends_at, source, created_at)
    select 'bench-' || n, p.id, 'active', 'monthly', 0, now() - interval '1 day', now() + interval '30 days', 'admin', now()
    from unnest(string_to_array(${writers.join(",")}, ',')::int[]) n cross join subscription_plans p where p.slug = 'nerd'`);
  const ids = [...new Set([...readers, heaviest, newest, ...writers])].map((n) => `bench-${n}`);
  const cookies = await openSessions(db, ids, secret, "__Secure-rumo.session_token");
  const questions = (
    (await db.execute(sql`select q.exercicio_id as "exerciseId", q.id as "questionId", q.resposta_correta as "answer"
      from questoes q join exercicios e on e.id = q.exercicio_id
      where q.versao_de is null and q.arquivado_em is null and e.arquivado_em is null
      order by e.id, q.ordem`)) as unknown as {
      rows: { exerciseId: string; questionId: string; answer: string }[];
    }
  ).rows;
  return { volume, fillSeconds, readers, heaviest, newest, writers, cookies, questions };
}

async function countRows(db: Database, writers: number[]) {
  const ids = writers.map((n) => `bench-${n}`);
  const [row] = (
    (await db.execute(sql`select
      (select count(*)::int from user_answers where user_id = any(string_to_array(${ids.join(",")}, ','))) as answers,
      (select count(*)::int from chat_messages where user_id = any(string_to_array(${ids.join(",")}, ',')) and sender = 'user') as messages`)) as unknown as {
      rows: { answers: number; messages: number }[];
    }
  ).rows;
  return row!;
}

async function benchDriver(driver: string) {
  const students = driver === "postgres" ? STUDENTS : Math.round(STUDENTS / 10);
  const secret = randomBytes(32).toString("hex");
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-load-"));
  const env: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    SMTP_URL: "smtp://127.0.0.1:2525",
    TRUST_PROXY: "true",
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  };
  let dropDatabase = async () => {};
  let open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>;
  if (driver === "postgres") {
    const scratch = await scratchDatabase("load");
    env.DATABASE_URL = scratch.url;
    open = () => openDatabase({ driver: "postgres", url: scratch.url });
    dropDatabase = () => scratch.drop();
  } else {
    open = () => openDatabase({ driver: "pglite", dataDir: join(dataDir, "pglite") });
  }
  let server: { url: string; child: ChildProcess } | undefined;
  try {
    const database = await open();
    await database.migrate();
    const setup = await prepare(database.db, students, secret);
    // PGlite's folder belongs to one process: the server opens it once the bench lets go.
    if (driver === "pglite") await database.close();
    server = await startServer(env);
    const db = driver === "pglite" ? undefined : database.db;

    const readerCookies = setup.readers.map((n) => setup.cookies.get(`bench-${n}`)!);
    const reads: Record<string, Record<string, RunFigures>> = {};
    for (const connections of READS ? [10, 50] : []) {
      for (const path of READ_ENDPOINTS) {
        let i = 0;
        const figures = await drive(server.url, connections, () => {
          const k = i++ % readerCookies.length;
          return { path, headers: { cookie: readerCookies[k]!, "x-forwarded-for": addressOf(k) } };
        });
        const group = reads[`${connections} connections`] ?? {};
        group[path] = figures;
        reads[`${connections} connections`] = group;
        console.log(driver, connections, path, JSON.stringify(figures));
      }
    }
    const oneStudent = async (n: number) =>
      drive(server!.url, 10, () => ({
        path: "/api/dashboard",
        headers: { cookie: setup.cookies.get(`bench-${n}`)!, "x-forwarded-for": addressOf(n) },
      }));
    const heavy = READS ? await oneStudent(setup.heaviest) : undefined;
    const fresh = READS ? await oneStudent(setup.newest) : undefined;

    // Writes: each writer answers the catalogue's questions in order and asks the tutor.
    const writes: Record<string, unknown> = {};
    const before = db ? await countRows(db, setup.writers) : undefined;
    const cursor = new Map<number, number>();
    let w = 0;
    const answerRun = await drive(server.url, 50, () => {
      const n = setup.writers[w++ % setup.writers.length]!;
      const k = cursor.get(n) ?? 0;
      cursor.set(n, k + 1);
      const q = setup.questions[k % setup.questions.length]!;
      return {
        path: `/api/exercises/${q.exerciseId}/answers`,
        method: "POST",
        body: JSON.stringify({ questionId: q.questionId, answer: q.answer, secondsSpent: 30 }),
        headers: {
          cookie: setup.cookies.get(`bench-${n}`)!,
          "content-type": "application/json",
          "x-forwarded-for": addressOf(n),
        },
      };
    });
    let m = 0;
    // The tutor takes 10 messages a minute from a student: the run stays under that.
    const chatRun = await driveStreams(server.url, 50, Math.min(SECONDS, 5), () => {
      const n = setup.writers[m++ % setup.writers.length]!;
      return {
        path: "/api/chat/matematica/messages",
        body: JSON.stringify({ message: "como resolvo uma equação do segundo grau?" }),
        headers: {
          cookie: setup.cookies.get(`bench-${n}`)!,
          "content-type": "application/json",
          "x-forwarded-for": addressOf(n),
        },
      };
    });
    if (driver === "pglite") {
      server.child.kill("SIGTERM");
      await new Promise((r) => server!.child.once("exit", r));
      server = undefined;
    }
    const reopened = db ? undefined : await open();
    const after = await countRows(db ?? reopened!.db, setup.writers);
    await reopened?.close();
    const baseline = before ?? { answers: 0, messages: 0 };
    // Requests still in flight when a run ends are stored but never counted as acknowledged:
    // nothing is lost when every acknowledged request is stored.
    const tally = (acknowledged: number, stored: number) => ({
      acknowledged,
      stored,
      lost: Math.max(0, acknowledged - stored),
    });
    writes.answers = {
      ...answerRun,
      ...tally(answerRun.statusCounts["200"] ?? 0, after.answers - baseline.answers),
    };
    writes.chat = {
      ...chatRun,
      ...tally(chatRun.statusCounts["200"] ?? 0, after.messages - baseline.messages),
    };
    if (db) await database.close();
    const quiet = reads["10 connections"];
    return {
      volume: setup.volume,
      fillSeconds: setup.fillSeconds,
      reads,
      dashboardShareOfFloor: quiet
        ? Math.round((100 * quiet["/api/dashboard"]!.reqPerSec) / quiet["/api/ready"]!.reqPerSec)
        : undefined,
      heaviestVsNewDashboard:
        heavy && fresh
          ? {
              heaviest: heavy,
              newStudent: fresh,
              ratio: Math.round((fresh.reqPerSec / Math.max(1, heavy.reqPerSec)) * 100) / 100,
            }
          : undefined,
      writes,
    };
  } finally {
    server?.child.kill("SIGTERM");
    if (server) await new Promise((r) => server!.child.once("exit", r));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLoadBench() {
  // What `npm start` runs: build it when missing or older than the sources.
  const build = spawnSync(process.execPath, [join(ROOT, "scripts", "build-if-needed.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("build failed");
  const out: Record<string, unknown> = { students: STUDENTS, secondsPerRun: SECONDS };
  for (const driver of DRIVERS) out[driver] = await benchDriver(driver);
  return out;
}
