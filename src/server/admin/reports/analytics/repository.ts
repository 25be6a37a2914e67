import { type SQL, sql } from "drizzle-orm";
import { monthNumber, monthStart } from "#domain/admin/analytics";
import { studentActivity } from "#server/admin/activity";
import type { Queryable } from "#server/db/client";

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The local calendar month of an instant as a running number (year × 12 + month − 1), the form
 * `monthNumber` (src/domain/admin/analytics.ts) gives a "2026-03" key, so months compare and step
 * as integers in SQL and in TypeScript alike.
 */
function monthNo(at: SQL, timeZone: string): SQL {
  return sql`(extract(year from (${at} at time zone ${timeZone})) * 12
    + extract(month from (${at} at time zone ${timeZone})) - 1)::int`;
}

const notStaff = (alias: string) =>
  sql.raw(`not exists (select 1 from users st where st.id = ${alias}.user_id and st.role <> 'user')`);

export type SignupRow = { month_no: number; signups: number; converted: number };

/**
 * Students who signed up in [from, to), per month, and how many of them have paid a subscription
 * or a pass at any time (an online payment; a plan given by staff is not a conversion).
 */
export async function signupsByMonth(db: Queryable, from: Date, to: Date, timeZone: string) {
  return rowsOf<SignupRow>(
    await db.execute(sql`select ${monthNo(sql`u.created_at`, timeZone)} as month_no, count(*)::int as signups,
        count(*) filter (where exists (select 1 from user_subscriptions s where s.user_id = u.id
          and s.source in ('stripe', 'sandbox') and s.first_paid_at is not null))::int as converted
      from users u
      where u.role = 'user' and u.created_at >= ${from} and u.created_at < ${to}
      group by 1`),
  );
}

export type ActivityRow = { kind: "active" | "retained" | "cohort"; a: number; b: number; n: number };

/**
 * From the students' activity (studentActivity: the dashboard's definition) in the months
 * `months` (local calendar; the first is the month before the period, for retention) up to `to`,
 * per month: the students active ('active', a = month), those also active the month before
 * ('retained', a = month) and, when `cohortsFrom` is given, the students who signed up in
 * [cohortsFrom, to) active in each month since ('cohort', a = sign-up month, b = month). Months
 * are month numbers (`monthNumber`).
 *
 * One pass over the events: each student's months become the bits of one number (bit i: active
 * in months[i], found by width_bucket against the months' first instants, no time-zone arithmetic
 * per row), so no (student, month) pairs are sorted or joined to themselves.
 */
export async function activityByMonth(
  db: Queryable,
  window: { months: string[]; to: Date; cohortsFrom?: Date },
  timeZone: string,
) {
  const { months, to, cohortsFrom } = window;
  const starts = sql`array[${sql.join(
    months.map((m) => sql`${monthStart(m, timeZone)}::timestamptz`),
    sql`, `,
  )}]`;
  const bit = (at: SQL) => sql`(width_bucket(${at}, ${starts}) - 1)`;
  const events = studentActivity(
    monthStart(months[0]!, timeZone),
    to,
    (userId, at) => sql`${userId} as user_id, ${at} as at`,
    { all: true },
  );
  const cohorts = cohortsFrom
    ? sql`union all
      select 'cohort', c.i, b.i, count(*)::int
      from (select u.id as user_id, ${bit(sql`u.created_at`)} as i from users u
        where u.role = 'user' and u.created_at >= ${cohortsFrom} and u.created_at < ${to}) c
      join students s on s.user_id = c.user_id
      join bits b on b.i >= c.i and s.months & (1::bigint << b.i) <> 0
      group by c.i, b.i`
    : sql``;
  const rows = rowsOf<ActivityRow>(
    await db.execute(sql`with students as (
        select x.user_id, x.months from (
          select e.user_id, bit_or(1::bigint << ${bit(sql`e.at`)}) as months
          from (${events}) e group by e.user_id
        ) x join users u on u.id = x.user_id and u.role = 'user'
      ), bits as (select generate_series(0, ${months.length - 1}) as i)
      select 'active' as kind, b.i as a, 0 as b, count(*)::int as n
      from students s join bits b on s.months & (1::bigint << b.i) <> 0
      group by b.i
      union all
      select 'retained', b.i, 0, count(*)::int
      from students s join bits b on b.i > 0 and (s.months >> (b.i - 1)) & 3 = 3
      group by b.i
      ${cohorts}`),
  );
  const first = monthNumber(months[0]!);
  return rows.map((r) => ({ ...r, a: first + r.a, b: r.kind === "cohort" ? first + r.b : 0 }));
}

/** Messages students sent to the tutors in [from, to) (walks the partial index on created_at). */
export async function studentMessages(db: Queryable, from: Date, to: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from chat_messages c
      where c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to} and ${notStaff("c")}`),
  );
  return row?.n ?? 0;
}

export type SubjectRow = { slug: string; name: string; color: string; messages: number; answers: number };

/**
 * Subjects by students' tutor messages and answers in [from, to), most used first (those with
 * neither left out). Answers are counted per exercise before the join to their subject, and
 * archived exercises and topics still count: the history stays.
 */
export async function subjectRanking(db: Queryable, from: Date, to: Date) {
  return rowsOf<SubjectRow>(
    await db.execute(sql`select m.slug, m.nome as name, m.cor as color,
        coalesce(y.messages, 0)::int as messages, coalesce(x.answers, 0)::int as answers
      from materias m
      left join (
        select t.materia_id, sum(z.n) as answers
        from (select a.exercicio_id, count(*) as n from user_answers a
          where a.created_at >= ${from} and a.created_at < ${to} and ${notStaff("a")}
          group by a.exercicio_id) z
        join exercicios e on e.id = z.exercicio_id
        join assuntos t on t.id = e.assunto_id
        group by t.materia_id
      ) x on x.materia_id = m.id
      left join (
        select c.subject, count(*) as messages from chat_messages c
        where c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to} and ${notStaff("c")}
        group by c.subject
      ) y on y.subject = m.slug
      where coalesce(x.answers, 0) + coalesce(y.messages, 0) > 0
      order by coalesce(x.answers, 0) + coalesce(y.messages, 0) desc, m.nome`),
  );
}
