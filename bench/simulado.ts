import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { openDatabase } from "#server/db/client";
import { seedDatabase } from "#server/seed/seed";
import { fillStudents } from "./fill-students.ts";
import { openSessions } from "./scale-data.ts";
import { scratchDatabase } from "./scratch-database.ts";
import { addressOf, startServer } from "./server.ts";
import { stats } from "./stats.ts";

/**
 * Simulado day on PostgreSQL: BENCH_SIMULADO_STUDENTS (default 1,000) Nerd students start a
 * Matemática simulado at the same moment, then all answer their 45 items at once (no pause
 * between answers: harder than a real exam), then hand in. Times each start, each answer save and
 * each hand-in through the built server over HTTP, and counts the stored answers against the
 * acknowledged saves: nothing acknowledged may be missing.
 */

const ROOT = join(import.meta.dirname, "..");
const STUDENTS = Number(process.env.BENCH_SIMULADO_STUDENTS ?? 1000);

type Timed = { ms: number; status: number };

async function timed(url: string, init: RequestInit): Promise<Timed & { body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  return { ms: performance.now() - t0, status: res.status, body };
}

function figures(results: Timed[]) {
  const ok = results.filter((r) => r.status >= 200 && r.status < 300);
  const durations = results.map((r) => r.ms);
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    requests: results.length,
    ok: ok.length,
    failed: results.length - ok.length,
    ...stats(durations, 0),
    p99Ms: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0),
  };
}

export async function runSimuladoBench() {
  const build = spawnSync(process.execPath, [join(ROOT, "scripts", "build-if-needed.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("build failed");
  const scratch = await scratchDatabase("simulado");
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-simulado-"));
  const secret = randomBytes(32).toString("hex");
  const database = await openDatabase({ driver: "postgres", url: scratch.url });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await database.migrate();
    await seedDatabase({ db: database.db, log: pino({ level: "silent" }), demoAdmin: false });
    await fillStudents(database.db, { students: STUDENTS });
    // Every student on the Nerd plan (deactivated ones excluded: they cannot sign in).
    await database.db.execute(sql`delete from user_subscriptions`);
    await database.db.execute(sql`update users set banned = false`);
    await database.db.execute(sql`insert into user_subscriptions (user_id, plan_id, status, billing_type, amount, starts_at, ends_at, source, created_at)
      select u.id, p.id, 'active', 'monthly', 0, now() - interval '1 day', now() + interval '30 days', 'admin', now()
      from users u cross join subscription_plans p where p.slug = 'nerd' and u.role = 'user'`);
    const ids = Array.from({ length: STUDENTS }, (_, i) => `bench-${i + 1}`);
    const cookies = await openSessions(database.db, ids, secret, "__Secure-rumo.session_token");
    server = await startServer({
      NODE_ENV: "production",
      AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      SMTP_URL: "smtp://127.0.0.1:2525",
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    });
    const base = server.url;
    const headers = (i: number) => ({
      cookie: cookies.get(ids[i]!)!,
      "x-forwarded-for": addressOf(i + 1),
      "content-type": "application/json",
    });

    // Everyone starts at the same moment.
    const t0 = performance.now();
    const starts = await Promise.all(
      ids.map((_, i) =>
        timed(`${base}/api/simulados`, {
          method: "POST",
          headers: headers(i),
          body: JSON.stringify({ kind: "matematica", mode: "oficial" }),
        }),
      ),
    );
    const allStartedMs = Math.round(performance.now() - t0);
    const booklets = starts.map((s) => s.body as { id: string; items: { questionId: string }[] } | null);

    // Then everyone answers, each student one item after the other.
    const saves: Timed[] = [];
    const t1 = performance.now();
    await Promise.all(
      booklets.map(async (booklet, i) => {
        if (!booklet?.items) return;
        for (const item of booklet.items) {
          const answer = "ABCDE"[(i + item.questionId.charCodeAt(0)) % 5];
          saves.push(
            await timed(`${base}/api/simulados/${booklet.id}/answers/${item.questionId}`, {
              method: "PUT",
              headers: headers(i),
              body: JSON.stringify({ answer, marked: false }),
            }),
          );
        }
      }),
    );
    const answeringSeconds = Math.round((performance.now() - t1) / 100) / 10;

    const finishes = await Promise.all(
      booklets.map((booklet, i) =>
        booklet?.id
          ? timed(`${base}/api/simulados/${booklet.id}/finish`, {
              method: "POST",
              headers: headers(i),
              body: "{}",
            })
          : Promise.resolve({ ms: 0, status: 0, body: null }),
      ),
    );

    const [stored] = (
      (await database.db.execute(sql`select
        (select count(*)::int from simulado_respostas where resposta is not null) as answers,
        (select count(*)::int from simulados) as simulados,
        (select count(*)::int from simulados where notas is not null) as scored`)) as unknown as {
        rows: { answers: number; simulados: number; scored: number }[];
      }
    ).rows;
    const acknowledged = saves.filter((s) => s.status === 200).length;
    return {
      students: STUDENTS,
      start: { ...figures(starts), allStartedMs },
      answerSave: {
        ...figures(saves),
        answeringSeconds,
        savesPerSecond: Math.round(saves.length / answeringSeconds),
      },
      handIn: figures(finishes.filter((f) => f.status !== 0)),
      stored: { ...stored!, acknowledgedSaves: acknowledged, lost: acknowledged - stored!.answers },
    };
  } finally {
    server?.child.kill("SIGTERM");
    if (server) await new Promise((r) => server!.child.once("exit", r));
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
