import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import Stripe from "stripe";
import { json, type LocalHttp, type RecordedRequest, startLocalHttp } from "./local-http.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A local HTTP server speaking the part of Stripe's REST API (version 2026-10-28) that
 * src/server/billing/stripe-gateway.ts calls through the official SDK: form-encoded bodies with
 * `a[b][0][c]` nesting, Bearer auth, Idempotency-Key replay, Stripe-shaped objects and errors.
 * The test controls (completeCheckout, renew, event…) play Stripe's side: what happens when the
 * student pays, when a period ends, and the signed events Stripe would send.
 */

export type Params = { [key: string]: Param };
type Param = string | Params | Param[];
type Obj = Record<string, unknown> & { id: string; object: string };

export type FakeStripeCall = RecordedRequest & {
  path: string;
  /** The form body (POST) or the query (GET, DELETE), parsed with its nesting. */
  params: Params;
  idempotencyKey: string | undefined;
};

export type StripePrice = Obj & {
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  recurring: { interval: "month" | "year"; interval_count: number } | null;
  metadata: Record<string, string>;
};
export type StripeSubscription = Obj & {
  customer: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: StripePrice;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
};
export type StripeSession = Obj & {
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  payment_status: string;
  customer: string;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number;
  metadata: Record<string, string>;
  url: string;
  allowed_payment_method_types: string[];
};
export type StripeInvoice = Obj & {
  customer: string;
  status: "paid" | "open" | "draft" | "void";
  amount_due: number;
  amount_paid: number;
  created: number;
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
  status_transitions: { paid_at: number | null };
};
export type StripePaymentIntent = Obj & { customer: string; amount: number; status: string; created: number };
export type StripeCharge = Obj & {
  customer: string;
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
};

export type SignedEvent = {
  id: string;
  /** The raw JSON body, exactly as Stripe would POST it. */
  payload: string;
  /** The Stripe-Signature header for that body. */
  signature: string;
};

export type FakeStripe = LocalHttp & {
  secretKey: string;
  webhookSecret: string;
  /** The environment that points a test app at this server. */
  env: Record<string, string>;
  customers: Map<string, Obj>;
  sessions: Map<string, StripeSession>;
  subscriptions: Map<string, StripeSubscription>;
  invoices: Map<string, StripeInvoice>;
  invoicePayments: Map<string, Obj>;
  paymentIntents: Map<string, StripePaymentIntent>;
  refunds: Map<string, Obj>;
  products: Map<string, Obj>;
  prices: Map<string, StripePrice>;
  portalSessions: Map<string, Obj>;
  /** Every API call, parsed (the raw requests are in `requests`). */
  calls(method?: string, pathPrefix?: string): FakeStripeCall[];
  /** The parameters a checkout session was created with, parsed. */
  checkoutParams(sessionId: string): Params;
  /** A customer Rumo never created (an event about it must be ignored). */
  createCustomer(fields?: Record<string, unknown>): Obj;
  /**
   * The student paid on Stripe's page: the subscription (trialing when the session asked for a
   * trial, unless `trial` says otherwise), its first invoice and payment, or a one-off payment.
   * `at` moves the whole purchase into the past.
   */
  completeCheckout(
    sessionId: string,
    options?: { trial?: boolean; at?: Date },
  ): {
    session: StripeSession;
    subscription: StripeSubscription | null;
    invoice: StripeInvoice | null;
    paymentIntent: StripePaymentIntent | null;
  };
  /** The end of the current period: the next invoice is paid (or fails: past_due). */
  renew(
    subscriptionId: string,
    options?: { fail?: boolean },
  ): { subscription: StripeSubscription; invoice: StripeInvoice };
  /** Changes a subscription as Stripe would after something happened outside Rumo. */
  updateSubscription(id: string, changes: Partial<StripeSubscription>): StripeSubscription;
  /** The charge of a payment, as Stripe sends it with charge.* events. */
  chargeOf(paymentIntentId: string): StripeCharge;
  /** A refund made in Stripe's dashboard: the charge object Stripe sends with charge.refunded. */
  refundInDashboard(paymentIntentId: string): StripeCharge;
  /** A Stripe-signed event body for an object (a snapshot: later changes do not alter it). */
  event(type: string, object: Obj, options?: { secret?: string; created?: Date }): SignedEvent;
  /** Stripe answers every next call with a 500 until set back to false. */
  failing: boolean;
};

