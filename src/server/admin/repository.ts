import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { RENEWAL_GRACE_HOURS } from "#domain/billing/rules";
import type { Queryable } from "#server/db/client";
import { sessions, subscriptionPlans, userSubscriptions, users } from "#server/db/schema/index";

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
  return sql`(
    select a.user_id from user_answers a where a.created_at >= ${from} and a.created_at < ${to}
    union select c.user_id from chat_messages c
      where c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to}
    union select r.user_id from redacoes_usuario r where r.updated_at >= ${from} and r.updated_at < ${to}
  )`;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ── Dashboard ──────────────────────────────────────────────────────────────

export async function dashboardFigures(
  db: Queryable,
  now: Date,
  windows: { last30: Date; thisMonth: Date; previousMonth: Date },
) {
  const [totals] = rowsOf<{
    students: number;
    answers: number;
    messages: number;
    active: number;
    converted: number;
    previous_active: number;
    retained: number;
  }>(
    await db.execute(sql`select
      (select count(*)::int from users u where ${STUDENT}) as students,
      (select count(*)::int from user_answers a join users u on u.id = a.user_id where ${STUDENT}) as answers,
      (select count(*)::int from chat_messages c join users u on u.id = c.user_id
        where ${STUDENT} and c.sender = 'user') as messages,
      (select count(*)::int from users u where ${STUDENT}
        and u.id in ${activeStudentIds(windows.last30, now)}) as active,
      (select count(*)::int from users u where ${STUDENT} and exists (
        select 1 from user_subscriptions s where s.user_id = u.id
          and s.source in ('stripe', 'sandbox') and s.first_paid_at is not null)) as converted,
      (select count(*)::int from users u where ${STUDENT}
        and u.id in ${activeStudentIds(windows.previousMonth, windows.thisMonth)}) as previous_active,
      (select count(*)::int from users u where ${STUDENT}
        and u.id in ${activeStudentIds(windows.previousMonth, windows.thisMonth)}
        and u.id in ${activeStudentIds(windows.thisMonth, now)}) as retained`),
  );

  const plans = rowsOf<{ slug: string; name: string; students: number }>(
    await db.execute(sql`select p.slug, p.name, count(x.id)::int as students
      from subscription_plans p
      left join (
        select u.id, coalesce(sub.slug, 'gratuito') as slug from users u ${planInForce(now)} where ${STUDENT}
      ) x on x.slug = p.slug
      where p.active or x.id is not null
      group by p.slug, p.name, p.monthly_price
      order by p.monthly_price, p.slug`),
  );

  const subjects = rowsOf<{ slug: string; name: string; answers: number }>(
    await db.execute(sql`select m.slug, m.nome as name, count(*)::int as answers
      from user_answers a
      join users u on u.id = a.user_id
      join exercicios e on e.id = a.exercicio_id
      join assuntos t on t.id = e.assunto_id
      join materias m on m.id = t.materia_id
      where ${STUDENT}
      group by m.slug, m.nome
      order by answers desc, m.nome
      limit 3`),
  );

  const signups = rowsOf<{ id: string; name: string; email: string; created_at: Date | string }>(
    await db.execute(sql`select u.id, coalesce(pr.nome_completo, u.name) as name, u.email, u.created_at
      from users u left join profiles pr on pr.user_id = u.id
      where ${STUDENT}
      order by u.created_at desc, u.id desc
      limit 5`),
  );

  return { totals: totals!, plans, subjects, signups };
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

function studentSelect(now: Date): SQL {
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

function studentFilters(filters: { q?: string; plan: string; status: string }): SQL {
  const where: SQL[] = [STUDENT];
  const q = filters.q?.trim();
  if (q) {
    const text = containing(q);
    // Phone digits only when the text is a phone number: an e-mail's digits must not match a phone.
    const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, "") : "";
    where.push(sql`(u.name ilike ${text} or u.email ilike ${text} or pr.nome_completo ilike ${text}
      ${digits.length >= 3 ? sql`or pr.celular like ${containing(digits)}` : sql``})`);
  }
  if (filters.status === "ativo") where.push(sql`not u.banned`);
  if (filters.status === "inativo") where.push(sql`u.banned`);
  if (filters.plan !== "todos") where.push(sql`coalesce(sub.slug, 'gratuito') = ${filters.plan}`);
  return sql.join(where, sql` and `);
}

/**
 * One page of students, newest first. The page and the count are two queries, so the per-row
 * figures (last access) are computed for the page's rows only and the count reads the filters alone;
 * without filters both walk users_role_created_idx.
 */
export async function listStudents(
  db: Queryable,
  filters: { q?: string; plan: string; status: string; limit: number; offset: number },
  now: Date,
): Promise<{ rows: StudentRow[]; total: number }> {
  const where = studentFilters(filters);
  const rows = rowsOf<StudentRow>(
    await db.execute(sql`${studentSelect(now)}
      where ${where}
      order by u.created_at desc, u.id desc
      limit ${filters.limit} offset ${filters.offset}`),
  );
  const needsProfile = Boolean(filters.q?.trim());
  const needsPlan = filters.plan !== "todos";
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from users u
      ${needsProfile ? sql`left join profiles pr on pr.user_id = u.id` : sql``}
      ${needsPlan ? planInForce(now) : sql``}
      where ${where}`),
  );
  return { rows, total: count?.total ?? 0 };
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
