import { addDays, addMonths, addYears } from "date-fns";

/**
 * Paying for a plan (docs/product.md#plans-and-payments): a subscription renews by card or boleto;
 * Pix buys a pass, one month or one year of a plan that ends without renewal.
 */
export const BILLING_TYPES = ["monthly", "annual"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const PAYMENT_METHODS = ["card", "boleto", "pix"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a payment method buys: Stripe cannot charge a Brazilian subscription by Pix. */
export type PurchaseKind = "subscription" | "pass";
export function purchaseKindOf(method: PaymentMethod): PurchaseKind {
  return method === "pix" ? "pass" : "subscription";
}

/** The free trial, once per student, on a subscription only. */
export const TRIAL_DAYS = 7;
/** Right of withdrawal (Código de Defesa do Consumidor, art. 49): 7 days from the first payment. */
export const WITHDRAWAL_DAYS = 7;
/**
 * A renewing subscription stays in force this long past its period end while the renewal's
 * confirmation is on its way, so a late webhook never drops a paying student to the free plan.
 */
export const RENEWAL_GRACE_HOURS = 72;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The saving the annual tab shows: twelve months minus the annual price, never negative. */
export function annualSaving(monthlyPrice: number, annualPrice: number): number {
  return Math.max(0, round2(12 * monthlyPrice - annualPrice));
}

export function priceOf(plan: { monthlyPrice: number; annualPrice: number }, billing: BillingType): number {
  return billing === "annual" ? plan.annualPrice : plan.monthlyPrice;
}

/** Whole cents, as payment providers count money. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function periodEnd(start: Date, billing: BillingType): Date {
  return billing === "annual" ? addYears(start, 1) : addMonths(start, 1);
}

/**
 * Where a new pass starts: at its purchase, or at the end of the student's pass of the same plan
 * still in force, so buying a second month extends the first instead of overlapping it.
 */
export function passStart(now: Date, samePlanPassEndsAt: Date | null): Date {
  return samePlanPassEndsAt && samePlanPassEndsAt.getTime() > now.getTime() ? samePlanPassEndsAt : now;
}

export function trialEnd(start: Date): Date {
  return addDays(start, TRIAL_DAYS);
}

export function withdrawalDeadline(firstPaidAt: Date): Date {
  return addDays(firstPaidAt, WITHDRAWAL_DAYS);
}

/**
 * Withdrawal with a full refund: only for what was paid, within 7 days of the first payment, once.
 * A trial that was never charged is simply cancelled.
 */
export function canWithdraw(
  s: { firstPaidAt: Date | null; refundedAt: Date | null; status: string },
  now: Date,
): boolean {
  if (!s.firstPaidAt || s.refundedAt || s.status === "cancelled") return false;
  return now.getTime() <= withdrawalDeadline(s.firstPaidAt).getTime();
}

/** Statuses Rumo stores for a subscription row (user_subscriptions.status). */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A provider's subscription status in Rumo's terms: a trial and a paid period are both active; a
 * failed renewal keeps the plan while the provider retries; anything that ended is cancelled.
 * An unfinished first payment (incomplete) gives nothing yet: null means "no row to keep".
 */
export function storedStatusOf(providerStatus: string): SubscriptionStatus | null {
  switch (providerStatus) {
    case "trialing":
    case "active":
      return "active";
    case "past_due":
      return "past_due";
    case "canceled":
    case "unpaid":
    case "incomplete_expired":
      return "cancelled";
    default:
      return null;
  }
}

/** How staff and the student read a row: 'Ativa', 'Cancelada' or 'Expirada'. */
export type DisplayStatus = "Ativa" | "Cancelada" | "Expirada";
export function displayStatus(s: { status: string; endsAt: Date | null }, now: Date): DisplayStatus {
  if (s.status === "cancelled") return "Cancelada";
  if ((s.status === "active" || s.status === "past_due") && (!s.endsAt || s.endsAt.getTime() > now.getTime()))
    return "Ativa";
  return "Expirada";
}
