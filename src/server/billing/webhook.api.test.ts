import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BillingOverview, StatusCheck } from "#domain/billing/api";
import type { EntitlementsDto } from "#domain/plans/api";
import {
  exercises,
  paymentEvents,
  questions,
  userAnswers,
  userEssays,
  userSubscriptions,
} from "#server/db/schema/index";
import {
  createStudent,
  drainBillingEmails,
  planIdOf,
  recordingMailer,
  type Student,
} from "#server/test-support/factories";
import {
  type FakeStripe,
  postEvent,
  type SignedEvent,
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
  await vi.waitFor(() => expect(fake.prices.size).toBe(6), { timeout: 10_000 });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const longDate = (seconds: number) =>
  new Intl.DateTimeFormat("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "America/Sao_Paulo",
  }).format(new Date(seconds * 1000));
const BRL_19_99 = "R$\u00a019,99";

const entitlements = async (s: Student) => (await s.get("/api/me/entitlements")).json() as EntitlementsDto;
const overview = async (s: Student) => (await s.get("/api/billing/subscription")).json() as BillingOverview;
const rowsOf = (userId: string) =>
  t.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
const eventRecorded = async (id: string) =>
  (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).length > 0;

async function openCheckout(student: Student, paymentMethod = "card") {
  const res = await student.post("/api/billing/checkout", {
    planId: await planIdOf(t, "estudante"),
    billingType: "monthly",
    paymentMethod,
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(res.json().url);
}

/** A student whose checkout was paid at Stripe; no event delivered yet. */
async function paidAtStripe(options: { trial?: boolean } = {}) {
  const student = await createStudent(t);
  const paid = fake.completeCheckout(await openCheckout(student), options);
  return { student, ...paid, subscription: paid.subscription!, invoice: paid.invoice! };
}

async function deliverAll(...events: SignedEvent[]) {
  for (const e of events) {
    const res = await postEvent(t, e);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function subscribed(options: { trial?: boolean } = {}) {
  const p = await paidAtStripe(options);
  await deliverAll(
    fake.event("checkout.session.completed", p.session),
    fake.event("customer.subscription.created", p.subscription),
    fake.event("invoice.paid", p.invoice),
  );
  return p;
}

describe("signature", () => {
  it("refuses an event not signed with the webhook secret, and changes nothing", async () => {
    const p = await paidAtStripe();
    const forged = fake.event("customer.subscription.created", p.subscription, { secret: "whsec_outro" });
    const genuine = fake.event("customer.subscription.created", p.subscription);
    const tampered = { ...genuine, payload: genuine.payload.replace('"trialing"', '"active"') };
    const unsigned = { ...genuine, signature: "" };
    for (const e of [forged, tampered, unsigned]) {
      const res = await postEvent(t, e);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "WEBHOOK_SIGNATURE_INVALID",
        message: "Assinatura do webhook inválida",
      });
    }
    expect(await eventRecorded(forged.id)).toBe(false);
    expect(await eventRecorded(genuine.id)).toBe(false);
    expect(await rowsOf(p.student.id)).toHaveLength(0);
    expect((await entitlements(p.student)).plan.slug).toBe("gratuito");
  });
});

describe("delivery", () => {
  it("applies the same event delivered twice once: one row, one e-mail", async () => {
    const p = await paidAtStripe({ trial: false });
    await deliverAll(fake.event("customer.subscription.created", p.subscription));
    const paid = fake.event("invoice.paid", p.invoice);
    const first = await postEvent(t, paid);
    const second = await postEvent(t, paid);
    expect(first.json()).toEqual({ received: true, outcome: "applied" });
    expect(second.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await rowsOf(p.student.id)).toHaveLength(1);
    const emails = await drainBillingEmails(t, mailer, p.student.email);
    expect(emails.map((m) => m.subject)).toEqual(["Pagamento confirmado no Rumo"]);
    expect(emails[0]!.text).toContain(`Recebemos seu pagamento de ${BRL_19_99}.`);
    expect(emails[0]!.text).toContain(
      `A próxima cobrança será em ${longDate(p.subscription.items.data[0]!.current_period_end)}.`,
    );
  });

  it("applies 10 concurrent deliveries of the same event once", async () => {
    const p = await paidAtStripe({ trial: false });
    await deliverAll(fake.event("customer.subscription.created", p.subscription));
    const paid = fake.event("invoice.paid", p.invoice);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postEvent(t, paid)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.json().outcome === "applied")).toHaveLength(1);
    expect(await rowsOf(p.student.id)).toHaveLength(1);
    expect(await drainBillingEmails(t, mailer, p.student.email)).toHaveLength(1);
  });

  it("applies the three events Stripe sends for a checkout, arriving together, into one subscription", async () => {
    const p = await paidAtStripe({ trial: false });
    const answers = await Promise.all(
      [
        fake.event("checkout.session.completed", p.session),
        fake.event("customer.subscription.created", p.subscription),
        fake.event("invoice.paid", p.invoice),
      ].map((e) => postEvent(t, e)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await rowsOf(p.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", stripeSubscriptionId: p.subscription.id });
    expect(rows[0]?.firstPaidAt).not.toBeNull();
    expect((await entitlements(p.student)).exercisesToday.limit).toBe(20);
  });

  it("out of order: an 'updated' before 'created' leaves the subscription's current state", async () => {
    const p = await paidAtStripe();
    const created = fake.event("customer.subscription.created", p.subscription);
    // Meanwhile the student cancelled at the period end in Stripe's portal.
    const now = fake.updateSubscription(p.subscription.id, {
      cancel_at_period_end: true,
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await deliverAll(fake.event("customer.subscription.updated", now), created);
    const rows = await rowsOf(p.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await overview(p.student)).current).toMatchObject({
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
  });

  it("out of order: an old 'updated' after 'deleted' leaves the subscription ended", async () => {
    const p = await subscribed();
    const stale = fake.event("customer.subscription.updated", p.subscription);
    const at = Math.floor(Date.now() / 1000);
    const ended = fake.updateSubscription(p.subscription.id, {
      status: "canceled",
      canceled_at: at,
      ended_at: at,
    });
    await deliverAll(fake.event("customer.subscription.deleted", ended), stale);
    const rows = await rowsOf(p.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("cancelled");
    expect((await entitlements(p.student)).plan.slug).toBe("gratuito");
  });

  it("acknowledges an event about a customer Rumo does not know, and stores nothing", async () => {
    const stranger = fake.createCustomer({ email: "alguem@exemplo.com" });
    const [price] = [...fake.prices.values()];
    const at = Math.floor(Date.now() / 1000);
    fake.subscriptions.set("sub_stranger", {
      id: "sub_stranger",
      object: "subscription",
      customer: stranger.id,
      status: "active",
      metadata: { rumo_plan_id: await planIdOf(t, "estudante") },
      created: at,
      start_date: at,
      trial_start: null,
      trial_end: null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      items: {
        object: "list",
        data: [
          {
            id: "si_stranger",
            object: "subscription_item",
            price: price!,
            quantity: 1,
            current_period_start: at,
            current_period_end: at + 30 * 86_400,
          },
        ],
      },
    });
    const res = await postEvent(
      t,
      fake.event("customer.subscription.created", fake.subscriptions.get("sub_stranger")!),
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.stripeSubscriptionId, "sub_stranger"));
    expect(stored).toHaveLength(0);
  });
});

describe("what the student is told", () => {
  it("trial_will_end: an e-mail that the trial ends in 2 days, with the date and the amount", async () => {
    const p = await subscribed();
    await drainBillingEmails(t, mailer, p.student.email);
    await deliverAll(fake.event("customer.subscription.trial_will_end", p.subscription));
    const emails = await drainBillingEmails(t, mailer, p.student.email);
    expect(emails.map((m) => m.subject)).toEqual(["Seu teste grátis do Rumo termina em 2 dias"]);
    expect(emails[0]!.text).toContain(`termina em ${longDate(p.subscription.trial_end!)}`);
    expect(emails[0]!.text).toContain(`primeira cobrança de ${BRL_19_99}`);
  });

  it("invoice.payment_failed: past due, plan still in force, an e-mail saying what to do", async () => {
    const p = await subscribed();
    const failed = fake.renew(p.subscription.id, { fail: true });
    await deliverAll(
      fake.event("invoice.payment_failed", failed.invoice),
      fake.event("customer.subscription.updated", failed.subscription),
    );
    expect((await overview(p.student)).current).toMatchObject({ status: "past_due", displayStatus: "Ativa" });
    expect((await entitlements(p.student)).exercisesToday.limit).toBe(20);
    const status = (await p.student.post("/api/billing/status")).json() as StatusCheck;
    expect(status.message).toContain("pagamento pendente");

    const emails = (await drainBillingEmails(t, mailer, p.student.email)).filter(
      (m) => m.subject === "Não conseguimos cobrar sua assinatura do Rumo",
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`A cobrança de ${BRL_19_99} do plano Estudante não foi aprovada.`);
    expect(emails[0]!.text).toContain("atualize a forma de pagamento");
  });

  it("customer.subscription.deleted: back to Gratuito with every essay and answer kept", async () => {
    const p = await subscribed();
    const [exercise] = await t.database.db.select().from(exercises).orderBy(asc(exercises.title)).limit(1);
    const [question] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.exerciseId, exercise!.id))
      .orderBy(asc(questions.position))
      .limit(1);
    const answered = await p.student.post(`/api/exercises/${exercise!.id}/answers`, {
      questionId: question!.id,
      answer: question!.correctAnswer,
      secondsSpent: 30,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.database.db
      .insert(userEssays)
      .values({ userId: p.student.id, title: "Rascunho", content: "Texto da redação." });

    const at = Math.floor(Date.now() / 1000);
    const ended = fake.updateSubscription(p.subscription.id, {
      status: "canceled",
      canceled_at: at,
      ended_at: at,
    });
    await deliverAll(fake.event("customer.subscription.deleted", ended));

    const now = await entitlements(p.student);
    expect(now.plan.slug).toBe("gratuito");
    expect(now.exercisesToday.limit).toBe(3);
    expect(now.exercisesToday.used).toBe(1);
    const answers = await t.database.db
      .select()
      .from(userAnswers)
      .where(eq(userAnswers.userId, p.student.id));
    expect(answers).toHaveLength(1);
    const essays = await t.database.db.select().from(userEssays).where(eq(userEssays.userId, p.student.id));
    expect(essays).toHaveLength(1);
    expect((await overview(p.student)).records[0]).toMatchObject({
      status: "cancelled",
      displayStatus: "Cancelada",
    });
  });

  it("a Pix pass: granted by checkout.session.completed, ended by charge.refunded", async () => {
    const student = await createStudent(t);
    const paid = fake.completeCheckout(await openCheckout(student, "pix"));
    const completed = fake.event("checkout.session.completed", paid.session);
    await deliverAll(completed, completed);
    const { current } = await overview(student);
    expect(current).toMatchObject({ kind: "pass", paymentMethod: "pix", amount: 19.99, nextChargeAt: null });
    expect((await entitlements(student)).exercisesToday.limit).toBe(20);
    const confirmed = await drainBillingEmails(t, mailer, student.email);
    expect(confirmed.map((m) => m.subject)).toEqual(["Pagamento confirmado no Rumo"]);
    expect(confirmed[0]!.text).toContain(`vale até ${longDate(Date.parse(current!.endsAt!) / 1000)}`);

    const charge = fake.refundInDashboard(paid.paymentIntent!.id);
    await deliverAll(fake.event("charge.refunded", charge));
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
    expect((await overview(student)).records[0]).toMatchObject({ status: "cancelled", refundAmount: 19.99 });
    const refund = await drainBillingEmails(t, mailer, student.email);
    expect(refund.map((m) => m.subject)).toEqual(["Reembolso do Rumo"]);
    expect(refund[0]!.text).toContain(`Devolvemos ${BRL_19_99}`);
  });
});
