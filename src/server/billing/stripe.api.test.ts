import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BillingConfig, BillingOverview, StatusCheck } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import type { EntitlementsDto } from "#domain/plans/api";
import { subscriptionPlans } from "#server/db/schema/index";
import {
  createStudent,
  drainBillingEmails,
  type PlanSlug,
  planIdOf,
  recordingMailer,
  type Student,
} from "#server/test-support/factories";
import {
  type FakeStripe,
  postEvent,
  sessionIdOf,
  startFakeStripe,
} from "#server/test-support/fake-stripe-server";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let fake: FakeStripe;
const mailer = recordingMailer();

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
  // At start-up Rumo creates the prices of every paid plan (monthly and annual) at Stripe.
  await vi.waitFor(() => expect(fake.prices.size).toBe(6), { timeout: 10_000 });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Body = { planId?: string; billingType?: string; paymentMethod?: string };

async function checkout(student: Student, body: Body & { plan?: PlanSlug }, idempotencyKey?: string) {
  const { plan = "estudante", ...rest } = body;
  return student.inject({
    method: "POST",
    url: "/api/billing/checkout",
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
    payload: { planId: await planIdOf(t, plan), billingType: "monthly", paymentMethod: "card", ...rest },
  });
}

/** The form Rumo sent to Stripe to open that checkout. */
function sessionCreatedFor(url: string) {
  const session = fake.sessions.get(sessionIdOf(url));
  if (!session) throw new Error(`no session for ${url}`);
  return { session, call: { params: fake.checkoutParams(session.id) } };
}

const entitlements = async (s: Student) => (await s.get("/api/me/entitlements")).json() as EntitlementsDto;
const overview = async (s: Student) => (await s.get("/api/billing/subscription")).json() as BillingOverview;

/** Pays the checkout at Stripe and delivers the three events Stripe sends for it. */
async function payAndNotify(url: string, options: { trial?: boolean; at?: Date } = {}) {
  const paid = fake.completeCheckout(sessionIdOf(url), options);
  for (const e of [
    fake.event("checkout.session.completed", paid.session),
    fake.event("customer.subscription.created", paid.subscription!),
    fake.event("invoice.paid", paid.invoice!),
  ])
    expect((await postEvent(t, e)).statusCode).toBe(200);
  return paid;
}

async function subscribedStudent(options: { trial?: boolean; at?: Date; plan?: PlanSlug } = {}) {
  const student = await createStudent(t);
  const res = await checkout(student, { plan: options.plan ?? "estudante" });
  expect(res.statusCode, res.body).toBe(200);
  const paid = await payAndNotify(res.json().url, options);
  return { student, ...paid, subscriptionId: paid.subscription!.id };
}

