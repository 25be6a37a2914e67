import type { FastifyBaseLogger } from "fastify";
import { type BillingType, passStart, periodEnd, storedStatusOf } from "#domain/billing/rules";
import type { Queryable } from "#server/db/client";
import { queueBillingEmail } from "./emails.ts";
import type { GatewayCheckout, GatewaySubscription } from "./gateway.ts";
import {
  findBySubscriptionId,
  findPlan,
  findUserByCustomer,
  insertPass,
  latestPassEnd,
  type SubscriptionRow,
  upsertProviderSubscription,
} from "./repository.ts";

/**
 * Turning the payment service's objects into user_subscriptions rows, shared by the webhook
 * handler and by the student's own actions. Each function reads the object's current state, so
 * an event applied late or twice leaves the same row.
 */
type Ctx = { db: Queryable; provider: "stripe" | "sandbox"; log: FastifyBaseLogger; now: Date };

async function ownerOf(ctx: Ctx, customerId: string | null, what: string): Promise<string | null> {
  const userId = customerId ? await findUserByCustomer(ctx.db, ctx.provider, customerId) : null;
  if (!userId)
    ctx.log.warn(
      { provider: ctx.provider, customerId, what },
      "payment object of an unknown customer ignored",
    );
  return userId;
}

/** Creates or refreshes the row of a subscription; null when it belongs to nobody Rumo knows or gives nothing yet. */
export async function applySubscription(ctx: Ctx, sub: GatewaySubscription): Promise<SubscriptionRow | null> {
  const userId = await ownerOf(ctx, sub.customerId, "subscription");
  const status = storedStatusOf(sub.status);
  const plan = sub.metadata.rumo_plan_id ? await findPlan(ctx.db, sub.metadata.rumo_plan_id) : undefined;
  if (!userId || !status) return null;
  if (!plan) {
    ctx.log.warn({ subscription: sub.id }, "subscription without a Rumo plan ignored");
    return null;
  }
  const previous = await findBySubscriptionId(ctx.db, sub.id);
  const ended = status === "cancelled";
  const row = await upsertProviderSubscription(ctx.db, {
    userId,
    planId: plan.id,
    status,
    billingType: sub.metadata.rumo_billing_type ?? "monthly",
    amount: sub.amount,
    // A sandbox whose clock was moved forward creates subscriptions "in the future": they start now.
    startsAt: sub.created.getTime() > ctx.now.getTime() ? ctx.now : sub.created,
    endsAt: ended ? (sub.endedAt ?? sub.canceledAt ?? ctx.now) : sub.currentPeriodEnd,
    source: ctx.provider,
    kind: "subscription",
    paymentMethod: sub.metadata.rumo_payment_method ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    trialEndsAt: sub.trialEnd,
    cancelledAt: sub.canceledAt ?? (ended ? ctx.now : null),
    stripeCustomerId: sub.customerId,
    stripeSubscriptionId: sub.id,
  });
  if (row && status !== "cancelled" && row.cancelAtPeriodEnd && !previous?.cancelAtPeriodEnd)
    await queueBillingEmail(ctx.db, userId, "cancellation", factsOf(row, plan.name, row.endsAt));
  return row ?? null;
}

/** A pass bought with Pix, once per checkout; it starts when the same plan's pass in force ends. */
export async function grantPass(ctx: Ctx, checkout: GatewayCheckout): Promise<SubscriptionRow | null> {
  const userId = await ownerOf(ctx, checkout.customerId, "pass");
  const plan = checkout.metadata.rumo_plan_id
    ? await findPlan(ctx.db, checkout.metadata.rumo_plan_id)
    : undefined;
  if (!userId || !plan) return null;
  const billingType: BillingType = checkout.metadata.rumo_billing_type === "annual" ? "annual" : "monthly";
  const start = passStart(ctx.now, await latestPassEnd(ctx.db, userId, plan.id, ctx.now));
  const row = await insertPass(ctx.db, {
    userId,
    planId: plan.id,
    status: "active",
    billingType,
    amount: checkout.amountTotal,
    startsAt: start,
    endsAt: periodEnd(start, billingType),
    source: ctx.provider,
    kind: "pass",
    paymentMethod: "pix",
    firstPaidAt: ctx.now,
    stripeCustomerId: checkout.customerId,
    stripeCheckoutSessionId: checkout.id,
    stripePaymentIntentId: checkout.paymentIntentId,
  });
  if (row) await queueBillingEmail(ctx.db, userId, "payment_confirmed", factsOf(row, plan.name, row.endsAt));
  return row ?? null;
}

export function factsOf(row: SubscriptionRow, planName: string, date: Date | null, amount = row.amount) {
  return {
    planName,
    kind: row.kind === "pass" ? ("pass" as const) : ("subscription" as const),
    billingType: row.billingType === "annual" ? ("annual" as const) : ("monthly" as const),
    amount,
    date: date?.toISOString() ?? null,
  };
}
