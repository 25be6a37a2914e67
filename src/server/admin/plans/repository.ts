import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { subscriptionPlans, userSubscriptions } from "#server/db/schema/index";

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanChanges = Partial<typeof subscriptionPlans.$inferInsert>;
export type PlanWithCount = PlanRow & { subscriptions: number };

// Spelled out: drizzle leaves the columns of a single-table select unqualified, which inside this
// subquery would name user_subscriptions' own columns.
const subscriptionCount = sql<number>`(select count(*)::int from user_subscriptions s
  where s.plan_id = "subscription_plans"."id")`;

/** Plans not archived, cheapest first (as the spec lists them), with their subscription rows counted. */
export async function listPlans(db: Queryable): Promise<PlanWithCount[]> {
  const rows = await db
    .select({ plan: subscriptionPlans, subscriptions: subscriptionCount })
    .from(subscriptionPlans)
    .where(isNull(subscriptionPlans.archivedAt))
    .orderBy(asc(subscriptionPlans.monthlyPrice), asc(subscriptionPlans.name));
  return rows.map((r) => ({ ...r.plan, subscriptions: r.subscriptions }));
}

/** A plan not archived, locked for the change. */
export async function lockPlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), isNull(subscriptionPlans.archivedAt)))
    .for("update");
  return plan;
}

/**
 * Names are unique among the plans in the lists, and slugs among every row: a create or a rename
 * holds this lock, so two at once cannot both pass the check (reads are not blocked).
 */
export async function lockPlanNames(db: Queryable): Promise<void> {
  await db.execute(sql`lock table subscription_plans in share row exclusive mode`);
}

export async function nameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      and(
        sql`lower(${subscriptionPlans.name}) = lower(${name})`,
        isNull(subscriptionPlans.archivedAt),
        exceptId ? ne(subscriptionPlans.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function allSlugs(db: Queryable): Promise<Set<string>> {
  const rows = await db.select({ slug: subscriptionPlans.slug }).from(subscriptionPlans);
  return new Set(rows.map((r) => r.slug));
}

export async function insertPlan(db: Queryable, values: typeof subscriptionPlans.$inferInsert) {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  if (!row) throw new Error("plan not inserted");
  return row;
}

export async function updatePlan(db: Queryable, id: string, changes: PlanChanges): Promise<PlanRow> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(changes)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!row) throw new Error("plan not updated");
  return row;
}

export async function deletePlan(db: Queryable, id: string): Promise<void> {
  await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
}

/** Subscription rows of any status that point at the plan (the foreign key forbids deleting it then). */
export async function countSubscriptions(db: Queryable, planId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.planId, planId));
  return row?.n ?? 0;
}
