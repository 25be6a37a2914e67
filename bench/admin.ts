import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { addMonthsToKey, monthOf } from "#domain/admin/analytics";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { fillStudents } from "./fill-students.ts";
import { scratchDatabase } from "./scratch-database.ts";
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

export async function runAdminBench() {
  const scratch = await scratchDatabase("admin");
  const url = scratch.url;
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-admin-"));
  const database = await openDatabase({ driver: "postgres", url });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
    });
    const app = await buildApp({ config, database, logger: false });
    await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
    const started = performance.now();
    const volume = await fillStudents(database.db, {
      students: STUDENTS,
      activeShare: ACTIVE_SHARE,
      answersPerActiveStudent: ANSWERS_PER_ACTIVE_STUDENT,
      messagesPerActiveStudent: MESSAGES_PER_ACTIVE_STUDENT,
    });
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
    const thisMonth = monthOf(new Date(), config.timezone);
    const cases = {
      usersFirstPage: "/api/admin/users?page=1&pageSize=20",
      usersPage200: "/api/admin/users?page=200&pageSize=20",
      usersByName: `/api/admin/users?q=${encodeURIComponent("Estudante 4242")}`,
      usersByPhone: "/api/admin/users?q=119000424",
      usersByPlan: "/api/admin/users?plan=nerd",
      usersInactive: "/api/admin/users?status=inativo",
      usersPlanAndText: `/api/admin/users?plan=estudante&q=${encodeURIComponent("da Silva")}&page=3`,
      dashboard: "/api/admin/dashboard",
      // Relatórios › Analytics: the default 6 months, a year and the longest period (24 months).
      analytics6Months: "/api/admin/reports/analytics",
      analytics12Months: `/api/admin/reports/analytics?from=${addMonthsToKey(thisMonth, -11)}&to=${thisMonth}`,
      analytics24Months: `/api/admin/reports/analytics?from=${addMonthsToKey(thisMonth, -23)}&to=${thisMonth}`,
    };
    const timings: Record<string, Stats> = {};
    for (const [key, path] of Object.entries(cases)) timings[key] = await time(path);
    await app.close();
    return { database: "postgresql", volume, fillSeconds, requests: cases, timings };
  } finally {
    await database.close();
    const keep = process.env.BENCH_KEEP_DATABASE === "1";
    if (keep) console.log(`kept database ${scratch.name}`);
    await scratch.drop(keep);
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
