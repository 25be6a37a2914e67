import type { SubscriptionSummary } from "#domain/billing/api";
import { canWithdraw, displayStatus, withdrawalDeadline } from "#domain/billing/rules";
import type { PlanRow, SubscriptionRow } from "./repository.ts";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export function subscriptionSummaryDto(row: SubscriptionRow, plan: PlanRow, now: Date): SubscriptionSummary {
  const renewing = row.kind === "subscription" && row.source !== "admin" && !row.cancelAtPeriodEnd;
  const status = row.status === "past_due" || row.status === "cancelled" ? row.status : "active";
  return {
    id: row.id,
    kind: row.kind === "pass" ? "pass" : "subscription",
    plan: { id: plan.id, slug: plan.slug, name: plan.name },
    status,
    displayStatus: displayStatus(row, now),
    billingType: row.billingType === "annual" ? "annual" : "monthly",
    paymentMethod:
      row.paymentMethod === "card" || row.paymentMethod === "boleto" || row.paymentMethod === "pix"
        ? row.paymentMethod
        : null,
    amount: row.amount,
    source: row.source === "stripe" || row.source === "sandbox" ? row.source : "admin",
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    nextChargeAt: renewing && status !== "cancelled" ? iso(row.endsAt) : null,
    trialEndsAt: iso(row.trialEndsAt),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledAt: iso(row.cancelledAt),
    firstPaidAt: iso(row.firstPaidAt),
    refundedAt: iso(row.refundedAt),
    refundAmount: row.refundAmount,
    withdrawalUntil:
      row.firstPaidAt && row.source !== "admin" && canWithdraw(row, now)
        ? withdrawalDeadline(row.firstPaidAt).toISOString()
        : null,
  };
}
