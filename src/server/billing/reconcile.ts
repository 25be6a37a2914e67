import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { applySubscription, grantPass } from "./apply.ts";
import type { GatewayPayment, GatewaySubscription, PaymentGateway } from "./gateway.ts";
import { findBySubscriptionId, updateSubscriptionRow } from "./repository.ts";

const IN_FORCE_AT_SERVICE = new Set(["trialing", "active", "past_due"]);

/** Whether the payment service still charges or serves this subscription. */
export const inForceAtService = (sub: GatewaySubscription) => IN_FORCE_AT_SERVICE.has(sub.status);

/**
 * Reads every subscription and pass of a customer from the payment service and stores what it
 * finds, for events that never arrived: 'Verificar Status', and the check before a new checkout.
 * A paid subscription's first payment is recorded too: it starts the withdrawal window and is what
 * a withdrawal refunds.
 */
export async function reconcileCustomer(
  deps: { db: Database; log: FastifyBaseLogger },
  gateway: PaymentGateway,
  customerId: string,
): Promise<GatewaySubscription[]> {
  const { db } = deps;
  const subscriptions = await gateway.listSubscriptions(customerId);
  const passes = await gateway.listPaidPasses(customerId);
  const firstPayments = new Map<string, GatewayPayment>();
  for (const sub of subscriptions) {
    if (sub.status !== "active" && sub.status !== "past_due") continue;
    if ((await findBySubscriptionId(db, sub.id))?.firstPaidAt) continue;
    const payment = await gateway.firstPayment(sub.id);
    if (payment) firstPayments.set(sub.id, payment);
  }
  await db.transaction(async (tx) => {
    const ctx = { db: tx, provider: gateway.provider, log: deps.log, now: new Date() };
    for (const sub of subscriptions) {
      const row = await applySubscription(ctx, sub);
      const payment = firstPayments.get(sub.id);
      if (row && payment && !row.firstPaidAt)
        await updateSubscriptionRow(tx, row.userId, row.id, {
          firstPaidAt: payment.paidAt,
          stripePaymentIntentId: payment.paymentIntentId,
        });
    }
    for (const pass of passes) await grantPass(ctx, pass);
  });
  return subscriptions;
}
