import type Stripe from "stripe";
import { toCents } from "#domain/billing/rules";
import {
  type CheckoutInput,
  type GatewayCheckout,
  type GatewayEvent,
  type GatewayPayment,
  type GatewaySubscription,
  GatewayUnavailableError,
  type PaymentGateway,
  type RumoMetadata,
  type SyncablePlan,
  WebhookSignatureError,
} from "./gateway.ts";
import { loadStripe } from "./stripe-sdk.ts";

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another Stripe-compatible server (tests): its origin, e.g. http://127.0.0.1:12111. */
  apiBase?: string | undefined;
  timeoutMs?: number;
};

const seconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function errorHandling(errors: typeof Stripe.errors) {
  return {
    isMissing(error: unknown): boolean {
      return error instanceof errors.StripeInvalidRequestError && error.code === "resource_missing";
    },
    /** Network failures and Stripe's own errors become one error the service turns into a pt-BR message. */
    async call<T>(what: string, run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } catch (error) {
        if (error instanceof errors.StripeError)
          throw new GatewayUnavailableError(
            `stripe ${what}: ${error.type} ${error.code ?? ""} ${error.message}`,
          );
        throw error;
      }
    },
  };
}

function planOfPrice(price: Stripe.Price | undefined): Partial<RumoMetadata> {
  const planId = price?.metadata?.rumo_plan_id;
  if (!planId) return {};
  return {
    rumo_plan_id: planId,
    rumo_billing_type: price.recurring?.interval === "year" ? "annual" : "monthly",
  };
}

export function subscriptionFromStripe(sub: Stripe.Subscription): GatewaySubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    status: sub.status,
    // The price names the plan: a plan switched in Stripe's portal is the plan the student has.
    metadata: { ...(sub.metadata as Partial<RumoMetadata>), ...planOfPrice(item?.price) },
    amount: (item?.price.unit_amount ?? 0) / 100,
    currentPeriodStart: seconds(item?.current_period_start) ?? seconds(sub.start_date) ?? new Date(),
    currentPeriodEnd: seconds(item?.current_period_end) ?? seconds(sub.start_date) ?? new Date(),
    trialEnd: seconds(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: seconds(sub.canceled_at),
    endedAt: seconds(sub.ended_at),
    created: seconds(sub.created) ?? new Date(),
  };
}

export function checkoutFromStripe(session: Stripe.Checkout.Session): GatewayCheckout {
  return {
    id: session.id,
    mode: session.mode === "payment" ? "payment" : "subscription",
    paymentStatus: session.payment_status,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    amountTotal: (session.amount_total ?? 0) / 100,
    metadata: (session.metadata ?? {}) as Partial<RumoMetadata>,
  };
}

/** The lookup key of a plan's price: a price change moves the key to a new price (old subscribers keep theirs). */
export const priceLookupKey = (slug: string, billing: "monthly" | "annual") => `rumo_${slug}_${billing}`;

