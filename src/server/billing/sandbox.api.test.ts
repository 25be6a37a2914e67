import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingOverview, SandboxCheckout, SandboxPortal } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import type { EntitlementsDto } from "#domain/plans/api";
import {
  createStudent,
  drainBillingEmails,
  type PlanSlug,
  planIdOf,
  recordingMailer,
  type Student,
} from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

/** The local sandbox: no Stripe keys, outside production. */
let t: TestApp;
const mailer = recordingMailer();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const entitlements = async (s: Student) => (await s.get("/api/me/entitlements")).json() as EntitlementsDto;
const overview = async (s: Student) => (await s.get("/api/billing/subscription")).json() as BillingOverview;
const portal = async (s: Student) => (await s.get("/api/billing/sandbox/portal")).json() as SandboxPortal;
const checkoutIdOf = (url: string) => url.split("/").pop() ?? "";

async function openCheckout(
  student: Student,
  options: { plan?: PlanSlug; paymentMethod?: string; billingType?: string } = {},
) {
  const res = await student.post("/api/billing/checkout", {
    planId: await planIdOf(t, options.plan ?? "estudante"),
    billingType: options.billingType ?? "monthly",
    paymentMethod: options.paymentMethod ?? "card",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

async function pay(student: Student, url: string, outcome: "approve" | "decline" = "approve") {
  return student.post(`/api/billing/sandbox/checkout/${checkoutIdOf(url)}/pay`, { outcome });
}

async function advance(student: Student, days: number) {
  const res = await student.post("/api/billing/sandbox/clock", { days });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SandboxPortal;
}

async function trialing() {
  const student = await createStudent(t);
  const url = await openCheckout(student);
  const paid = await pay(student, url);
  expect(paid.statusCode, paid.body).toBe(200);
  const [sub] = (await portal(student)).subscriptions;
  return { student, subscriptionId: sub!.id };
}

describe("sandbox checkout", () => {
  it("opens the sandbox's own checkout page, and paying it gives the plan at once with the trial", async () => {
    const student = await createStudent(t);
    expect((await student.get("/api/billing/config")).json()).toMatchObject({
      provider: "sandbox",
      testMode: true,
      trialAvailable: true,
    });
    const url = await openCheckout(student);
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sbx_[0-9a-f]+$/);
    const page = await student.get(`/api/billing/sandbox/checkout/${checkoutIdOf(url)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json() as SandboxCheckout).toMatchObject({
      status: "open",
      plan: { slug: "estudante", name: "Estudante" },
      kind: "subscription",
      paymentMethod: "card",
      amount: 19.99,
      trialDays: 7,
    });
    expect((await entitlements(student)).plan.slug).toBe("gratuito");

    const paid = await pay(student, url);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().url).toBe("http://localhost:3000/student/subscription?success=true");
    const now = await entitlements(student);
    expect(now.plan.slug).toBe("estudante");
    expect(now.exercisesToday.limit).toBe(20);
    const { current } = await overview(student);
    expect(current).toMatchObject({ source: "sandbox", status: "active", firstPaidAt: null });
    expect(current?.trialEndsAt).not.toBeNull();
    // Paying twice is refused.
    expect((await pay(student, url)).statusCode).toBe(409);
  });

  it("a declined payment answers 402 in Portuguese and changes nothing", async () => {
    const student = await createStudent(t);
    const url = await openCheckout(student);
    const res = await pay(student, url, "decline");
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^Cartão recusado \(teste\)\. Nada foi cobrado/);
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
    expect((await overview(student)).records).toHaveLength(0);
    const page = (await student.get(`/api/billing/sandbox/checkout/${checkoutIdOf(url)}`)).json();
    expect(page.status).toBe("open");
  });

  it("another student cannot open, nor pay, someone else's sandbox checkout", async () => {
    const owner = await createStudent(t);
    const url = await openCheckout(owner);
    const other = await createStudent(t);
    const read = await other.get(`/api/billing/sandbox/checkout/${checkoutIdOf(url)}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(BILLING_MESSAGES.sandboxCheckoutNotFound);
    expect((await pay(other, url)).statusCode).toBe(404);
    // The other student, with a checkout of their own, still cannot reach it.
    await openCheckout(other);
    expect((await pay(other, url)).statusCode).toBe(404);
    expect((await overview(owner)).records).toHaveLength(0);
    expect((await overview(other)).records).toHaveLength(0);
  });
});

describe("sandbox clock", () => {
  it("8 days later the trial has ended and the first payment is charged: an e-mail for each step", async () => {
    const { student } = await trialing();
    await drainBillingEmails(t, mailer, student.email);
    await advance(student, 8);
    const { current } = await overview(student);
    expect(current?.firstPaidAt).not.toBeNull();
    expect(current?.withdrawalUntil).not.toBeNull();
    expect(current?.status).toBe("active");
    const subjects = (await drainBillingEmails(t, mailer, student.email)).map((m) => m.subject);
    expect(subjects).toEqual(["Seu teste grátis do Rumo termina em 2 dias", "Pagamento confirmado no Rumo"]);
  });

  it("a failed payment: past due, plan kept, an e-mail; paying it makes it active again", async () => {
    const { student, subscriptionId } = await trialing();
    const set = await student.post("/api/billing/sandbox/fail-next-payment", { subscriptionId, fail: true });
    expect(set.statusCode, set.body).toBe(200);
    await advance(student, 8);
    expect((await overview(student)).current?.status).toBe("past_due");
    expect((await entitlements(student)).plan.slug).toBe("estudante");
    const failed = (await drainBillingEmails(t, mailer, student.email)).filter(
      (m) => m.subject === "Não conseguimos cobrar sua assinatura do Rumo",
    );
    expect(failed).toHaveLength(1);

    const paid = await student.post("/api/billing/sandbox/pay-past-due", { subscriptionId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await overview(student)).current).toMatchObject({ status: "active" });
    expect((await overview(student)).current?.firstPaidAt).not.toBeNull();
  });

  it("cancel, then the period ends: back to Gratuito, one cancellation e-mail", async () => {
    const { student } = await trialing();
    const cancel = await student.post("/api/billing/cancel");
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((cancel.json() as BillingOverview).current?.cancelAtPeriodEnd).toBe(true);
    expect((await portal(student)).subscriptions[0]?.cancelAtPeriodEnd).toBe(true);
    expect((await entitlements(student)).plan.slug).toBe("estudante");
    await advance(student, 8);
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
    expect((await portal(student)).subscriptions[0]?.status).toBe("canceled");
    const emails = (await drainBillingEmails(t, mailer, student.email)).map((m) => m.subject);
    expect(emails.filter((s) => s === "Cancelamento da sua assinatura do Rumo")).toHaveLength(1);
    expect(emails).not.toContain("Pagamento confirmado no Rumo");
  });

  it("withdrawal after the first payment refunds it once, and the student is back on Gratuito", async () => {
    const { student } = await trialing();
    await advance(student, 8);
    await drainBillingEmails(t, mailer, student.email);
    const res = await student.post("/api/billing/withdraw");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BillingOverview;
    expect(body.current).toBeNull();
    expect(body.records[0]).toMatchObject({ status: "cancelled", refundAmount: 19.99 });
    expect((await entitlements(student)).plan.slug).toBe("gratuito");
    const emails = (await drainBillingEmails(t, mailer, student.email)).map((m) => m.subject);
    expect(emails).toEqual(["Reembolso do Rumo"]);
  });
});

describe("sandbox Pix pass", () => {
  it("a second pass of the same plan starts when the first ends", async () => {
    const student = await createStudent(t);
    expect((await pay(student, await openCheckout(student, { paymentMethod: "pix" }))).statusCode).toBe(200);
    const first = (await overview(student)).current!;
    expect(first).toMatchObject({ kind: "pass", paymentMethod: "pix", nextChargeAt: null });
    expect((await pay(student, await openCheckout(student, { paymentMethod: "pix" }))).statusCode).toBe(200);
    const { records } = await overview(student);
    expect(records).toHaveLength(2);
    const second = records.find((r) => r.id !== first.id)!;
    expect(second.startsAt).toBe(first.endsAt);
    expect(Date.parse(second.endsAt!)).toBeGreaterThan(Date.parse(first.endsAt!));
    expect((await entitlements(student)).plan.slug).toBe("estudante");
    // The pass in force is the first one until it ends; the second waits its turn.
    expect((await overview(student)).current?.id).toBe(first.id);
  });

  it("refuses a card subscription while a Pix pass runs, so no period is paid twice", async () => {
    const student = await createStudent(t);
    expect((await pay(student, await openCheckout(student, { paymentMethod: "pix" }))).statusCode).toBe(200);
    const res = await student.post("/api/billing/checkout", {
      planId: await planIdOf(t, "nerd"),
      billingType: "monthly",
      paymentMethod: "card",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "ALREADY_SUBSCRIBED" });
    expect(res.json().message).toMatch(/^Você tem um passe Pix válido até \d+ de \p{L}+ de \d{4}\./u);
  });
});

describe("in production", () => {
  it("the sandbox answers 403 SANDBOX_ONLY and checkout 503 PAYMENTS_DISABLED without Stripe keys", async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: "production",
        SMTP_URL: "smtp://127.0.0.1:2525",
        AUTH_SECRET: "x".repeat(48),
        PUBLIC_URL: "https://rumo.example.com.br",
      },
      mailer: recordingMailer(),
    });
    try {
      const student = await createStudent(prod);
      expect((await student.get("/api/billing/config")).json()).toMatchObject({ provider: "none" });
      const res = await student.post("/api/billing/checkout", {
        planId: await planIdOf(prod, "estudante"),
        billingType: "monthly",
        paymentMethod: "card",
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: "PAYMENTS_DISABLED",
        message: BILLING_MESSAGES.paymentsDisabled,
      });
      for (const [method, url, payload] of [
        ["GET", "/api/billing/sandbox/checkout/cs_sbx_0123", undefined],
        ["POST", "/api/billing/sandbox/checkout/cs_sbx_0123/pay", { outcome: "approve" }],
        ["GET", "/api/billing/sandbox/portal", undefined],
        ["POST", "/api/billing/sandbox/clock", { days: 8 }],
      ] as const) {
        const r = await student.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(r.statusCode, url).toBe(403);
        expect(r.json()).toMatchObject({ code: "SANDBOX_ONLY", message: BILLING_MESSAGES.sandboxOnly });
      }
    } finally {
      await prod.close();
    }
  });
});
