import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStaff,
  createStudent,
  planIdOf,
  recordingMailer,
  type Student,
} from "#server/test-support/factories";
import { type FakeStripe, startFakeStripe } from "#server/test-support/fake-stripe-server";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { createBillingWorker } from "./start-worker.ts";

let t: TestApp;
let admin: Student;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  // Only where Stripe's API is (the fake): the keys come from the admin's settings, not the environment.
  t = await createTestApp({ env: { STRIPE_API_BASE: fake.url } });
  admin = await createStaff(t, "admin");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function checkout() {
  const student = await createStudent(t);
  const res = await student.post("/api/billing/checkout", {
    planId: await planIdOf(t, "estudante"),
    billingType: "monthly",
    paymentMethod: "card",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string };
}

const keys = (environment: "sandbox" | "production") => ({
  environment,
  sandboxSecretKey: fake.secretKey,
  sandboxPublicKey: "pk_test_rumo_publica",
  sandboxWebhookSecret: fake.webhookSecret,
  productionPublicKey: "",
});

describe("Stripe keys saved in Configurações apply at once, without a restart", () => {
  it("goes from the local sandbox to Stripe with the saved keys, and back when production has none", async () => {
    await checkout();
    expect(fake.sessions.size).toBe(0);

    const saved = await admin.put("/api/admin/settings/stripe", keys("sandbox"));
    expect(saved.statusCode, saved.body).toBe(200);
    // The queued sync creates every paid plan's prices (monthly and annual) in the new account.
    await createBillingWorker({
      db: t.database.db,
      mailer: recordingMailer(),
      config: t.app.ctx.config,
      log: t.app.log,
    }).drain();
    expect(fake.prices.size).toBe(6);
    await checkout();
    expect(fake.sessions.size).toBe(1);
    const sessionCall = fake.calls("POST", "/v1/checkout/sessions").at(-1)!;
    expect(sessionCall.headers.authorization).toBe(`Bearer ${fake.secretKey}`);

    // Production chosen with no production keys: new payments go to the local sandbox again.
    await admin.put("/api/admin/settings/stripe", keys("production"));
    await checkout();
    expect(fake.sessions.size).toBe(1);
  });
});
