import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { type BillingType, periodEnd, trialEnd } from "#domain/billing/rules";
import type { Database } from "#server/db/client";
import {
  type CheckoutInput,
  type GatewayCheckout,
  type GatewayPayment,
  type PaymentGateway,
  type RumoMetadata,
  WebhookSignatureError,
} from "../gateway.ts";
import { checkoutFromStripe, subscriptionFromStripe } from "../stripe-gateway.ts";
import { loadStripe } from "../stripe-sdk.ts";
import { getObject, listObjects, putObject, type SandboxObject } from "./repository.ts";

/**
 * The local sandbox: a small payment service inside Rumo for laptops without Stripe keys (never in
 * production). It keeps customers, checkouts, subscriptions, invoices, payments and refunds in
 * Stripe's shapes, charges nothing, and delivers every change as a Stripe-signed event to the same
 * webhook handler Stripe's events go through. Each customer has its own clock, which the student
 * can move forward to walk a trial's end, renewals, a failed payment and a period's end.
 */
export type SandboxDeps = {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
  /** The webhook handler: the sandbox's events take the same path as Stripe's. */
  deliver(rawBody: Buffer, signature: string): Promise<unknown>;
};

export type SandboxGateway = PaymentGateway & ReturnType<typeof sandboxControls>;

type Customer = SandboxObject & {
  email: string;
  name: string;
  clock_offset_ms: number;
  metadata: Record<string, string>;
};
type Session = SandboxObject & {
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  payment_status: string;
  customer: string;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number;
  metadata: RumoMetadata;
  success_url: string;
  cancel_url: string;
  url: string;
  trial_period_days: number;
  plan_name: string;
  plan_slug: string;
};
type Subscription = SandboxObject & {
  customer: string;
  status: string;
  metadata: RumoMetadata;
  created: number;
  start_date: number;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  items: { object: "list"; data: [SubscriptionItem] };
  sandbox: { fail_next_payment: boolean; trial_will_end_sent: boolean };
};
type SubscriptionItem = {
  id: string;
  object: "subscription_item";
  price: {
    id: string;
    object: "price";
    unit_amount: number;
    currency: "brl";
    recurring: { interval: "month" | "year" };
  };
  current_period_start: number;
  current_period_end: number;
};
type Invoice = SandboxObject & {
  customer: string;
  subscription: string;
  status: "paid" | "open";
  amount_due: number;
  amount_paid: number;
  payment_intent: string | null;
  created: number;
  status_transitions: { paid_at: number | null };
};
type PaymentIntent = SandboxObject & {
  customer: string;
  amount: number;
  amount_refunded: number;
  status: string;
  created: number;
  metadata: Partial<RumoMetadata>;
};

