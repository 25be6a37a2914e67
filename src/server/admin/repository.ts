import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { RENEWAL_GRACE_HOURS } from "#domain/billing/rules";
import { FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import type { Queryable } from "#server/db/client";
import { sessions, subscriptionPlans, userSubscriptions, users } from "#server/db/schema/index";
import { studentActivity } from "./activity.ts";

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const STUDENT = sql`u.role = 'user'`;

/**
 * The plan in force of the student `u` at `now`, as `activeSubscription` (src/domain/plans/
 * entitlements.ts) decides it: the latest active or past-due row already started whose end is
 * absent or ahead (a renewing online subscription keeps RENEWAL_GRACE_HOURS of grace).
 */
function planInForce(now: Date): SQL {
  return sql`left join lateral (
    select s.source, s.ends_at, p.slug, p.name
    from user_subscriptions s join subscription_plans p on p.id = s.plan_id
    where s.user_id = u.id and s.status in ('active', 'past_due') and s.starts_at <= ${now}
      and (s.ends_at is null or s.ends_at + case
        when s.kind = 'subscription' and s.source <> 'admin' and not s.cancel_at_period_end
        then ${RENEWAL_GRACE_HOURS} * interval '1 hour' else interval '0 hours' end > ${now})
    order by s.created_at desc limit 1
  ) sub on true`;
}

/** Students with any activity (an answer, a message to a tutor, an essay) in [from, to). */
function activeStudentIds(from: Date, to: Date): SQL {
  return sql`(${studentActivity(from, to, (userId) => userId)})`;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ── Dashboard ──────────────────────────────────────────────────────────────

const STAFF_AUTHOR = (alias: string) =>
  sql.raw(`not exists (select 1 from users st where st.id = ${alias}.user_id and st.role <> 'user')`);

async function countOf(db: Queryable, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return row?.n ?? 0;
}

/**
 * The dashboard's figures. Each is its own query, run side by side on PostgreSQL's pool: counts
 * leave staff out with an anti-join rather than joining every row to its author, period figures
 * walk the created_at indexes, and the plan of every student is only looked up for those with a
 * subscription row (all others are on the free plan).
 */
export async function dashboardFigures(
  db: Queryable,
  now: Date,
  windows: { last30: Date; thisMonth: Date; previousMonth: Date },
) {
  const previous = activeStudentIds(windows.previousMonth, windows.thisMonth);
  const [
    students,
    answers,
    messages,
    active,
    converted,
    previousActive,
    retained,
    paidPlans,
    plans,
    subjects,
    signups,
  ] = await Promise.all([
    countOf(db, sql`select count(*)::int as n from users u where ${STUDENT}`),
    countOf(db, sql`select count(*)::int as n from user_answers a where ${STAFF_AUTHOR("a")}`),
    countOf(
      db,
      sql`select count(*)::int as n from chat_messages c where c.sender = 'user' and ${STAFF_AUTHOR("c")}`,
    ),
    countOf(
      db,
      sql`select count(*)::int as n from users u where ${STUDENT}
        and u.id in ${activeStudentIds(windows.last30, now)}`,
    ),
    countOf(
      db,
      sql`select count(*)::int as n from users u where ${STUDENT} and exists (
        select 1 from user_subscriptions s where s.user_id = u.id
          and s.source in ('stripe', 'sandbox') and s.first_paid_at is not null)`,
    ),
    countOf(db, sql`select count(*)::int as n from users u where ${STUDENT} and u.id in ${previous}`),
    countOf(
      db,
      sql`select count(*)::int as n from users u where ${STUDENT} and u.id in ${previous}
        and u.id in ${activeStudentIds(windows.thisMonth, now)}`,
    ),
    db
      .execute(sql`select sub.slug, count(*)::int as students from users u ${planInForce(now)}
          where ${STUDENT} and u.id in (select s.user_id from user_subscriptions s
            where s.status in ('active', 'past_due')) and sub.slug is not null
          group by sub.slug`)
      .then((r) => rowsOf<{ slug: string; students: number }>(r)),
    db
      .execute(
        sql`select p.slug, p.name, p.active from subscription_plans p order by p.monthly_price, p.slug`,
      )
      .then((r) => rowsOf<{ slug: string; name: string; active: boolean }>(r)),
    db
      .execute(sql`select m.slug, m.nome as name, sum(x.answers)::int as answers
          from (select a.exercicio_id, count(*) as answers from user_answers a
            where ${STAFF_AUTHOR("a")} group by a.exercicio_id) x
          join exercicios e on e.id = x.exercicio_id
          join assuntos t on t.id = e.assunto_id
          join materias m on m.id = t.materia_id
          group by m.slug, m.nome
          order by answers desc, m.nome
          limit 3`)
      .then((r) => rowsOf<{ slug: string; name: string; answers: number }>(r)),
    db
      .execute(sql`select u.id, coalesce(pr.nome_completo, u.name) as name, u.email, u.created_at
          from users u left join profiles pr on pr.user_id = u.id
          where ${STUDENT}
          order by u.created_at desc, u.id desc
          limit 5`)
      .then((r) => rowsOf<{ id: string; name: string; email: string; created_at: Date | string }>(r)),
  ]);

  // Students without another plan in force are on the free plan.
  const onPaid = new Map(paidPlans.map((p) => [p.slug, p.students]));
  const elsewhere = paidPlans
    .filter((p) => p.slug !== FREE_PLAN_SLUG)
    .reduce((sum, p) => sum + p.students, 0);
  const distribution = plans
    .map((p) => ({
      slug: p.slug,
      name: p.name,
      students: p.slug === FREE_PLAN_SLUG ? students - elsewhere : (onPaid.get(p.slug) ?? 0),
      active: p.active,
    }))
    .filter((p) => p.active || p.students > 0)
    .map(({ active: _, ...p }) => p);

  return {
    totals: { students, answers, messages, active, converted, previous_active: previousActive, retained },
    plans: distribution,
    subjects,
    signups,
  };
}

// ── Users ──────────────────────────────────────────────────────────────────

export type StudentRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  university: string | null;
  banned: boolean;
  created_at: Date | string;
  plan_slug: string;
  plan_name: string;
  plan_source: string | null;
  plan_ends_at: Date | string | null;
  last_access: Date | string | null;
  birth_date: string | null;
  dream_course: string | null;
  exam_year: number | null;
};

export function studentSelect(now: Date): SQL {
  return sql`select u.id, coalesce(pr.nome_completo, u.name) as name, u.email, pr.celular as phone,
      pr.faculdade as university, u.banned, u.created_at,
      coalesce(sub.slug, 'gratuito') as plan_slug,
      coalesce(sub.name, (select g.name from subscription_plans g where g.slug = 'gratuito'), 'Gratuito') as plan_name,
      sub.source as plan_source, sub.ends_at as plan_ends_at,
      greatest((select max(se.updated_at) from sessions se where se.user_id = u.id),
        (pg.ultimo_acesso::timestamp at time zone 'UTC')) as last_access,
      pr.data_nascimento::text as birth_date, pr.sonho as dream_course, pr.ano_prova::int as exam_year
    from users u
    left join profiles pr on pr.user_id = u.id
    left join user_progress pg on pg.user_id = u.id
    ${planInForce(now)}`;
}

/** Subscription rows that may be in force (the plan in force is always one of them), of one plan or any. */
function subscribedStudentIds(planSlug?: string): SQL {
  return sql`(select s.user_id from user_subscriptions s
    ${planSlug ? sql`join subscription_plans p on p.id = s.plan_id` : sql``}
    where s.status in ('active', 'past_due') ${planSlug ? sql`and p.slug = ${planSlug}` : sql``})`;
}

type StudentFilters = { q?: string; plan: string; status: string };

/**
 * The filters but the plan's. The text matches any part of the name, e-mail or full name, and the
 * phone's digits only when the text is a phone number (an e-mail's digits must not match a phone);
 * written as one id list per table so each side walks its trigram indexes.
 */
function studentFilters(filters: StudentFilters): SQL {
  const where: SQL[] = [STUDENT];
  const q = filters.q?.trim();
  if (q) {
    const text = containing(q);
    const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, "") : "";
    where.push(sql`u.id in (
      select x.id from users x where x.name ilike ${text} or x.email ilike ${text}
      union select p.user_id from profiles p where p.nome_completo ilike ${text}
        ${digits.length >= 3 ? sql`or p.celular like ${containing(digits)}` : sql``})`);
  }
  if (filters.status === "ativo") where.push(sql`not u.banned`);
  if (filters.status === "inativo") where.push(sql`u.banned`);
  return sql.join(where, sql` and `);
}

