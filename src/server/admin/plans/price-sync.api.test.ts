import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backgroundJobs, subscriptionPlans } from "#server/db/schema/index";
import { runBillingJobs as drainJobs } from "#server/test-support/billing-jobs";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { type FakeStripe, startFakeStripe } from "#server/test-support/fake-stripe-server";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { formOf, planBySlug, planForm, syncJobsOf } from "./test-fixtures.ts";

let t: TestApp;
let fake: FakeStripe;
let admin: Student;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: fake.env });
  // Start-up creates the prices of the three paid plans.
  await vi.waitFor(() => expect(fake.prices.size).toBe(6), { timeout: 10_000 });
  admin = await createStaff(t, "admin");
}, 60_000);
afterAll(async () => {
  await t?.close();
  // The last test has closed it already.
  await fake?.close().catch(() => {});
});

const runBillingJobs = () => drainJobs(t);

const pricesByKey = (key: string) => [...fake.prices.values()].filter((p) => p.lookup_key === key);
const stored = async (id: string) =>
  (await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)))[0]!;

describe("what staff change in a plan reaches Stripe through the billing worker", () => {
  it("a new plan gets its product and prices; a price change makes a new price and moves the key", async () => {
    const plan = (await admin.post("/api/admin/plans", planForm({ name: "Plano Stripe" }))).json().plan;
    await runBillingJobs();
    const jobs = await syncJobsOf(t, plan.id);
    expect(jobs.map((j) => j.status)).toEqual(["done"]);
    expect(fake.products.get("rumo_plan_plano-stripe")).toMatchObject({ name: "Rumo Plano Stripe" });
    const [monthly] = pricesByKey("rumo_plano-stripe_monthly");
    expect(monthly).toMatchObject({ unit_amount: 2990, recurring: { interval: "month" }, active: true });
    expect(pricesByKey("rumo_plano-stripe_annual")[0]).toMatchObject({ unit_amount: 29900 });
    expect((await stored(plan.id)).stripeMonthlyPriceId).toBe(monthly!.id);

    const edit = await admin.put(
      `/api/admin/plans/${plan.id}`,
      formOf(plan, { monthlyPrice: 31.5, name: "Plano Stripe Plus" }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await runBillingJobs();
    const [current] = pricesByKey("rumo_plano-stripe_monthly");
    expect(current).toMatchObject({ unit_amount: 3150, active: true });
    expect(current!.id).not.toBe(monthly!.id);
    // Whoever pays the old price keeps it (Stripe prices never change).
    expect(fake.prices.get(monthly!.id)).toMatchObject({ unit_amount: 2990, lookup_key: null });
    expect((await stored(plan.id)).stripeMonthlyPriceId).toBe(current!.id);
    expect(fake.products.get("rumo_plan_plano-stripe")).toMatchObject({ name: "Rumo Plano Stripe Plus" });

    // A student can buy it at the new price.
    const student = await createStudent(t);
    const checkout = await student.post("/api/billing/checkout", {
      planId: plan.id,
      billingType: "monthly",
      paymentMethod: "card",
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });

  it("an archived plan gets no new price and is no longer sold", async () => {
    const plan = (await admin.post("/api/admin/plans", planForm({ name: "Plano Arquivo" }))).json().plan;
    await runBillingJobs();
    const ana = await createStudent(t);
    expect((await admin.put(`/api/admin/users/${ana.id}/plan`, { plan: plan.slug })).statusCode).toBe(200);
    // A price change saved just before the plan is archived is not pushed to Stripe.
    await t.database.db
      .update(subscriptionPlans)
      .set({ monthlyPrice: 77 })
      .where(eq(subscriptionPlans.id, plan.id));
    expect((await admin.delete(`/api/admin/plans/${plan.id}`)).json().outcome).toBe("archived");
    const before = fake.prices.size;
    await runBillingJobs();
    expect(fake.prices.size).toBe(before);
    expect(pricesByKey("rumo_plano-arquivo_monthly")[0]).toMatchObject({ unit_amount: 2990 });

    const student = await createStudent(t);
    const checkout = await student.post("/api/billing/checkout", {
      planId: plan.id,
      billingType: "monthly",
      paymentMethod: "card",
    });
    expect(checkout.statusCode).toBe(404);
  });

  it("a job whose sync fails is retried, not lost", async () => {
    const nerd = await planBySlug(admin, "nerd");
    await fake.close();
    try {
      await admin.put(`/api/admin/plans/${nerd.id}`, formOf(nerd, { monthlyPrice: 35 }));
      await runBillingJobs();
      const [job] = (await syncJobsOf(t, nerd.id)).slice(-1);
      expect(job).toMatchObject({ status: "pending", attempts: 1 });
      expect(job!.lastError).toBeTruthy();
    } finally {
      await t.database.db.delete(backgroundJobs).where(eq(backgroundJobs.kind, "billing.sync_plan_prices"));
    }
  });
});