describe("checkout by card or boleto", () => {
  it("opens a Stripe Checkout Session in subscription mode with the plan's price and a 7-day trial", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, {});
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const { session, call } = sessionCreatedFor(url);
    const price = [...fake.prices.values()].find((p) => p.lookup_key === "rumo_estudante_monthly")!;
    expect(price).toMatchObject({ unit_amount: 1999, currency: "brl", recurring: { interval: "month" } });
    expect(session.mode).toBe("subscription");
    expect(call.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: "1" }],
      allowed_payment_method_types: ["card"],
      subscription_data: { trial_period_days: "7", metadata: { rumo_user_id: student.id } },
      success_url: "http://localhost:3000/student/subscription?success=true",
    });
    const customer = fake.customers.get(session.customer);
    expect(customer).toMatchObject({ email: student.email, metadata: { rumo_user_id: student.id } });
  });

  it("opens an annual boleto subscription with the annual price", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, { billingType: "annual", paymentMethod: "boleto" });
    expect(res.statusCode, res.body).toBe(200);
    const { call } = sessionCreatedFor(res.json().url);
    const annual = [...fake.prices.values()].find((p) => p.lookup_key === "rumo_estudante_annual")!;
    expect(annual).toMatchObject({ unit_amount: 19990, recurring: { interval: "year" } });
    expect(call.params).toMatchObject({
      line_items: [{ price: annual.id }],
      allowed_payment_method_types: ["boleto"],
    });
  });

  it("creates the student's Stripe customer once, however many checkouts", async () => {
    const student = await createStudent(t);
    const first = await checkout(student, {});
    const second = await checkout(student, { plan: "nerd" });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const mine = [...fake.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).rumo_user_id === student.id,
    );
    expect(mine).toHaveLength(1);
    expect(fake.sessions.get(sessionIdOf(first.json().url))?.customer).toBe(mine[0]!.id);
    expect(fake.sessions.get(sessionIdOf(second.json().url))?.customer).toBe(mine[0]!.id);
  });

  it("answers the same session when the request is retried with the same Idempotency-Key", async () => {
    const student = await createStudent(t);
    const before = fake.sessions.size;
    const first = await checkout(student, {}, "tentativa-1");
    const retry = await checkout(student, {}, "tentativa-1");
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().url).toBe(first.json().url);
    expect(fake.sessions.size).toBe(before + 1);
    const keys = fake.calls("POST", "/v1/checkout/sessions").map((c) => c.idempotencyKey);
    expect(keys.filter((k) => k === `checkout-${student.id}-tentativa-1`)).toHaveLength(2);

    const another = await checkout(student, {}, "tentativa-2");
    expect(another.json().url).not.toBe(first.json().url);
  });

  it("keeps one price per lookup key, and a price change makes a new price while the old one stays", async () => {
    const student = await createStudent(t);
    await checkout(student, {});
    await checkout(student, { plan: "nerd" });
    const byKey = (key: string) => [...fake.prices.values()].filter((p) => p.lookup_key === key);
    expect(byKey("rumo_estudante_monthly")).toHaveLength(1);
    const old = byKey("rumo_nerd_monthly")[0]!;
    expect(old.unit_amount).toBe(2999);

    await t.database.db
      .update(subscriptionPlans)
      .set({ monthlyPrice: 34.99 })
      .where(eq(subscriptionPlans.slug, "nerd"));
    try {
      const other = await createStudent(t);
      const res = await checkout(other, { plan: "nerd" });
      expect(res.statusCode, res.body).toBe(200);
      const current = byKey("rumo_nerd_monthly");
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ unit_amount: 3499, active: true });
      expect(current[0]!.id).not.toBe(old.id);
      // Whoever subscribed at the old price keeps it: the old price still exists and is active.
      expect(fake.prices.get(old.id)).toMatchObject({ unit_amount: 2999, active: true, lookup_key: null });
      expect(sessionCreatedFor(res.json().url).call.params.line_items).toEqual([
        { price: current[0]!.id, quantity: "1" },
      ]);
      const [plan] = await t.database.db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.slug, "nerd"));
      expect(plan?.stripeMonthlyPriceId).toBe(current[0]!.id);
    } finally {
      await t.database.db
        .update(subscriptionPlans)
        .set({ monthlyPrice: 29.99 })
        .where(eq(subscriptionPlans.slug, "nerd"));
    }
  });

  it("offers the 7-day trial only to a student who never had one", async () => {
    const { student, subscriptionId } = await subscribedStudent();
    expect(((await student.get("/api/billing/config")).json() as BillingConfig).trialAvailable).toBe(false);

    // The subscription ends at Stripe (cancelled in the trial): the student is back on Gratuito.
    const ended = fake.updateSubscription(subscriptionId, {
      status: "canceled",
      canceled_at: Math.floor(Date.now() / 1000),
      ended_at: Math.floor(Date.now() / 1000),
    });
    expect((await postEvent(t, fake.event("customer.subscription.deleted", ended))).statusCode).toBe(200);
    expect((await entitlements(student)).plan.slug).toBe("gratuito");

    const again = await checkout(student, {});
    expect(again.statusCode, again.body).toBe(200);
    const { call } = sessionCreatedFor(again.json().url);
    expect(call.params.subscription_data).toMatchObject({ metadata: { rumo_user_id: student.id } });
    expect(call.params.subscription_data).not.toHaveProperty("trial_period_days");
    expect(fake.sessions.get(sessionIdOf(again.json().url))?.amount_total).toBe(1999);
  });

  it("answers a visitor 401 and opens nothing", async () => {
    const before = fake.sessions.size;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      payload: { planId: await planIdOf(t, "estudante"), billingType: "monthly", paymentMethod: "card" },
    });
    expect(res.statusCode).toBe(401);
    expect(fake.sessions.size).toBe(before);
  });

  it("refuses the free plan and an unknown plan with a sentence in Portuguese", async () => {
    const student = await createStudent(t);
    const before = fake.sessions.size;
    const free = await checkout(student, { plan: "gratuito" });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(BILLING_MESSAGES.freePlanNotForSale);
    const unknown = await checkout(student, { planId: "6a0e6c8e-1c1b-4e55-9d5b-1f1b3c6a0f00" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BILLING_MESSAGES.planNotFound);
    expect(fake.sessions.size).toBe(before);
  });

  it("answers 409 ALREADY_SUBSCRIBED to a student whose subscription is in force", async () => {
    const { student } = await subscribedStudent();
    const res = await checkout(student, { plan: "nerd" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "ALREADY_SUBSCRIBED",
      message: BILLING_MESSAGES.alreadySubscribed,
    });
    // A Pix pass on top of a renewing subscription is refused too.
    const pix = await checkout(student, { paymentMethod: "pix" });
    expect(pix.statusCode).toBe(409);
  });

  it("answers 502 with a sentence in Portuguese when Stripe fails", async () => {
    const student = await createStudent(t);
    fake.failing = true;
    try {
      const res = await checkout(student, {});
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        message: BILLING_MESSAGES.checkoutFailed,
      });
    } finally {
      fake.failing = false;
    }
  });
});

