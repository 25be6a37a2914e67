import { describe, expect, it } from "vitest";
import { activeSubscription } from "#domain/plans/entitlements";
import {
  annualSaving,
  canWithdraw,
  displayStatus,
  passStart,
  periodEnd,
  purchaseKindOf,
  RENEWAL_GRACE_HOURS,
  storedStatusOf,
  toCents,
  trialEnd,
  withdrawalDeadline,
} from "./rules.ts";

const at = (iso: string) => new Date(iso);

describe("billing rules", () => {
  it("shows the annual saving as twelve months minus the annual price", () => {
    expect(annualSaving(19.99, 199.9)).toBe(39.98);
    expect(annualSaving(9.99, 99.9)).toBe(19.98);
    expect(annualSaving(10, 150)).toBe(0);
  });

  it("sells Pix as a pass and card or boleto as a subscription", () => {
    expect(purchaseKindOf("pix")).toBe("pass");
    expect(purchaseKindOf("card")).toBe("subscription");
    expect(purchaseKindOf("boleto")).toBe("subscription");
  });

  it("counts money in whole cents without float drift", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(199.9)).toBe(19990);
  });

  it("ends a monthly period a calendar month later and an annual one a year later", () => {
    expect(periodEnd(at("2026-01-31T12:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(periodEnd(at("2026-03-10T12:00:00Z"), "annual").toISOString()).toBe("2027-03-10T12:00:00.000Z");
    expect(trialEnd(at("2026-03-10T12:00:00Z")).toISOString()).toBe("2026-03-17T12:00:00.000Z");
  });

  it("starts a second pass of the same plan where the first ends", () => {
    const now = at("2026-05-01T00:00:00Z");
    expect(passStart(now, at("2026-05-20T00:00:00Z")).toISOString()).toBe("2026-05-20T00:00:00.000Z");
    expect(passStart(now, at("2026-04-20T00:00:00Z"))).toBe(now);
    expect(passStart(now, null)).toBe(now);
  });

  it("allows withdrawal with refund for 7 days after the first payment, once", () => {
    const paid = at("2026-05-01T10:00:00Z");
    const row = { firstPaidAt: paid, refundedAt: null, status: "active" };
    expect(withdrawalDeadline(paid).toISOString()).toBe("2026-05-08T10:00:00.000Z");
    expect(canWithdraw(row, at("2026-05-08T09:59:00Z"))).toBe(true);
    expect(canWithdraw(row, at("2026-05-08T10:01:00Z"))).toBe(false);
    expect(canWithdraw({ ...row, refundedAt: paid }, at("2026-05-02T00:00:00Z"))).toBe(false);
    expect(canWithdraw({ ...row, firstPaidAt: null }, at("2026-05-02T00:00:00Z"))).toBe(false);
  });

  it("reads a provider's status in Rumo's terms", () => {
    expect(storedStatusOf("trialing")).toBe("active");
    expect(storedStatusOf("active")).toBe("active");
    expect(storedStatusOf("past_due")).toBe("past_due");
    expect(storedStatusOf("canceled")).toBe("cancelled");
    expect(storedStatusOf("incomplete")).toBeNull();
  });

  it("displays Ativa, Cancelada or Expirada", () => {
    const now = at("2026-05-01T00:00:00Z");
    expect(displayStatus({ status: "active", endsAt: null }, now)).toBe("Ativa");
    expect(displayStatus({ status: "active", endsAt: at("2026-04-01T00:00:00Z") }, now)).toBe("Expirada");
    expect(displayStatus({ status: "cancelled", endsAt: at("2026-06-01T00:00:00Z") }, now)).toBe("Cancelada");
  });
});

describe("the plan in force", () => {
  const now = at("2026-05-10T12:00:00Z");
  const row = (over: Partial<{ status: string; endsAt: Date | null; renews: boolean; createdAt: Date }>) => ({
    status: "active",
    endsAt: at("2026-05-10T00:00:00Z"),
    createdAt: at("2026-04-10T00:00:00Z"),
    renews: false,
    ...over,
  });

  it("keeps a renewing subscription for a short grace past its period end, not a pass", () => {
    expect(activeSubscription([row({ renews: true })], now)).not.toBeNull();
    expect(activeSubscription([row({ renews: false })], now)).toBeNull();
    const late = new Date(at("2026-05-10T00:00:00Z").getTime() + (RENEWAL_GRACE_HOURS + 1) * 3_600_000);
    expect(activeSubscription([row({ renews: true })], late)).toBeNull();
  });

  it("keeps the plan while a failed renewal is retried, and drops it once cancelled", () => {
    expect(
      activeSubscription([row({ status: "past_due", endsAt: at("2026-06-10T00:00:00Z") })], now),
    ).not.toBeNull();
    expect(
      activeSubscription([row({ status: "cancelled", endsAt: at("2026-06-10T00:00:00Z") })], now),
    ).toBeNull();
  });
});