export const SANDBOX_TRIAL_WARNING_DAYS = 2;
const DAY_MS = 86_400_000;

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(10).toString("hex")}`;
const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const fromSecs = (s: number) => new Date(s * 1000);
const billingOf = (sub: Subscription): BillingType =>
  sub.items.data[0].price.recurring.interval === "year" ? "annual" : "monthly";

export class SandboxDeclinedError extends Error {}

export function createSandboxGateway(deps: SandboxDeps): SandboxGateway {
  const { db } = deps;

  async function emit(type: string, object: SandboxObject, at: Date): Promise<void> {
    const payload = JSON.stringify({
      id: newId("evt"),
      object: "event",
      type,
      created: secs(at),
      livemode: false,
      data: { object },
    });
    const { webhooks } = await loadStripe();
    const signature = webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    await deps.deliver(Buffer.from(payload), signature);
  }

  async function customerOf(id: string): Promise<Customer> {
    const customer = await getObject<Customer>(db, id);
    if (!customer) throw new Error(`sandbox customer ${id} missing`);
    return customer;
  }

  /** The customer's own clock: the real time moved forward by what the student advanced it. */
  async function clockNow(customerId: string): Promise<Date> {
    const customer = await customerOf(customerId);
    return new Date(Date.now() + (customer.clock_offset_ms ?? 0));
  }

  async function charge(customer: string, amountCents: number, metadata: Partial<RumoMetadata>, at: Date) {
    const intent: PaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      customer,
      amount: amountCents,
      amount_refunded: 0,
      status: "succeeded",
      created: secs(at),
      metadata,
    };
    await putObject(db, intent);
    return intent;
  }

  async function invoiceFor(sub: Subscription, at: Date, paid: boolean): Promise<Invoice> {
    const amount = sub.items.data[0].price.unit_amount;
    const intent = paid ? await charge(sub.customer, amount, sub.metadata, at) : null;
    const invoice: Invoice = {
      id: newId("in"),
      object: "invoice",
      customer: sub.customer,
      subscription: sub.id,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      payment_intent: intent?.id ?? null,
      created: secs(at),
      status_transitions: { paid_at: paid ? secs(at) : null },
    };
    await putObject(db, invoice);
    return invoice;
  }

  /** One step of a subscription's life at the end of its current period (trial or paid). */
  async function renew(sub: Subscription): Promise<void> {
    const item = sub.items.data[0];
    const at = fromSecs(item.current_period_end);
    if (sub.cancel_at_period_end) {
      Object.assign(sub, {
        status: "canceled",
        ended_at: secs(at),
        canceled_at: sub.canceled_at ?? secs(at),
      });
      await putObject(db, sub);
      await emit("customer.subscription.deleted", sub, at);
      return;
    }
    const fails = sub.sandbox.fail_next_payment;
    if (fails && sub.status === "past_due") {
      // The retries of a whole period failed: the subscription ends, as Stripe's default does.
      Object.assign(sub, { status: "canceled", ended_at: secs(at), canceled_at: secs(at) });
      await putObject(db, sub);
      await emit("customer.subscription.deleted", sub, at);
      return;
    }
    const invoice = await invoiceFor(sub, at, !fails);
    item.current_period_start = item.current_period_end;
    item.current_period_end = secs(periodEnd(at, billingOf(sub)));
    sub.status = fails ? "past_due" : "active";
    await putObject(db, sub);
    await emit(fails ? "invoice.payment_failed" : "invoice.paid", invoice, at);
    await emit("customer.subscription.updated", sub, at);
  }

  /** Brings one subscription up to the customer's clock, emitting what happened on the way. */
  async function catchUp(sub: Subscription, now: Date): Promise<void> {
    for (let step = 0; step < 40 && sub.status !== "canceled"; step++) {
      const item = sub.items.data[0];
      if (
        sub.status === "trialing" &&
        sub.trial_end &&
        !sub.sandbox.trial_will_end_sent &&
        now.getTime() >= (sub.trial_end - SANDBOX_TRIAL_WARNING_DAYS * 86_400) * 1000
      ) {
        sub.sandbox.trial_will_end_sent = true;
        await putObject(db, sub);
        await emit("customer.subscription.trial_will_end", sub, now);
      }
      if (item.current_period_end * 1000 > now.getTime()) return;
      await renew(sub);
    }
  }

  const gateway: PaymentGateway = {
    provider: "sandbox",
    testMode: true,

    async createCustomer({ userId, email, name }) {
      const customer: Customer = {
        id: newId("cus"),
        object: "customer",
        email,
        name,
        clock_offset_ms: 0,
        metadata: { rumo_user_id: userId },
      };
      await putObject(db, customer);
      return customer.id;
    },

    async createCheckout(input: CheckoutInput) {
      const id = newId("cs");
      const session: Session = {
        id,
        object: "checkout.session",
        mode: input.kind === "pass" ? "payment" : "subscription",
        status: "open",
        payment_status: "unpaid",
        customer: input.customerId,
        subscription: null,
        payment_intent: null,
        amount_total: input.trialDays > 0 ? 0 : input.amountCents,
        metadata: {
          rumo_user_id: input.userId,
          rumo_plan_id: input.plan.id,
          rumo_billing_type: input.billingType,
          rumo_payment_method: input.paymentMethod,
          rumo_kind: input.kind,
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        url: `${deps.publicUrl}/sandbox/checkout/${id}`,
        trial_period_days: input.trialDays,
        plan_name: input.plan.name,
        plan_slug: input.plan.slug,
        unit_amount: input.amountCents,
      };
      await putObject(db, session);
      return { id, url: session.url };
    },

    async createPortal({ customerId }) {
      await customerOf(customerId);
      return `${deps.publicUrl}/sandbox/portal`;
    },

    async getCheckout(id): Promise<GatewayCheckout | null> {
      const session = await getObject<Session>(db, id);
      return session ? checkoutFromStripe(session as unknown as Stripe.Checkout.Session) : null;
    },

    async getSubscription(id) {
      const sub = await getObject<Subscription>(db, id);
      return sub ? subscriptionFromStripe(sub as unknown as Stripe.Subscription) : null;
    },

    async listSubscriptions(customerId) {
      const subs = await listObjects<Subscription>(db, customerId, "subscription");
      return subs.map((s) => subscriptionFromStripe(s as unknown as Stripe.Subscription));
    },

    async listPaidPasses(customerId) {
      const sessions = await listObjects<Session>(db, customerId, "checkout.session");
      return sessions
        .map((s) => checkoutFromStripe(s as unknown as Stripe.Checkout.Session))
        .filter((c) => c.mode === "payment" && c.paymentStatus === "paid");
    },

    async setCancelAtPeriodEnd(id, cancel) {
      const sub = await getObject<Subscription>(db, id);
      if (!sub) throw new Error(`sandbox subscription ${id} missing`);
      const now = await clockNow(sub.customer);
      if (sub.status !== "canceled") {
        Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? secs(now) : null });
        await putObject(db, sub);
        await emit("customer.subscription.updated", sub, now);
      }
      return subscriptionFromStripe(sub as unknown as Stripe.Subscription);
    },

    async cancelNow(id) {
      const sub = await getObject<Subscription>(db, id);
      if (!sub) throw new Error(`sandbox subscription ${id} missing`);
      if (sub.status !== "canceled") {
        const now = await clockNow(sub.customer);
        Object.assign(sub, { status: "canceled", canceled_at: secs(now), ended_at: secs(now) });
        await putObject(db, sub);
        await emit("customer.subscription.deleted", sub, now);
      }
      return subscriptionFromStripe(sub as unknown as Stripe.Subscription);
    },

    async firstPayment(subscriptionId): Promise<GatewayPayment | null> {
      const sub = await getObject<Subscription>(db, subscriptionId);
      if (!sub) return null;
      const invoices = await listObjects<Invoice>(db, sub.customer, "invoice");
      const first = invoices
        .filter((i) => i.subscription === subscriptionId && i.amount_paid > 0 && i.payment_intent)
        .sort((a, b) => a.created - b.created)[0];
      if (!first?.payment_intent) return null;
      return {
        paymentIntentId: first.payment_intent,
        amount: first.amount_paid / 100,
        paidAt: fromSecs(first.status_transitions.paid_at ?? first.created),
      };
    },

    async refund({ paymentIntentId }) {
      const intent = await getObject<PaymentIntent>(db, paymentIntentId);
      if (!intent) throw new Error(`sandbox payment ${paymentIntentId} missing`);
      if (intent.amount_refunded > 0)
        return { id: `re_for_${intent.id}`, amount: intent.amount_refunded / 100 };
      const now = await clockNow(intent.customer);
      intent.amount_refunded = intent.amount;
      await putObject(db, intent);
      const refund = {
        id: `re_for_${intent.id}`,
        object: "refund",
        customer: intent.customer,
        amount: intent.amount,
        payment_intent: intent.id,
        status: "succeeded",
        created: secs(now),
      };
      await putObject(db, refund);
      await emit(
        "charge.refunded",
        {
          id: `ch_for_${intent.id}`,
          object: "charge",
          customer: intent.customer,
          payment_intent: intent.id,
          amount: intent.amount,
          amount_refunded: intent.amount,
          refunded: true,
        },
        now,
      );
      return { id: refund.id, amount: refund.amount / 100 };
    },

    async syncPlan() {
      // The sandbox charges the plan's current price at each checkout: there is nothing to keep in sync.
      return { monthlyPriceId: null, annualPriceId: null };
    },

    async parseEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("missing stripe-signature header");
      const { webhooks } = await loadStripe();
      try {
        const event = await webhooks.constructEventAsync(rawBody, signature, deps.webhookSecret);
        const object = event.data.object as unknown as { id: string; object: string };
        return { id: event.id, type: event.type, created: new Date(event.created * 1000), object };
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "invalid signature");
      }
    },
  };

  return Object.assign(
    gateway,
    sandboxControls({ db, emit, customerOf, clockNow, charge, invoiceFor, catchUp }),
  );
}

/** What the sandbox's own pages do: pay a checkout, move the clock, make the next charge fail. */
function sandboxControls(h: {
  db: Database;
  emit(type: string, object: SandboxObject, at: Date): Promise<void>;
  customerOf(id: string): Promise<Customer>;
  clockNow(customerId: string): Promise<Date>;
  charge(
    customer: string,
    amountCents: number,
    metadata: Partial<RumoMetadata>,
    at: Date,
  ): Promise<PaymentIntent>;
  invoiceFor(sub: Subscription, at: Date, paid: boolean): Promise<Invoice>;
  catchUp(sub: Subscription, now: Date): Promise<void>;
}) {
  const { db } = h;
  return {
    async checkoutSession(id: string) {
      return getObject<Session>(db, id);
    },

    /** Pays an open checkout (or declines it) and answers where the browser goes next. */
    async payCheckout(id: string, outcome: "approve" | "decline"): Promise<string> {
      const session = await getObject<Session>(db, id);
      if (session?.status !== "open") throw new Error("checkout not open");
      if (outcome === "decline") throw new SandboxDeclinedError(session.metadata.rumo_payment_method);
      const now = await h.clockNow(session.customer);
      const amount = Number(session.unit_amount);
      if (session.mode === "payment") {
        const intent = await h.charge(session.customer, amount, session.metadata, now);
        Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
        await putObject(db, session);
        await h.emit("checkout.session.completed", session, now);
        return session.success_url;
      }
      const trialing = session.trial_period_days > 0;
      const billing = session.metadata.rumo_billing_type;
      const end = trialing ? trialEnd(now) : periodEnd(now, billing);
      const sub: Subscription = {
        id: newId("sub"),
        object: "subscription",
        customer: session.customer,
        status: trialing ? "trialing" : "active",
        metadata: session.metadata,
        plan_name: session.plan_name,
        created: secs(now),
        start_date: secs(now),
        trial_end: trialing ? secs(end) : null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              price: {
                id: `price_sbx_${session.plan_slug}_${billing}_${amount}`,
                object: "price",
                unit_amount: amount,
                currency: "brl",
                recurring: { interval: billing === "annual" ? "year" : "month" },
              },
              current_period_start: secs(now),
              current_period_end: secs(end),
            },
          ],
        },
        sandbox: { fail_next_payment: false, trial_will_end_sent: false },
      };
      await putObject(db, sub);
      const invoice = trialing ? null : await h.invoiceFor(sub, now, true);
      Object.assign(session, {
        status: "complete",
        payment_status: trialing ? "no_payment_required" : "paid",
        subscription: sub.id,
      });
      await putObject(db, session);
      await h.emit("customer.subscription.created", sub, now);
      if (invoice) await h.emit("invoice.paid", invoice, now);
      await h.emit("checkout.session.completed", session, now);
      return session.success_url;
    },

    async clock(customerId: string) {
      const customer = await h.customerOf(customerId);
      return {
        now: await h.clockNow(customerId),
        offsetDays: Math.round((customer.clock_offset_ms ?? 0) / DAY_MS),
      };
    },

    /** Moves the customer's clock forward and lets every subscription catch up with it. */
    async advanceClock(customerId: string, days: number) {
      const customer = await h.customerOf(customerId);
      customer.clock_offset_ms = (customer.clock_offset_ms ?? 0) + days * DAY_MS;
      await putObject(db, customer);
      const now = await h.clockNow(customerId);
      for (const sub of await listObjects<Subscription>(db, customerId, "subscription"))
        await h.catchUp(sub, now);
      return { now, offsetDays: Math.round(customer.clock_offset_ms / DAY_MS) };
    },

    /** Makes the subscription's next charge fail (or succeed again), to walk a failed payment. */
    async setFailNextPayment(subscriptionId: string, fail: boolean) {
      const sub = await getObject<Subscription>(db, subscriptionId);
      if (!sub) throw new Error(`sandbox subscription ${subscriptionId} missing`);
      sub.sandbox.fail_next_payment = fail;
      await putObject(db, sub);
    },

    /** Pays what a past-due subscription owes, as a student who updated the card would. */
    async payPastDue(subscriptionId: string) {
      const sub = await getObject<Subscription>(db, subscriptionId);
      if (sub?.status !== "past_due") return;
      const now = await h.clockNow(sub.customer);
      sub.sandbox.fail_next_payment = false;
      sub.status = "active";
      const invoice = await h.invoiceFor(sub, now, true);
      await putObject(db, sub);
      await h.emit("invoice.paid", invoice, now);
      await h.emit("customer.subscription.updated", sub, now);
    },

    async subscriptionsOf(customerId: string) {
      return listObjects<Subscription>(db, customerId, "subscription");
    },
  };
}