describe("checkout by Pix", () => {
  it("opens a one-off payment of the plan's amount, with no subscription and no trial", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, { paymentMethod: "pix", billingType: "annual" });
    expect(res.statusCode, res.body).toBe(200);
    const { session, call } = sessionCreatedFor(res.json().url);
    expect(session.mode).toBe("payment");
    expect(session.amount_total).toBe(19990);
    expect(call.params).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["pix"],
      line_items: [{ quantity: "1", price_data: { currency: "brl", unit_amount: "19990" } }],
      metadata: { rumo_kind: "pass", rumo_billing_type: "annual" },
    });
    expect(call.params.subscription_data).toBeUndefined();
  });
});

describe("the plan changes only when Stripe's signed event confirms the payment", () => {
  it("?success=true alone changes nothing; after the events the plan and next charge show at once", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, {});
    const url = res.json().url as string;

    // The browser comes back to /plans?success=true: nothing has been confirmed yet.
    expect((await entitlements(student)).exercisesToday.limit).toBe(3);
    const paid = fake.completeCheckout(sessionIdOf(url));
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
    expect((await overview(student)).current).toBeNull();

    for (const e of [
      fake.event("checkout.session.completed", paid.session),
      fake.event("customer.subscription.created", paid.subscription!),
      fake.event("invoice.paid", paid.invoice!),
    ])
      expect((await postEvent(t, e)).json()).toMatchObject({ received: true });

    const now = await entitlements(student);
    expect(now.plan.slug).toBe("estudante");
    expect(now.exercisesToday.limit).toBe(20);
    const { current } = await overview(student);
    const periodEnd = new Date(paid.subscription!.items.data[0]!.current_period_end * 1000).toISOString();
    expect(current).toMatchObject({
      kind: "subscription",
      plan: { slug: "estudante" },
      status: "active",
      displayStatus: "Ativa",
      source: "stripe",
      paymentMethod: "card",
      amount: 19.99,
      nextChargeAt: periodEnd,
      trialEndsAt: periodEnd,
      cancelAtPeriodEnd: false,
      firstPaidAt: null,
    });
  });

  it("sends no payment e-mail for a trial's zero invoice, and one when the first charge is paid", async () => {
    const { student, subscriptionId } = await subscribedStudent();
    expect(await drainBillingEmails(t, mailer, student.email)).toHaveLength(0);

    const renewal = fake.renew(subscriptionId);
    await postEvent(t, fake.event("invoice.paid", renewal.invoice));
    await postEvent(t, fake.event("customer.subscription.updated", renewal.subscription));
    const { current } = await overview(student);
    expect(current?.firstPaidAt).toBe(
      new Date(renewal.invoice.status_transitions.paid_at! * 1000).toISOString(),
    );
    expect(current?.withdrawalUntil).not.toBeNull();
    const emails = await drainBillingEmails(t, mailer, student.email);
    expect(emails.map((m) => m.subject)).toEqual(["Pagamento confirmado no Rumo"]);
    expect(emails[0]!.text).toContain("R$\u00a019,99");
  });
});

