import { RENEWAL_GRACE_HOURS } from "#domain/billing/rules";

/**
 * Plan limits and entitlements (docs/product.md#plans-and-limits,
 * docs/decisions/013-plan-limits-on-the-plan-row.md).
 * A limit of 0 or null means unlimited; remaining is then reported as -1.
 */
export const UNLIMITED = -1;

export type Limit = number | null | undefined;

export function isUnlimited(limit: Limit): boolean {
  return limit == null || limit <= 0;
}

/** What is left of a limit after `used`; -1 when unlimited, never below 0. */
export function remainingOf(limit: Limit, used: number): number {
  if (isUnlimited(limit)) return UNLIMITED;
  return Math.max(0, (limit as number) - used);
}

export function withinLimit(limit: Limit, used: number): boolean {
  return isUnlimited(limit) || used < (limit as number);
}

/** Features that need an active (paid) subscription; everything else is allowed to every plan. */
export const SUBSCRIPTION_FEATURES = [
  "unlimited_exercises",
  "unlimited_chat",
  "advanced_analytics",
  "priority_support",
  "redacao_autoral",
] as const;
export type SubscriptionFeature = (typeof SUBSCRIPTION_FEATURES)[number];

export function featureAllowed(_feature: SubscriptionFeature, hasActiveSubscription: boolean): boolean {
  return hasActiveSubscription;
}

export type SubscriptionLike = {
  status: string;
  endsAt: Date | null;
  createdAt: Date;
  /** A subscription that will renew by itself (not a pass, not cancelled at period end). */
  renews?: boolean;
  /** A pass bought to follow another one starts later. */
  startsAt?: Date;
};

/**
 * The subscription in force: the latest one, active or with a renewal being retried, whose end is
 * absent or in the future; a renewing one keeps a short grace past its period end
 * (RENEWAL_GRACE_HOURS) while the renewal's confirmation arrives.
 */
export function activeSubscription<T extends SubscriptionLike>(subscriptions: T[], now: Date): T | null {
  const inForce = subscriptions
    .filter(
      (s) =>
        (s.status === "active" || s.status === "past_due") &&
        endsAfter(s, now) &&
        (!s.startsAt || s.startsAt.getTime() <= now.getTime()),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return inForce[0] ?? null;
}

function endsAfter(s: SubscriptionLike, now: Date): boolean {
  if (s.endsAt === null) return true;
  const grace = s.renews ? RENEWAL_GRACE_HOURS * 3_600_000 : 0;
  return s.endsAt.getTime() + grace > now.getTime();
}

export const FREE_PLAN_SLUG = "gratuito";