const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function addPeriod(start: number, interval: "month" | "year"): number {
  const d = new Date(start * 1000);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return secs(d);
}

/** `a[b][0][c]=x&a[b][0][d]=y` → { a: { b: [{ c: "x", d: "y" }] } }, as Stripe (and qs) read it. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, " "));
    const value = eq < 0 ? "" : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
    const head = rawKey.split("[")[0] ?? rawKey;
    const path = [head, ...[...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node: Params = root;
    for (const [i, key] of path.entries()) {
      const name = key === "" ? String(Object.keys(node).length) : key;
      if (i === path.length - 1) node[name] = value;
      else {
        if (typeof node[name] !== "object") node[name] = {};
        node = node[name] as Params;
      }
    }
  }
  return arrays(root) as Params;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: Param): Param {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(arrays);
  const keys = Object.keys(value);
  const out: Params = {};
  for (const k of keys) out[k] = arrays(value[k] as Param);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => out[k] as Param);
  return out;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
const missing = (what: string, value: string) =>
  new StripeHttpError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${value}'`,
    param: "id",
  });
const invalid = (message: string, code?: string, param?: string) =>
  new StripeHttpError(400, {
    type: "invalid_request_error",
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const str = (p: Param | undefined): string | undefined => (typeof p === "string" ? p : undefined);
const obj = (p: Param | undefined): Params => (p && typeof p === "object" && !Array.isArray(p) ? p : {});
const list = (p: Param | undefined): Param[] =>
  Array.isArray(p) ? p : p && typeof p === "object" ? Object.values(p) : [];
const flat = (p: Param | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(p)).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
const bool = (p: Param | undefined) => p === "true";

function listOf<T>(url: string, data: T[], limit: Param | undefined) {
  const n = Number(str(limit) ?? 10);
  return { object: "list", url, has_more: data.length > n, data: data.slice(0, n) };
}

/** Starts the fake Stripe on 127.0.0.1 and a random port. */
export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(8).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${randomBytes(16).toString("hex")}`;
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, StripeSession>();
  const subscriptions = new Map<string, StripeSubscription>();
  const invoices = new Map<string, StripeInvoice>();
  const invoicePayments = new Map<string, Obj>();
  const paymentIntents = new Map<string, StripePaymentIntent>();
  const charges = new Map<string, StripeCharge>();
  const refunds = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, StripePrice>();
  const portalSessions = new Map<string, Obj>();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const parsed: FakeStripeCall[] = [];
  const now = () => secs(new Date());

  function getOr404<T>(map: Map<string, T>, what: string, key: string): T {
    const found = map.get(key);
    if (!found) throw missing(what, key);
    return found;
  }

  function charge(customer: string, amount: number, at: number): StripePaymentIntent {
    const intent: StripePaymentIntent = {
      id: id("pi"),
      object: "payment_intent",
      customer,
      amount,
      amount_received: amount,
      currency: "brl",
      status: "succeeded",
      created: at,
      latest_charge: null,
    };
    const ch: StripeCharge = {
      id: id("ch"),
      object: "charge",
      customer,
      payment_intent: intent.id,
      amount,
      amount_refunded: 0,
      refunded: false,
      currency: "brl",
      created: at,
    };
    intent.latest_charge = ch.id;
    paymentIntents.set(intent.id, intent);
    charges.set(ch.id, ch);
    return intent;
  }

  function invoiceFor(
    sub: StripeSubscription,
    at: number,
    outcome: "paid" | "failed" | "free",
  ): StripeInvoice {
    const amount = outcome === "free" ? 0 : (sub.items.data[0]?.price.unit_amount ?? 0);
    const paid = outcome !== "failed";
    const invoice: StripeInvoice = {
      id: id("in"),
      object: "invoice",
      customer: sub.customer,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: "brl",
      created: at,
      billing_reason: sub.latest_invoice ? "subscription_cycle" : "subscription_create",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: sub.id, metadata: sub.metadata } as { subscription: string },
      },
      status_transitions: { paid_at: paid ? at : null },
    };
    invoices.set(invoice.id, invoice);
    if (paid && amount > 0) {
      const intent = charge(sub.customer, amount, at);
      const payment = {
        id: id("inpay"),
        object: "invoice_payment",
        invoice: invoice.id,
        amount_paid: amount,
        currency: "brl",
        is_default: true,
        status: "paid",
        payment: { type: "payment_intent", payment_intent: intent.id },
        created: at,
      };
      invoicePayments.set(payment.id, payment);
    }
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function createSubscriptionFor(session: StripeSession, trial: boolean, at: number): StripeSubscription {
    const data = obj(sessionParams.get(session.id)?.subscription_data);
    const priceId = str(obj(list(sessionParams.get(session.id)?.line_items)[0]).price) ?? "";
    const price = getOr404(prices, "price", priceId);
    const interval = price.recurring?.interval ?? "month";
    const trialDays = Number(str(data.trial_period_days) ?? 0);
    const trialEnd = trial ? at + (trialDays || 7) * 86_400 : null;
    const sub: StripeSubscription = {
      id: id("sub"),
      object: "subscription",
      customer: session.customer,
      status: trial ? "trialing" : "active",
      metadata: flat(data.metadata),
      created: at,
      start_date: at,
      trial_start: trial ? at : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      currency: "brl",
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price: clone(price),
            quantity: 1,
            current_period_start: at,
            current_period_end: trialEnd ?? addPeriod(at, interval),
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    return sub;
  }

  /** The params each checkout was created with (line items, subscription_data). */
  const sessionParams = new Map<string, Params>();

  function route(method: string, path: string, p: Params): unknown {
    const parts = path.split("/").filter(Boolean); // ["v1", ...]
    const [v1, a, b, c] = parts;
    if (v1 !== "v1") throw missing("path", path);

    if (a === "customers" && method === "POST" && !b) {
      const customer: Obj = {
        id: id("cus"),
        object: "customer",
        email: str(p.email) ?? null,
        name: str(p.name) ?? null,
        metadata: flat(p.metadata),
        preferred_locales: list(p.preferred_locales),
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }

    if (a === "checkout" && b === "sessions") {
      if (method === "POST" && !c) {
        const customer = str(p.customer) ?? "";
        getOr404(customers, "customer", customer);
        const mode = str(p.mode);
        if (mode !== "subscription" && mode !== "payment") throw invalid("Invalid mode", undefined, "mode");
        const items = list(p.line_items).map(obj);
        if (items.length === 0) throw invalid("line_items is required", "parameter_missing", "line_items");
        let amount = 0;
        for (const item of items) {
          const quantity = Number(str(item.quantity) ?? 1);
          if (mode === "subscription") {
            const priceId = str(item.price) ?? "";
            const price = getOr404(prices, "price", priceId);
            if (!price.active) throw invalid(`The price specified is inactive: ${priceId}`);
            if (!price.recurring) throw invalid("Subscription mode needs a recurring price");
            amount += price.unit_amount * quantity;
          } else {
            const data = obj(item.price_data);
            const unit = Number(str(data.unit_amount));
            if (!Number.isInteger(unit) || unit <= 0)
              throw invalid("Invalid unit_amount", undefined, "unit_amount");
            amount += unit * quantity;
          }
        }
        const trialDays = Number(str(obj(p.subscription_data).trial_period_days) ?? 0);
        const sessionId = `cs_test_${randomBytes(16).toString("hex")}`;
        const session: StripeSession = {
          id: sessionId,
          object: "checkout.session",
          mode,
          status: "open",
          payment_status: "unpaid",
          customer,
          client_reference_id: str(p.client_reference_id) ?? null,
          subscription: null,
          payment_intent: null,
          amount_total: trialDays > 0 ? 0 : amount,
          amount_subtotal: amount,
          currency: "brl",
          locale: str(p.locale) ?? null,
          metadata: flat(p.metadata),
          success_url: str(p.success_url) ?? null,
          cancel_url: str(p.cancel_url) ?? null,
          allowed_payment_method_types: list(p.allowed_payment_method_types).map(String),
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          created: now(),
          livemode: false,
        };
        sessions.set(sessionId, session);
        sessionParams.set(sessionId, p);
        return session;
      }
      if (method === "GET" && c) return getOr404(sessions, "checkout.session", c);
      if (method === "GET" && !c) {
        const found = [...sessions.values()]
          .filter((s) => !p.customer || s.customer === p.customer)
          .filter((s) => !p.status || s.status === p.status)
          .reverse();
        return listOf("/v1/checkout/sessions", found, p.limit);
      }
    }

    if (a === "subscriptions") {
      if (method === "GET" && b) return getOr404(subscriptions, "subscription", b);
      if (method === "GET" && !b) {
        const status = str(p.status);
        const found = [...subscriptions.values()]
          .filter((s) => !p.customer || s.customer === p.customer)
          // Stripe leaves canceled subscriptions out unless asked for "all" (or "canceled").
          .filter((s) => (status === "all" ? true : status ? s.status === status : s.status !== "canceled"))
          .reverse();
        return listOf("/v1/subscriptions", found, p.limit);
      }
      if (method === "POST" && b) {
        const sub = getOr404(subscriptions, "subscription", b);
        if (sub.status === "canceled")
          throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
        if (p.cancel_at_period_end !== undefined) {
          const cancel = bool(p.cancel_at_period_end);
          sub.cancel_at_period_end = cancel;
          sub.cancel_at = cancel ? (sub.items.data[0]?.current_period_end ?? null) : null;
          sub.canceled_at = cancel ? now() : null;
        }
        if (p.metadata) sub.metadata = { ...sub.metadata, ...flat(p.metadata) };
        return sub;
      }
      if (method === "DELETE" && b) {
        const sub = getOr404(subscriptions, "subscription", b);
        if (sub.status !== "canceled") {
          sub.status = "canceled";
          sub.canceled_at = now();
          sub.ended_at = now();
        }
        return sub;
      }
    }

    if (a === "invoices" && method === "GET" && !b) {
      const found = [...invoices.values()]
        .filter((i) => !p.subscription || i.parent.subscription_details.subscription === p.subscription)
        .filter((i) => !p.customer || i.customer === p.customer)
        .filter((i) => !p.status || i.status === p.status)
        .reverse();
      return listOf("/v1/invoices", found, p.limit);
    }

    if (a === "invoice_payments" && method === "GET" && !b) {
      const found = [...invoicePayments.values()].filter((x) => !p.invoice || x.invoice === p.invoice);
      return listOf("/v1/invoice_payments", found, p.limit);
    }

    if (a === "refunds" && method === "POST" && !b) {
      const intentId = str(p.payment_intent) ?? "";
      const intent = getOr404(paymentIntents, "payment_intent", intentId);
      const ch = [...charges.values()].find((x) => x.payment_intent === intentId);
      if (!ch) throw missing("charge", intentId);
      if (ch.refunded) throw invalid(`Charge ${ch.id} has already been refunded.`, "charge_already_refunded");
      const amount = Number(str(p.amount) ?? intent.amount - ch.amount_refunded);
      ch.amount_refunded += amount;
      ch.refunded = ch.amount_refunded >= ch.amount;
      const refund: Obj = {
        id: id("re"),
        object: "refund",
        amount,
        currency: "brl",
        charge: ch.id,
        payment_intent: intentId,
        status: "succeeded",
        created: now(),
      };
      refunds.set(refund.id, refund);
      return refund;
    }

    if (a === "billing_portal" && b === "sessions" && method === "POST") {
      const customer = str(p.customer) ?? "";
      getOr404(customers, "customer", customer);
      const portal: Obj = {
        id: id("bps"),
        object: "billing_portal.session",
        customer,
        return_url: str(p.return_url) ?? null,
        locale: str(p.locale) ?? null,
        url: `https://billing.stripe.com/p/session/test_${randomBytes(12).toString("hex")}`,
        created: now(),
      };
      portalSessions.set(portal.id, portal);
      return portal;
    }

    if (a === "products") {
      if (method === "GET" && b) return getOr404(products, "product", b);
      if (method === "POST" && !b) {
        const productId = str(p.id) ?? id("prod");
        if (products.has(productId))
          throw invalid(`Product already exists.`, "resource_already_exists", "id");
        const product: Obj = {
          id: productId,
          object: "product",
          name: str(p.name) ?? "",
          active: true,
          metadata: flat(p.metadata),
          created: now(),
        };
        products.set(productId, product);
        return product;
      }
      if (method === "POST" && b) {
        const product = getOr404(products, "product", b);
        if (p.name !== undefined) product.name = str(p.name);
        if (p.metadata) product.metadata = { ...(product.metadata as object), ...flat(p.metadata) };
        return product;
      }
    }

    if (a === "prices") {
      if (method === "GET" && !b) {
        const keys = list(p.lookup_keys).map(String);
        const found = [...prices.values()]
          .filter((x) => keys.length === 0 || (x.lookup_key !== null && keys.includes(x.lookup_key)))
          .filter((x) => p.active === undefined || x.active === bool(p.active))
          .reverse();
        return listOf("/v1/prices", found, p.limit);
      }
      if (method === "GET" && b) return getOr404(prices, "price", b);
      if (method === "POST" && !b) {
        const product = str(p.product) ?? "";
        getOr404(products, "product", product);
        const lookupKey = str(p.lookup_key) ?? null;
        const holder = lookupKey ? [...prices.values()].find((x) => x.lookup_key === lookupKey) : undefined;
        if (holder && !bool(p.transfer_lookup_key))
          throw invalid(
            `A price (\`${holder.id}\`) already uses that lookup key.`,
            "lookup_key_already_exists",
            "lookup_key",
          );
        if (holder) holder.lookup_key = null;
        const interval = str(obj(p.recurring).interval);
        const price: StripePrice = {
          id: id("price"),
          object: "price",
          product,
          active: true,
          currency: str(p.currency) ?? "",
          unit_amount: Number(str(p.unit_amount)),
          lookup_key: lookupKey,
          recurring: interval === "month" || interval === "year" ? { interval, interval_count: 1 } : null,
          type: interval ? "recurring" : "one_time",
          metadata: flat(p.metadata),
          created: now(),
          livemode: false,
        };
        prices.set(price.id, price);
        return price;
      }
    }

    throw missing("path", `${method} ${path}`);
  }

  const holder: { fake?: FakeStripe } = {};
  const server = await startLocalHttp((request, res: ServerResponse) => {
    const url = new URL(request.url, "http://fake.stripe");
    const params = parseStripeForm(request.method === "POST" ? request.text : url.search.slice(1));
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : undefined;
    parsed.push({ ...request, path: url.pathname, params, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.setHeader("request-id", id("req"));
      if (idempotencyKey) res.setHeader("idempotency-key", idempotencyKey);
      json(res, status, body);
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_***" },
      });
      return;
    }
    if (holder.fake?.failing) {
      send(500, { error: { type: "api_error", message: "Fake Stripe is down" } });
      return;
    }
    const fingerprint = `${request.method} ${url.pathname} ${request.text}`;
    if (idempotencyKey && request.method === "POST") {
      const seen = idempotent.get(idempotencyKey);
      if (seen) {
        if (seen.request !== fingerprint)
          send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        else send(seen.status, seen.body);
        return;
      }
    }
    let status = 200;
    let body: unknown;
    try {
      body = clone(route(request.method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    // Stripe keeps the outcome of a key, errors included (but not 5xx).
    if (idempotencyKey && request.method === "POST")
      idempotent.set(idempotencyKey, { request: fingerprint, status, body });
    send(status, body);
  });

  const fake: FakeStripe = {
    ...server,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: server.url },
    customers,
    sessions,
    subscriptions,
    invoices,
    invoicePayments,
    paymentIntents,
    refunds,
    products,
    prices,
    portalSessions,
    failing: false,
    calls: (method, pathPrefix) =>
      parsed.filter(
        (c) => (!method || c.method === method) && (!pathPrefix || c.path.startsWith(pathPrefix)),
      ),

    checkoutParams: (sessionId) => sessionParams.get(sessionId) ?? {},

    createCustomer(fields = {}) {
      const customer: Obj = { id: id("cus"), object: "customer", created: now(), metadata: {}, ...fields };
      customers.set(customer.id, customer);
      return customer;
    },

    completeCheckout(sessionId, opts = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no checkout ${sessionId}`);
      if (session.status !== "open")
        throw new Error(`fake stripe: checkout ${sessionId} is ${session.status}`);
      const at = opts.at ? secs(opts.at) : now();
      session.status = "complete";
      if (session.mode === "payment") {
        const intent = charge(session.customer, session.amount_total, at);
        session.payment_status = "paid";
        session.payment_intent = intent.id;
        return { session: clone(session), subscription: null, invoice: null, paymentIntent: clone(intent) };
      }
      const requested =
        Number(str(obj(sessionParams.get(sessionId)?.subscription_data).trial_period_days) ?? 0) > 0;
      const trial = opts.trial ?? requested;
      const sub = createSubscriptionFor(session, trial, at);
      const invoice = invoiceFor(sub, at, trial ? "free" : "paid");
      session.subscription = sub.id;
      session.payment_status = trial ? "no_payment_required" : "paid";
      const pay = [...invoicePayments.values()].find((x) => x.invoice === invoice.id);
      const intentId = (pay?.payment as { payment_intent?: string } | undefined)?.payment_intent;
      return {
        session: clone(session),
        subscription: clone(sub),
        invoice: clone(invoice),
        paymentIntent: intentId ? clone(paymentIntents.get(intentId) ?? null) : null,
      };
    },

    renew(subscriptionId, opts = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
      const item = sub.items.data[0]!;
      const at = item.current_period_end;
      const invoice = invoiceFor(sub, at, opts.fail ? "failed" : "paid");
      item.current_period_start = at;
      item.current_period_end = addPeriod(at, item.price.recurring?.interval ?? "month");
      sub.status = opts.fail ? "past_due" : "active";
      return { subscription: clone(sub), invoice: clone(invoice) };
    },

    updateSubscription(subId, changes) {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`fake stripe: no subscription ${subId}`);
      Object.assign(sub, changes);
      return clone(sub);
    },

    chargeOf(paymentIntentId) {
      const ch = [...charges.values()].find((x) => x.payment_intent === paymentIntentId);
      if (!ch) throw new Error(`fake stripe: no charge for ${paymentIntentId}`);
      return clone(ch);
    },

    refundInDashboard(paymentIntentId) {
      const ch = [...charges.values()].find((x) => x.payment_intent === paymentIntentId);
      if (!ch) throw new Error(`fake stripe: no charge for ${paymentIntentId}`);
      ch.amount_refunded = ch.amount;
      ch.refunded = true;
      const refund: Obj = {
        id: id("re"),
        object: "refund",
        amount: ch.amount,
        charge: ch.id,
        payment_intent: paymentIntentId,
        status: "succeeded",
        created: now(),
      };
      refunds.set(refund.id, refund);
      return clone(ch);
    },

    event(type, object, opts = {}) {
      const eventId = id("evt");
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2026-10-28",
        created: secs(opts.created ?? new Date()),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: clone(object) },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? webhookSecret,
      });
      return { id: eventId, payload, signature };
    },
  };
  holder.fake = fake;
  return fake;
}

/** POSTs a signed event to Rumo's webhook as Stripe would. */
export function postEvent(t: TestApp, event: SignedEvent) {
  return t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    payload: event.payload,
  });
}

/** The checkout session id at the end of a Stripe Checkout URL. */
export const sessionIdOf = (url: string) => url.split("/").pop() ?? "";