describe("cancel, resume and withdraw", () => {
  it("cancels at the period end: plan kept until then, nothing more charged, one e-mail", async () => {
    const { student, subscriptionId, subscription } = await subscribedStudent();
    const res = await student.post("/api/billing/cancel");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BillingOverview;
    const periodEnd = new Date(subscription!.items.data[0]!.current_period_end * 1000);
    expect(body.current).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    expect(body.current?.endsAt).toBe(periodEnd.toISOString());
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await entitlements(student)).exercisesToday.limit).toBe(20);

    // Stripe's own event about the same change does not send a second e-mail.
    await postEvent(t, fake.event("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!));
    const emails = await drainBillingEmails(t, mailer, student.email);
    expect(emails.map((m) => m.subject)).toEqual(["Cancelamento da sua assinatura do Rumo"]);
    expect(emails[0]!.text).toContain(
      new Intl.DateTimeFormat("pt-BR", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "America/Sao_Paulo",
      }).format(periodEnd),
    );

    // A second cancel is refused; resuming undoes it.
    expect((await student.post("/api/billing/cancel")).statusCode).toBe(409);
    const resumed = await student.post("/api/billing/resume");
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((resumed.json() as BillingOverview).current).toMatchObject({
      cancelAtPeriodEnd: false,
      nextChargeAt: periodEnd.toISOString(),
    });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it("withdrawal within 7 days of the first payment cancels at Stripe, refunds that payment and returns to Gratuito", async () => {
    const { student, subscriptionId, paymentIntent } = await subscribedStudent({ trial: false });
    expect(paymentIntent?.amount).toBe(1999);
    const before = await overview(student);
    expect(before.current?.firstPaidAt).not.toBeNull();
    expect(before.current?.withdrawalUntil).not.toBeNull();

    const res = await student.post("/api/billing/withdraw");
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent!.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1999 });

    const body = res.json() as BillingOverview;
    expect(body.current).toBeNull();
    expect(body.records[0]).toMatchObject({
      status: "cancelled",
      displayStatus: "Cancelada",
      refundAmount: 19.99,
    });
    expect(body.records[0]?.refundedAt).not.toBeNull();
    expect((await entitlements(student)).plan.slug).toBe("gratuito");

    // Stripe's events about the same cancellation and refund change nothing more.
    await postEvent(t, fake.event("customer.subscription.deleted", fake.subscriptions.get(subscriptionId)!));
    await postEvent(t, fake.event("charge.refunded", fake.chargeOf(paymentIntent!.id)));
    const emails = await drainBillingEmails(t, mailer, student.email);
    const refundEmails = emails.filter((m) => m.subject === "Reembolso do Rumo");
    expect(refundEmails).toHaveLength(1);
    expect(refundEmails[0]!.text).toContain("R$\u00a019,99");
    expect((await overview(student)).records).toHaveLength(1);
  });

  it("answers 409 WITHDRAWAL_EXPIRED more than 7 days after the first payment, and changes nothing", async () => {
    const { student, subscriptionId } = await subscribedStudent({
      trial: false,
      at: new Date(Date.now() - 8 * 86_400_000),
    });
    const refunds = fake.refunds.size;
    expect((await overview(student)).current?.withdrawalUntil).toBeNull();
    const res = await student.post("/api/billing/withdraw");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "WITHDRAWAL_EXPIRED",
      message: BILLING_MESSAGES.withdrawalExpired,
    });
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("active");
    expect(fake.refunds.size).toBe(refunds);
    expect((await entitlements(student)).plan.slug).toBe("estudante");
  });

  it("withdrawal during the trial ends it at Stripe with nothing to refund", async () => {
    const { student, subscriptionId } = await subscribedStudent();
    const refunds = fake.refunds.size;
    const res = await student.post("/api/billing/withdraw");
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    expect(fake.refunds.size).toBe(refunds);
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
  });
});

describe("Verificar Status", () => {
  it("finds a subscription paid at Stripe whose event never arrived, and names the plan", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, {});
    fake.completeCheckout(sessionIdOf(res.json().url));
    expect((await entitlements(student)).plan.slug).toBe("gratuito");

    const status = await student.post("/api/billing/status");
    expect(status.statusCode, status.body).toBe(200);
    const body = status.json() as StatusCheck;
    expect(body.message).toMatch(/^Assinatura Estudante em teste grátis até \d+ de \w+ de \d{4}\.$/);
    expect(body.current).toMatchObject({ plan: { slug: "estudante" }, status: "active" });
    expect((await entitlements(student)).exercisesToday.limit).toBe(20);
  });

  it("finds a paid subscription whose events never arrived, with its first payment, so withdrawal still works", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, {});
    const paid = fake.completeCheckout(sessionIdOf(res.json().url), { trial: false });

    const status = await student.post("/api/billing/status");
    expect(status.statusCode, status.body).toBe(200);
    const body = status.json() as StatusCheck;
    expect(body.message).toMatch(/^Assinatura Estudante ativa\. Próxima cobrança em /);
    expect(body.current?.firstPaidAt).toBe(
      new Date(paid.invoice!.status_transitions.paid_at! * 1000).toISOString(),
    );
    expect(body.current?.withdrawalUntil).not.toBeNull();

    const withdraw = await student.post("/api/billing/withdraw");
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paid.paymentIntent!.id);
    expect(refunds).toHaveLength(1);
  });

  it("says the student is on Gratuito when Stripe has nothing", async () => {
    const student = await createStudent(t);
    const body = (await student.post("/api/billing/status")).json() as StatusCheck;
    expect(body.current).toBeNull();
    expect(body.message).toContain("plano Gratuito");
  });
});

