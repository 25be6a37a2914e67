import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  billingCustomers,
  paymentEvents,
  subscriptionPlans,
  userSubscriptions,
  users,
} from "#server/db/schema/index";

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
export type NewSubscriptionRow = typeof userSubscriptions.$inferInsert;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

export async function findPlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return plan;
}

export async function listPlans(db: Queryable): Promise<PlanRow[]> {
  return db.select().from(subscriptionPlans);
}

export async function savePlanPriceIds(
  db: Queryable,
  planId: string,
  ids: { monthlyPriceId: string | null; annualPriceId: string | null },
): Promise<void> {
  await db
    .update(subscriptionPlans)
    .set({ stripeMonthlyPriceId: ids.monthlyPriceId, stripeAnnualPriceId: ids.annualPriceId })
    .where(eq(subscriptionPlans.id, planId));
}

export async function findUserContact(db: Queryable, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function findCustomerId(
  db: Queryable,
  userId: string,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/** Keeps the first customer stored for the student: a concurrent second one is ignored. */
export async function saveCustomerId(db: Queryable, userId: string, provider: string, customerId: string) {
  await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return findCustomerId(db, userId, provider);
}

export async function findUserByCustomer(db: Queryable, provider: string, customerId: string) {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
}

/** Every subscription and pass of the student, newest first, with its plan. */
export async function subscriptionRowsOf(db: Queryable, userId: string) {
  return db
    .select({ row: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt));
}

/** Whether the student ever had a free trial (it is offered once). */
export async function hadTrial(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), isNotNull(userSubscriptions.trialEndsAt)));
  return (row?.n ?? 0) > 0;
}

/** Creates or refreshes the row of a provider's subscription (one row per subscription id). */
export async function upsertProviderSubscription(db: Queryable, values: NewSubscriptionRow) {
  const { userId: _u, id: _i, createdAt: _c, ...changes } = values;
  const [row] = await db
    .insert(userSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: userSubscriptions.stripeSubscriptionId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function findBySubscriptionId(db: Queryable, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, subscriptionId));
  return row;
}

export async function findByPaymentIntent(db: Queryable, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripePaymentIntentId, paymentIntentId));
  return row;
}

/** A pass, once per checkout: a second delivery of the same purchase inserts nothing. */
export async function insertPass(db: Queryable, values: NewSubscriptionRow) {
  const [row] = await db.insert(userSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscriptionRow(
  db: Queryable,
  userId: string,
  id: string,
  set: Partial<NewSubscriptionRow>,
): Promise<void> {
  await db
    .update(userSubscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.id, id)));
}

export async function eventApplied(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  return row !== undefined;
}

/** Records an event as applied; false when another delivery of it got there first. */
export async function recordEvent(db: Queryable, event: { id: string; type: string }): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Marks a row refunded once; false when it already was (the refund's other path got there first). */
export async function markRefunded(
  db: Queryable,
  row: { userId: string; id: string },
  set: Partial<NewSubscriptionRow>,
): Promise<boolean> {
  const updated = await db
    .update(userSubscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(userSubscriptions.userId, row.userId),
        eq(userSubscriptions.id, row.id),
        isNull(userSubscriptions.refundedAt),
      ),
    )
    .returning({ id: userSubscriptions.id });
  return updated.length > 0;
}

/** The end of the student's pass of this plan still in force, if any. */
export async function latestPassEnd(db: Queryable, userId: string, planId: string, now: Date) {
  const [row] = await db
    .select({ endsAt: userSubscriptions.endsAt })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.planId, planId),
        eq(userSubscriptions.kind, "pass"),
        eq(userSubscriptions.status, "active"),
        gt(userSubscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(userSubscriptions.endsAt))
    .limit(1);
  return row?.endsAt ?? null;
}