/** The plan filter, on the plan in force (`sub`): a paid plan starts from its subscriptions. */
export function planFilter(plan: string): SQL {
  if (plan === "todos") return sql`true`;
  if (plan === FREE_PLAN_SLUG) return sql`coalesce(sub.slug, ${FREE_PLAN_SLUG}) = ${FREE_PLAN_SLUG}`;
  return sql`u.id in ${subscribedStudentIds(plan)} and sub.slug = ${plan}`;
}

async function countStudents(db: Queryable, where: SQL, now: Date, plan: string): Promise<number> {
  const count = async (extra: SQL, withPlan: boolean) => {
    const [row] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from users u
        ${withPlan ? planInForce(now) : sql``}
        where ${where} and ${extra}`),
    );
    return row?.total ?? 0;
  };
  if (plan === "todos") return count(sql`true`, false);
  if (plan !== FREE_PLAN_SLUG) return count(planFilter(plan), true);
  // Most students are on the free plan: all of them less those with another plan in force.
  return (
    (await count(sql`true`, false)) -
    (await count(
      sql`u.id in ${subscribedStudentIds()} and coalesce(sub.slug, ${FREE_PLAN_SLUG}) <> ${FREE_PLAN_SLUG}`,
      true,
    ))
  );
}

/**
 * One page of students, newest first. The page and the count are two queries, so the per-row
 * figures (last access) are computed for the page's rows only and the count reads the filters alone;
 * without filters both walk users_role_created_idx.
 */
export async function listStudents(
  db: Queryable,
  filters: StudentFilters & { limit: number; offset: number },
  now: Date,
): Promise<{ rows: StudentRow[]; total: number }> {
  const where = studentFilters(filters);
  const rows = rowsOf<StudentRow>(
    await db.execute(sql`${studentSelect(now)}
      where ${where} and ${planFilter(filters.plan)}
      order by u.created_at desc, u.id desc
      limit ${filters.limit} offset ${filters.offset}`),
  );
  return { rows, total: await countStudents(db, where, now, filters.plan) };
}

export async function findStudent(db: Queryable, userId: string, now: Date): Promise<StudentRow | undefined> {
  const [row] = rowsOf<StudentRow>(
    await db.execute(sql`${studentSelect(now)} where ${STUDENT} and u.id = ${userId}`),
  );
  return row;
}

export async function findUserRole(db: Queryable, userId: string) {
  const [row] = await db
    .select({ role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function studentCounts(db: Queryable, userId: string) {
  const [row] = rowsOf<{ essays: number; answers: number }>(
    await db.execute(sql`select
      (select count(*)::int from redacoes_usuario r where r.user_id = ${userId}) as essays,
      (select count(*)::int from user_answers a where a.user_id = ${userId}) as answers`),
  );
  return row ?? { essays: 0, answers: 0 };
}

export async function setBanned(db: Queryable, userId: string, banned: boolean, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ banned, banReason: banned ? "Desativado pela equipe" : null, banExpires: null, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Ends every session of the user at once (each next request of theirs is a 401). */
export async function deleteSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function subscriptionRowsOf(db: Queryable, userId: string) {
  return db
    .select({
      subscription: userSubscriptions,
      planSlug: subscriptionPlans.slug,
      planName: subscriptionPlans.name,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId));
}

/** A plan staff can grant: any not archived (an archived one is no longer given to anyone). */
export async function findPlan(db: Queryable, slug: string) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.slug, slug), isNull(subscriptionPlans.archivedAt)));
  return plan;
}

/** Ends the staff grants still in force: they stop counting now. */
export async function cancelStaffGrants(db: Queryable, userId: string, now: Date): Promise<number> {
  const cancelled = await db
    .update(userSubscriptions)
    .set({ status: "cancelled", cancelledAt: now, endsAt: now, updatedAt: now })
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.source, "admin"),
        inArray(userSubscriptions.status, ["active", "past_due"]),
        or(isNull(userSubscriptions.endsAt), sql`${userSubscriptions.endsAt} > ${now}`),
      ),
    )
    .returning({ id: userSubscriptions.id });
  return cancelled.length;
}

export async function insertStaffGrant(
  db: Queryable,
  grant: { userId: string; planId: string; amount: number; startsAt: Date; endsAt: Date },
) {
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      ...grant,
      status: "active",
      billingType: "monthly",
      source: "admin",
      kind: "subscription",
      createdAt: grant.startsAt,
      updatedAt: grant.startsAt,
    })
    .returning({ id: userSubscriptions.id });
  return row!;
}

// ── Subscriptions ──────────────────────────────────────────────────────────

export type SubscriptionRow = {
  id: string;
  user_id: string;
  client_name: string;
  client_email: string;
  plan_slug: string;
  plan_name: string;
  amount: number | string;
  billing_type: string;
  kind: string;
  status: string;
  source: string;
  payment_method: string | null;
  starts_at: Date | string;
  ends_at: Date | string | null;
  cancel_at_period_end: boolean;
  cancelled_at: Date | string | null;
  first_paid_at: Date | string | null;
  refunded_at: Date | string | null;
  refund_amount: number | string | null;
  created_at: Date | string;
  total: number;
};

export async function listSubscriptions(
  db: Queryable,
  filters: { q?: string; plan: string; status: string; limit: number; offset: number },
  now: Date,
): Promise<SubscriptionRow[]> {
  const where: SQL[] = [sql`true`];
  const q = filters.q?.trim();
  if (q) {
    const text = containing(q);
    where.push(sql`(u.name ilike ${text} or u.email ilike ${text} or pr.nome_completo ilike ${text})`);
  }
  if (filters.plan !== "todos") where.push(sql`p.slug = ${filters.plan}`);
  // The same reading as displayStatus (src/domain/billing/rules.ts).
  const inForce = sql`(s.status in ('active', 'past_due') and (s.ends_at is null or s.ends_at > ${now}))`;
  if (filters.status === "cancelada") where.push(sql`s.status = 'cancelled'`);
  if (filters.status === "ativa") where.push(inForce);
  if (filters.status === "expirada") where.push(sql`(s.status <> 'cancelled' and not ${inForce})`);
  return rowsOf<SubscriptionRow>(
    await db.execute(sql`select s.id, s.user_id, coalesce(pr.nome_completo, u.name) as client_name,
        u.email as client_email, p.slug as plan_slug, p.name as plan_name, s.amount, s.billing_type, s.kind,
        s.status, s.source, s.payment_method, s.starts_at, s.ends_at, s.cancel_at_period_end, s.cancelled_at,
        s.first_paid_at, s.refunded_at, s.refund_amount, s.created_at, count(*) over ()::int as total
      from user_subscriptions s
      join users u on u.id = s.user_id
      left join profiles pr on pr.user_id = u.id
      join subscription_plans p on p.id = s.plan_id
      where ${sql.join(where, sql` and `)}
      order by s.created_at desc, s.id desc
      limit ${filters.limit} offset ${filters.offset}`),
  );
}

export async function subscriptionsSummary(db: Queryable, now: Date) {
  const [row] = rowsOf<{
    active: number;
    cancelled: number;
    revenue: string | number;
    monthly: string | number;
  }>(
    await db.execute(sql`select
      count(*) filter (where s.status in ('active', 'past_due') and (s.ends_at is null or s.ends_at > ${now}))::int
        as active,
      count(*) filter (where s.status = 'cancelled')::int as cancelled,
      coalesce(sum(s.amount - coalesce(s.refund_amount, 0))
        filter (where s.source <> 'admin' and s.first_paid_at is not null), 0) as revenue,
      coalesce(sum(case when s.billing_type = 'annual' then s.amount / 12 else s.amount end)
        filter (where s.source <> 'admin' and s.kind = 'subscription' and s.status in ('active', 'past_due')
          and (s.ends_at is null or s.ends_at > ${now})), 0) as monthly
      from user_subscriptions s`),
  );
  return {
    active: row?.active ?? 0,
    cancelled: row?.cancelled ?? 0,
    revenue: Number(row?.revenue ?? 0),
    monthly: Number(row?.monthly ?? 0),
  };
}

// ── Audit ──────────────────────────────────────────────────────────────────

export type AuditRow = {
  id: number | string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  total: number;
};

export async function listAudit(
  db: Queryable,
  filters: {
    action?: string;
    actor?: string;
    targetType?: string;
    targetId?: string;
    limit: number;
    offset: number;
  },
): Promise<AuditRow[]> {
  const where: SQL[] = [sql`true`];
  if (filters.action) where.push(sql`l.action = ${filters.action}`);
  if (filters.actor)
    where.push(sql`(l.actor_id = ${filters.actor} or a.email ilike ${containing(filters.actor)})`);
  if (filters.targetType) where.push(sql`l.target_type = ${filters.targetType}`);
  if (filters.targetId) where.push(sql`l.target_id = ${filters.targetId}`);
  return rowsOf<AuditRow>(
    await db.execute(sql`select l.id, l.actor_id, a.name as actor_name, a.email as actor_email, l.action,
        l.target_type, l.target_id, l.before, l.after, l.created_at, count(*) over ()::int as total
      from admin_audit_log l left join users a on a.id = l.actor_id
      where ${sql.join(where, sql` and `)}
      order by l.created_at desc, l.id desc
      limit ${filters.limit} offset ${filters.offset}`),
  );
}
