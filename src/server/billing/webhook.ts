import type { FastifyBaseLogger } from "fastify";
import type { Database, Queryable } from "#server/db/client";
import { applySubscription, factsOf, grantPass } from "./apply.ts";
import { queueBillingEmail } from "./emails.ts";
import type {
  GatewayCheckout,
  GatewayEvent,
  GatewayPayment,
  GatewaySubscription,
  PaymentGateway,
} from "./gateway.ts";
import {
  eventApplied,
  findByPaymentIntent,
  findPlan,
  markRefunded,
  recordEvent,
  updateSubscriptionRow,
} from "./repository.ts";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
]);
const CHECKOUT_PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);
const INVOICE_PAID_EVENTS = new Set(["invoice.paid", "invoice.payment_succeeded"]);

/** What an event needs from the payment service, read before the transaction opens. */
type Prepared = {
  subscription: GatewaySubscription | null;
  checkout: GatewayCheckout | null;
  payment: GatewayPayment | null;
};

const str = (v: unknown) => (typeof v === "string" ? v : null);
const cents = (v: unknown) => (typeof v === "number" ? v / 100 : 0);

/** An invoice's subscription, where the API version puts it (parent details, or the older field). */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return str(parent?.subscription_details?.subscription) ?? str(invoice.subscription);
}

/**
 * The one handler every payment event goes through, from Stripe (HTTP) or from the sandbox. The
 * signature is checked on the raw body; the event id is recorded under a unique key in the same
 * transaction as its effect, so a duplicate or concurrent delivery applies once; each object is
 * read again from the service, so events arriving out of order still leave its current state.
 */
export function createWebhookHandler(deps: { db: Database; log: FastifyBaseLogger }) {
  const { db, log } = deps;

  async function prepare(gateway: PaymentGateway, event: GatewayEvent): Promise<Prepared | null> {
    const o = event.object;
    if (SUBSCRIPTION_EVENTS.has(event.type))
      return { subscription: await gateway.getSubscription(o.id), checkout: null, payment: null };
    if (CHECKOUT_PAID_EVENTS.has(event.type)) {
      const checkout = await gateway.getCheckout(o.id);
      const subscription = checkout?.subscriptionId
        ? await gateway.getSubscription(checkout.subscriptionId)
        : null;
      return { checkout, subscription, payment: null };
    }
    if (INVOICE_PAID_EVENTS.has(event.type) || event.type === "invoice.payment_failed") {
      const id = invoiceSubscriptionId(o);
      if (!id) return null;
      const paid = INVOICE_PAID_EVENTS.has(event.type) && cents(o.amount_paid) > 0;
      return {
        subscription: await gateway.getSubscription(id),
        checkout: null,
        payment: paid ? await gateway.firstPayment(id) : null,
      };
    }
    if (event.type === "charge.refunded") return { subscription: null, checkout: null, payment: null };
    return null;
  }

  async function apply(gateway: PaymentGateway, event: GatewayEvent, prepared: Prepared, tx: Queryable) {
    const ctx = { db: tx, provider: gateway.provider, log, now: new Date() };
    const o = event.object;
    if (event.type === "charge.refunded") {
      const intent = str(o.payment_intent);
      const row = intent ? await findByPaymentIntent(tx, intent) : undefined;
      if (!row) return;
      const now = new Date();
      const amount = cents(o.amount_refunded);
      // A refund made in Stripe's dashboard ends a pass; a subscription ends through its own event.
      const ends = row.kind === "pass" ? { status: "cancelled", endsAt: now, cancelledAt: now } : {};
      if (await markRefunded(tx, row, { refundedAt: now, refundAmount: amount, ...ends })) {
        const plan = await findPlan(tx, row.planId);
        await queueBillingEmail(tx, row.userId, "refund", {
          ...factsOf(row, plan?.name ?? "", now, amount),
          planEnds: row.kind === "pass",
        });
      }
      return;
    }
    if (prepared.checkout?.mode === "payment") {
      if (prepared.checkout.paymentStatus === "paid") await grantPass(ctx, prepared.checkout);
      return;
    }
    if (!prepared.subscription) return;
    const row = await applySubscription(ctx, prepared.subscription);
    if (!row) return;
    const plan = await findPlan(tx, row.planId);
    const planName = plan?.name ?? "";
    if (event.type === "customer.subscription.trial_will_end" && row.trialEndsAt)
      await queueBillingEmail(tx, row.userId, "trial_ending", factsOf(row, planName, row.trialEndsAt));
    if (INVOICE_PAID_EVENTS.has(event.type) && cents(o.amount_paid) > 0) {
      if (prepared.payment && !row.firstPaidAt)
        await updateSubscriptionRow(tx, row.userId, row.id, {
          firstPaidAt: prepared.payment.paidAt,
          stripePaymentIntentId: prepared.payment.paymentIntentId,
        });
      await queueBillingEmail(
        tx,
        row.userId,
        "payment_confirmed",
        factsOf(row, planName, row.endsAt, cents(o.amount_paid)),
      );
    }
    if (event.type === "invoice.payment_failed")
      await queueBillingEmail(
        tx,
        row.userId,
        "payment_failed",
        factsOf(row, planName, row.endsAt, cents(o.amount_due)),
      );
  }

  return {
    /** Throws WebhookSignatureError (the route answers 400) when the body is not the service's. */
    async receive(
      gateway: PaymentGateway,
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<WebhookOutcome> {
      const event = await gateway.parseEvent(rawBody, signature);
      if (await eventApplied(db, event.id)) return "duplicate";
      const prepared = await prepare(gateway, event);
      const outcome = await db.transaction(async (tx) => {
        if (!(await recordEvent(tx, { id: event.id, type: event.type }))) return "duplicate" as const;
        if (prepared) await apply(gateway, event, prepared, tx);
        return prepared ? ("applied" as const) : ("ignored" as const);
      });
      log.info({ eventId: event.id, type: event.type, outcome }, "payment event");
      return outcome;
    },
  };
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