export async function createStripeGateway(options: StripeGatewayOptions): Promise<PaymentGateway> {
  const StripeSdk = await loadStripe();
  const { isMissing, call } = errorHandling(StripeSdk.errors);
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new StripeSdk(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  async function ensureProduct(plan: SyncablePlan): Promise<string> {
    const id = `rumo_plan_${plan.slug}`;
    try {
      const product = await stripe.products.retrieve(id);
      if (product.name !== `Rumo ${plan.name}`)
        await stripe.products.update(id, { name: `Rumo ${plan.name}` });
      return id;
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stripe.products.create(
        { id, name: `Rumo ${plan.name}`, metadata: { rumo_plan_id: plan.id } },
        { idempotencyKey: `product-${id}` },
      );
      return id;
    }
  }

  async function ensurePrice(plan: SyncablePlan, billing: "monthly" | "annual"): Promise<string | null> {
    const amount = toCents(billing === "annual" ? plan.annualPrice : plan.monthlyPrice);
    if (amount <= 0) return null;
    const lookupKey = priceLookupKey(plan.slug, billing);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const current = found.data[0];
    const interval = billing === "annual" ? "year" : "month";
    if (
      current &&
      current.unit_amount === amount &&
      current.currency === "brl" &&
      current.recurring?.interval === interval
    )
      return current.id;
    const product = await ensureProduct(plan);
    const price = await stripe.prices.create(
      {
        product,
        currency: "brl",
        unit_amount: amount,
        recurring: { interval },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { rumo_plan_id: plan.id, rumo_billing_type: billing },
      },
      // Keyed on the price it replaces too, so going back to an earlier amount creates a new price.
      { idempotencyKey: `price-${plan.slug}-${billing}-${amount}-after-${current?.id ?? "none"}` },
    );
    return price.id;
  }

  return {
    provider: "stripe",
    testMode: options.secretKey.startsWith("sk_test_") || options.secretKey.startsWith("rk_test_"),

    createCustomer: ({ userId, email, name }) =>
      call("customer", async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { rumo_user_id: userId }, preferred_locales: ["pt-BR"] },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),

    createCheckout: (input: CheckoutInput) =>
      call("checkout", async () => {
        const metadata: RumoMetadata = {
          rumo_user_id: input.userId,
          rumo_plan_id: input.plan.id,
          rumo_billing_type: input.billingType,
          rumo_payment_method: input.paymentMethod,
          rumo_kind: input.kind,
        };
        const common = {
          customer: input.customerId,
          client_reference_id: input.userId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: "pt-BR" as const,
          metadata,
        };
        const session =
          input.kind === "pass"
            ? await stripe.checkout.sessions.create(
                {
                  ...common,
                  mode: "payment",
                  allowed_payment_method_types: ["pix"],
                  line_items: [
                    {
                      quantity: 1,
                      price_data: {
                        currency: "brl",
                        unit_amount: input.amountCents,
                        product_data: {
                          name: `Rumo ${input.plan.name} — passe ${input.billingType === "annual" ? "anual" : "mensal"}`,
                        },
                      },
                    },
                  ],
                  payment_intent_data: { metadata },
                },
                { idempotencyKey: input.idempotencyKey },
              )
            : await stripe.checkout.sessions.create(
                {
                  ...common,
                  mode: "subscription",
                  allowed_payment_method_types: [input.paymentMethod === "boleto" ? "boleto" : "card"],
                  line_items: [{ quantity: 1, price: input.priceId ?? "" }],
                  subscription_data: {
                    metadata,
                    ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
                  },
                },
                { idempotencyKey: input.idempotencyKey },
              );
        if (!session.url) throw new GatewayUnavailableError("stripe checkout: no url");
        return { id: session.id, url: session.url };
      }),

    createPortal: ({ customerId, returnUrl }) =>
      call("portal", async () => {
        const portal = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: "pt-BR",
        });
        return portal.url;
      }),

    getCheckout: (id) =>
      call("checkout retrieve", async () => {
        try {
          return checkoutFromStripe(await stripe.checkout.sessions.retrieve(id));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),

    getSubscription: (id) =>
      call("subscription retrieve", async () => {
        try {
          return subscriptionFromStripe(await stripe.subscriptions.retrieve(id));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),

    listSubscriptions: (customerId) =>
      call("subscription list", async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
        return list.data.map(subscriptionFromStripe);
      }),

    listPaidPasses: (customerId) =>
      call("checkout list", async () => {
        const list = await stripe.checkout.sessions.list({
          customer: customerId,
          status: "complete",
          limit: 100,
        });
        return list.data
          .map(checkoutFromStripe)
          .filter((c) => c.mode === "payment" && c.paymentStatus === "paid");
      }),

    setCancelAtPeriodEnd: (id, cancel) =>
      call("subscription update", async () =>
        subscriptionFromStripe(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
      ),

    cancelNow: (id) =>
      call("subscription cancel", async () => subscriptionFromStripe(await stripe.subscriptions.cancel(id))),

    firstPayment: (subscriptionId) =>
      call("first payment", async (): Promise<GatewayPayment | null> => {
        const invoices = await stripe.invoices.list({
          subscription: subscriptionId,
          status: "paid",
          limit: 100,
        });
        const first = invoices.data.filter((i) => i.amount_paid > 0).sort((a, b) => a.created - b.created)[0];
        if (!first?.id) return null;
        const payments = await stripe.invoicePayments.list({ invoice: first.id, limit: 10 });
        const paid = payments.data.find((p) => p.status === "paid") ?? payments.data[0];
        const paymentIntentId = idOf(paid?.payment.payment_intent);
        if (!paymentIntentId) return null;
        return {
          paymentIntentId,
          amount: first.amount_paid / 100,
          paidAt: seconds(first.status_transitions.paid_at) ?? seconds(first.created) ?? new Date(),
        };
      }),

    refund: ({ paymentIntentId, idempotencyKey }) =>
      call("refund", async () => {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
        return { id: refund.id, amount: refund.amount / 100 };
      }),

    syncPlan: (plan) =>
      call("price sync", async () => ({
        monthlyPriceId: await ensurePrice(plan, "monthly"),
        annualPriceId: await ensurePrice(plan, "annual"),
      })),

    async parseEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError("no webhook secret configured");
      if (!signature) throw new WebhookSignatureError("missing stripe-signature header");
      try {
        const event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
        const object = event.data.object as unknown as GatewayEvent["object"];
        return { id: event.id, type: event.type, created: new Date(event.created * 1000), object };
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "invalid signature");
      }
    },
  };
}
