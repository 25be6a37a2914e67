import { APP_ROUTES } from "#domain/shared/routes";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { usePlans } from "#web/lib/api/plans.ts";
import { useSession } from "#web/lib/session.ts";

type PlanPrice = { slug: string; monthlyPrice: number };

/** The plan just above `currentSlug` by price (the cheapest plan above the free one for a visitor). */
export function nextPlanSlug(plans: readonly PlanPrice[], currentSlug: string | null): string | null {
  const sorted = [...plans].sort((a, b) => a.monthlyPrice - b.monthlyPrice);
  const current = sorted.find((p) => p.slug === currentSlug) ?? sorted[0];
  if (!current) return null;
  return sorted.find((p) => p.monthlyPrice > current.monthlyPrice)?.slug ?? null;
}

/** The plans page with one plan highlighted (`?plano=<slug>`), or the page itself without one. */
export function upgradePath(slug: string | null): string {
  return slug ? `${APP_ROUTES.plans}?plano=${encodeURIComponent(slug)}` : APP_ROUTES.plans;
}

/** Where every 'Fazer upgrade' leads: the plans page, with the plan above the student's highlighted. */
export function useUpgradePath(): string {
  const { user } = useSession();
  const plans = usePlans();
  const entitlements = useEntitlements(user !== null);
  if (!plans.data) return APP_ROUTES.plans;
  return upgradePath(nextPlanSlug(plans.data, entitlements.data?.plan.slug ?? null));
}
