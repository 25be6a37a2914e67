import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { type Stats, stats } from "./stats.ts";

/**
 * The back office over a large platform, on PostgreSQL: the users list (filtered and paged) over
 * 100,000 students and the dashboard figures over a year of activity, timed through the API
 * (guard, queries, serialisation) on a database of its own that is dropped afterwards.
 * BENCH_DATABASE_URL names the server (default: the local PostgreSQL, user postgres);
 * BENCH_KEEP_DATABASE=1 keeps the filled database (its name is printed) to study query plans.
 */

const STUDENTS = 100_000;
/** Share of students with a year of answers and tutor messages behind them. */
const ACTIVE_SHARE = 0.3;
const ANSWERS_PER_ACTIVE_STUDENT = 40;
const MESSAGES_PER_ACTIVE_STUDENT = 20;
const WARM_UP = 3;
const SAMPLES = 15;

/** A year of a platform: students, their profiles, plans bought or given, answers and messages. */
async function fillPlatform(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  await db.execute(sql`insert into users (id, name, email, email_verified, role, banned, created_at, updated_at)
    select 'bench-' || n, 'Estudante ' || n, 'estudante.' || n || '@bench.rumo.app', true, 'user',
      n % 50 = 0, now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now()
    from generate_series(1, ${STUDENTS}) n`);
  await db.execute(sql`insert into profiles (user_id, nome_completo, celular, faculdade, created_at, updated_at)
    select 'bench-' || n, 'Estudante ' || n || ' da Silva', '119' || lpad(n::text, 8, '0'),
      case n % 4 when 0 then 'USP' when 1 then 'UFMG' when 2 then 'UFPE' else null end, now(), now()
    from generate_series(1, ${STUDENTS}) n`);
  await db.execute(sql`insert into user_progress (user_id, ultimo_acesso)
    select 'bench-' || n, (now() - (n % 90) * interval '1 day')::date from generate_series(1, ${STUDENTS}) n`);
  // One student in eight has a paid or staff-given plan, a few of them ended or cancelled.
  await db.execute(sql`insert into user_subscriptions
      (user_id, plan_id, status, billing_type, amount, starts_at, ends_at, source, first_paid_at, created_at)
    select 'bench-' || n, p.id, case when n % 11 = 0 then 'cancelled' else 'active' end,
      'monthly', p.monthly_price, now() - interval '20 days',
      case when n % 13 = 0 then now() - interval '1 day' else now() + interval '10 days' end,
      case when n % 3 = 0 then 'admin' else 'stripe' end,
      case when n % 3 = 0 then null else now() - interval '20 days' end, now() - interval '20 days'
    from generate_series(1, ${STUDENTS}) n
    join subscription_plans p on p.slug = (array['curioso', 'estudante', 'nerd'])[1 + n % 3]
    where n % 8 = 0`);
  await db.execute(sql`with q as (
      select row_number() over (order by id) - 1 as n, id, exercicio_id from questoes
    ), active as (
      select id, row_number() over (order by id) as rn from users
      where role = 'user' and abs(hashtext(id)) % 1000 < ${Math.round(ACTIVE_SHARE * 1000)}
    )
    insert into user_answers (user_id, exercicio_id, questao_id, resposta, correto, tempo_gasto, created_at)
    select a.id, q.exercicio_id, q.id, 'A', (a.rn + k) % 5 < 3, 60,
      now() - ((a.rn * 31 + k * 7) % 365) * interval '1 day'
    from active a
    cross join generate_series(1, least(${ANSWERS_PER_ACTIVE_STUDENT}, (select count(*) from q))) k
    join q on q.n = (a.rn * 7 + k) % (select count(*) from q)`);
  await db.execute(sql`insert into chat_messages (user_id, subject, message, sender, created_at)
    select u.id, (array['matematica', 'fisica', 'biologia', 'historia'])[1 + k % 4], 'Mensagem ' || k,
      case when k % 2 = 0 then 'user' else 'bot' end,
      now() - ((abs(hashtext(u.id)) + k * 13) % 365) * interval '1 day'
    from users u cross join generate_series(1, ${MESSAGES_PER_ACTIVE_STUDENT}) k
    where u.role = 'user' and abs(hashtext(u.id)) % 1000 < ${Math.round(ACTIVE_SHARE * 1000)}`);
  await db.execute(sql`analyze`);
  const [counts] = (
    (await db.execute(sql`select (select count(*)::int from users where role = 'user') as students,
      (select count(*)::int from user_answers) as answers,
      (select count(*)::int from chat_messages) as messages,
      (select count(*)::int from user_subscriptions) as subscriptions`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return counts!;
}

export async function runAdminBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `rumo_bench_admin_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-admin-"));
  const database = await openDatabase({ driver: "postgres", url: url.toString() });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
    });
    const app = await buildApp({ config, database, logger: false });
    await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
    const started = performance.now();
    const volume = await fillPlatform(database.db);
    const fillSeconds = Math.round((performance.now() - started) / 100) / 10;

    const cookie = await staffCookie(app, database.db);
    const time = async (path: string): Promise<Stats> => {
      const durations: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url: path, headers: { cookie } });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= WARM_UP) durations.push(ms);
      }
      return stats(durations);
    };
    const cases = {
      usersFirstPage: "/api/admin/users?page=1&pageSize=20",
      usersPage200: "/api/admin/users?page=200&pageSize=20",
      usersByName: `/api/admin/users?q=${encodeURIComponent("Estudante 4242")}`,
      usersByPhone: "/api/admin/users?q=119000424",
      usersByPlan: "/api/admin/users?plan=nerd",
      usersInactive: "/api/admin/users?status=inativo",
      usersPlanAndText: `/api/admin/users?plan=estudante&q=${encodeURIComponent("da Silva")}&page=3`,
      dashboard: "/api/admin/dashboard",
    };
    const timings: Record<string, Stats> = {};
    for (const [key, path] of Object.entries(cases)) timings[key] = await time(path);
    await app.close();
    return { database: "postgresql", volume, fillSeconds, requests: cases, timings };
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An admin signed in through the back office's own sign-in. */
async function staffCookie(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
): Promise<string> {
  const email = "admin.bench@rumo.app";
  const password = "estudo-forte-2026";
  const reg = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "x-forwarded-for": "10.8.0.1" },
    payload: {
      fullName: "Admin Bench",
      email,
      phone: "(11) 98765-4321",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await db.update(users).set({ role: "admin", emailVerified: true }).where(eq(users.email, email));
  const login = await app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    headers: { "x-forwarded-for": "10.8.0.1" },
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  const cookies = login.headers["set-cookie"];
  return (Array.isArray(cookies) ? cookies : [cookies ?? ""]).map((c) => c.split(";")[0]).join("; ");
}
