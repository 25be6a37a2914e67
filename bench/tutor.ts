import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { subscriptionPlans, userSubscriptions, users } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { startFakeModelServer } from "#server/test-support/fake-model-server";
import { scratchDatabase } from "./scratch-database.ts";
import { stats } from "./stats.ts";

/**
 * The tutor's streaming cost: time to the first streamed byte of an answer through Rumo (auth,
 * limits, storing the question, points, provider selection, prompt) against the same model server
 * called directly, and how many messages per second Rumo sustains with several students at once.
 */

const MODEL = {
  chunks: Array.from({ length: 40 }, (_, i) => `palavra${i} `),
  firstByteDelayMs: 40,
  chunkDelayMs: 2,
};
const LATENCY_SAMPLES = 40;
const THROUGHPUT_STUDENTS = 12;
/** The per-student rate limit (10 per 60 s) caps what one student may send in the run. */
const MESSAGES_PER_STUDENT = 10;

/**
 * The model server runs in a process of its own, as a real one would: in Rumo's process its clock
 * would wait on Rumo's own work (PGlite runs on the same thread) and count it against Rumo twice.
 */
async function startModelProcess(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, "--fake-model"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = out.match(/^MODEL_URL (\S+)$/m)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`fake model server exited (${code})`)));
  });
  return {
    baseUrl,
    close: async () => {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await gone;
    },
  };
}

if (process.argv.includes("--fake-model")) {
  const server = await startFakeModelServer(MODEL);
  process.stdout.write(`MODEL_URL ${server.baseUrl}\n`);
  process.once("SIGTERM", () => void server.close().then(() => process.exit(0)));
}

/**
 * PGlite in memory, or with BENCH_TUTOR_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * a database of its own on that PostgreSQL server, dropped afterwards.
 */
async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_TUTOR_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ driver: "pglite", dataDir: null });
    return { ...handle, drop: () => handle.close() };
  }
  const scratch = await scratchDatabase("tutor", serverUrl);
  const handle = await openDatabase({ driver: "postgres", url: scratch.url });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Milliseconds from sending the request until `firstByte` finds what it waits for, and until the end. */
async function timedStream(
  url: string,
  init: RequestInit,
  firstByte: (text: string) => boolean,
): Promise<{ firstMs: number; totalMs: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.body) throw new Error(`no body (${res.status})`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let firstMs = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (Number.isNaN(firstMs) && firstByte(seen)) firstMs = performance.now() - started;
  }
  if (Number.isNaN(firstMs))
    throw new Error(`stream without the expected data (${res.status}): ${seen.slice(0, 300)}`);
  return { firstMs, totalMs: performance.now() - started, status: res.status };
}

export async function runTutorBench() {
  const model = await startModelProcess();
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-"));
  const database = await openBenchDatabase();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "bench-model",
  });
  const app = await buildApp({ config, database, logger: false });
  await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const [nerd] = await database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, "nerd"));

  let studentCount = 0;
  async function student(): Promise<string> {
    studentCount += 1;
    // One address per student: the sign-up limit per IP is not what is measured here.
    const headers = {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${studentCount >> 8}.${studentCount & 255}`,
    };
    const email = `bench.${Date.now().toString(36)}.${studentCount}@exemplo.com.br`;
    const password = "estudo-forte-2026";
    const body = {
      fullName: `Estudante ${studentCount}`,
      email,
      phone: "(11) 98765-4321",
      password,
      confirmPassword: password,
      acceptTerms: true,
    };
    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const [user] = await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, email))
      .returning();
    // Nerd: 200 messages a day and every subject, so only the rate limit bounds the run.
    await database.db
      .insert(userSubscriptions)
      .values({ userId: user!.id, planId: nerd!.id, status: "active" });
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    return login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  const direct = (i: number) =>
    timedStream(
      `${model.baseUrl}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "bench-model",
          stream: true,
          messages: [{ role: "user", content: `pergunta ${i}` }],
        }),
      },
      (text) => text.includes('"content":"palavra'),
    );
  const throughRumo = (cookie: string, i: number) =>
    timedStream(
      `${base}/api/chat/matematica/messages`,
      {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ message: `Pergunta de teste ${i}` }),
      },
      (text) => text.includes("event: delta"),
    );

  try {
    // Warm up both paths (JIT, first queries), then measure one request at a time.
    await direct(-1);
    const latencyStudents = await Promise.all(
      Array.from({ length: Math.ceil((LATENCY_SAMPLES + 1) / MESSAGES_PER_STUDENT) }, student),
    );
    await throughRumo(latencyStudents[0]!, -1);
    const directFirst: number[] = [];
    const rumoFirst: number[] = [];
    const rumoTotal: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      directFirst.push((await direct(i)).firstMs);
      const r = await throughRumo(latencyStudents[Math.floor((i + 1) / MESSAGES_PER_STUDENT)]!, i);
      if (r.status !== 200) throw new Error(`chat answered ${r.status}`);
      rumoFirst.push(r.firstMs);
      rumoTotal.push(r.totalMs);
    }

    const crowd = await Promise.all(Array.from({ length: THROUGHPUT_STUDENTS }, student));
    const perMessage: number[] = [];
    const started = performance.now();
    await Promise.all(
      crowd.map(async (cookie, s) => {
        for (let i = 0; i < MESSAGES_PER_STUDENT; i++) {
          const r = await throughRumo(cookie, s * 100 + i);
          if (r.status !== 200) throw new Error(`chat answered ${r.status}`);
          perMessage.push(r.totalMs);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const messages = THROUGHPUT_STUDENTS * MESSAGES_PER_STUDENT;

    const directStats = stats(directFirst, 2);
    const rumoStats = stats(rumoFirst, 2);
    return {
      case: "tutor",
      when: new Date().toISOString(),
      environment: {
        node: process.version,
        database:
          database.driver === "postgres" ? "postgresql (BENCH_TUTOR_DATABASE_URL)" : "pglite (in memory)",
        platform: `${process.platform}/${process.arch}`,
      },
      model: { server: "local OpenAI-compatible stream", ...MODEL, chunks: MODEL.chunks.length },
      timeToFirstByte: {
        description: "ms from sending the question to the first piece of the answer",
        direct: directStats,
        throughRumo: rumoStats,
        rumoOverheadMedianMs: Math.round((rumoStats.medianMs - directStats.medianMs) * 100) / 100,
        /** Each sample's own difference: the model called directly, then through Rumo, one after the other. */
        rumoOverhead: stats(
          rumoFirst.map((ms, i) => ms - directFirst[i]!),
          2,
        ),
      },
      wholeAnswerThroughRumo: stats(rumoTotal, 2),
      sustained: {
        description: `${THROUGHPUT_STUDENTS} students at once, ${MESSAGES_PER_STUDENT} messages each (the rate limit per student), every answer streamed and stored`,
        students: THROUGHPUT_STUDENTS,
        messages,
        seconds: Math.round(seconds * 100) / 100,
        messagesPerSecond: Math.round((messages / seconds) * 100) / 100,
        perMessage: stats(perMessage, 2),
      },
    };
  } finally {
    await app.close();
    await database.drop();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