describe("what Stripe knows wins over events that never arrived", () => {
  it("refuses a second subscription when the first one exists at Stripe but its events were lost", async () => {
    const student = await createStudent(t);
    const first = await checkout(student, {});
    fake.completeCheckout(sessionIdOf(first.json().url), { trial: false });
    // No event was delivered; Rumo asks Stripe before opening a second checkout.
    const second = await checkout(student, { plan: "nerd" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "ALREADY_SUBSCRIBED" });
    expect((await entitlements(student)).plan.slug).toBe("estudante");
  });

  it("withdraws on the day of payment even before the invoice event arrives, refunding that payment", async () => {
    const student = await createStudent(t);
    const res = await checkout(student, {});
    const paid = fake.completeCheckout(sessionIdOf(res.json().url), { trial: false });
    await postEvent(t, fake.event("customer.subscription.created", paid.subscription!));
    const withdraw = await student.post("/api/billing/withdraw");
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paid.paymentIntent!.id);
    expect(refunds).toHaveLength(1);
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
  });

  it("follows a plan switched in Stripe's portal: the price names the plan", async () => {
    const { student, subscriptionId } = await subscribedStudent({ trial: false });
    const nerd = [...fake.prices.values()].find((p) => p.lookup_key === "rumo_nerd_monthly")!;
    const sub = fake.subscriptions.get(subscriptionId)!;
    const items = { ...sub.items, data: [{ ...sub.items.data[0]!, price: nerd }] };
    const updated = fake.updateSubscription(subscriptionId, { items });
    expect((await postEvent(t, fake.event("customer.subscription.updated", updated))).statusCode).toBe(200);
    const now = await entitlements(student);
    expect(now.plan.slug).toBe("nerd");
    expect(now.exercisesToday.limit).toBe(40);
  });

  it("records a refund made in Stripe's dashboard, and its e-mail says the plan goes on", async () => {
    const { student, paymentIntent } = await subscribedStudent({ trial: false });
    await drainBillingEmails(t, mailer, student.email);
    const charge = fake.refundInDashboard(paymentIntent!.id);
    expect((await postEvent(t, fake.event("charge.refunded", charge))).statusCode).toBe(200);
    const after = await overview(student);
    expect(after.current?.refundAmount).toBe(19.99);
    expect(after.current?.displayStatus).toBe("Ativa");
    const [email] = (await drainBillingEmails(t, mailer, student.email)).filter(
      (m) => m.subject === "Reembolso do Rumo",
    );
    expect(email?.text).toContain("Seu plano continua ativo");
    expect(email?.text).not.toContain("encerramos");
  });

  it("creates a new price when an amount goes back to an earlier value", async () => {
    const setCurioso = (monthlyPrice: number) =>
      t.database.db
        .update(subscriptionPlans)
        .set({ monthlyPrice })
        .where(eq(subscriptionPlans.slug, "curioso"));
    const curiosoPrice = () =>
      [...fake.prices.values()].find((p) => p.lookup_key === "rumo_curioso_monthly")!;
    try {
      for (const amount of [12.99, 9.99]) {
        await setCurioso(amount);
        const res = await checkout(await createStudent(t), { plan: "curioso" });
        expect(res.statusCode, res.body).toBe(200);
        expect(curiosoPrice().unit_amount).toBe(Math.round(amount * 100));
      }
    } finally {
      await setCurioso(9.99);
    }
  });
});

describe("one student's subscription is theirs alone", () => {
  it("another student's calls act on their own account only and answer NO_SUBSCRIPTION", async () => {
    const { student: owner, subscriptionId } = await subscribedStudent();
    const other = await createStudent(t);
    expect((await overview(other)).current).toBeNull();
    for (const path of ["/api/billing/cancel", "/api/billing/resume", "/api/billing/withdraw"]) {
      const res = await other.post(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe("NO_SUBSCRIPTION");
    }
    const portal = await other.post("/api/billing/portal");
    expect(portal.statusCode).toBe(404);
    expect(portal.json().code).toBe("NO_SUBSCRIPTION");
    expect(((await other.post("/api/billing/status")).json() as StatusCheck).current).toBeNull();

    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      status: "trialing",
      cancel_at_period_end: false,
    });
    expect((await overview(owner)).current).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("the portal opens at Stripe for the student's own customer", async () => {
    const { student, session } = await subscribedStudent();
    const res = await student.post("/api/billing/portal");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const portal = [...fake.portalSessions.values()].at(-1);
    expect(portal).toMatchObject({
      customer: session.customer,
      return_url: "http://localhost:3000/student/subscription",
    });
  });
});
