import type { PlanRow } from "#server/core/entitlements/repository";

/** A plan as the plan list shows it. */
export function planDto(p: PlanRow) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    monthlyPrice: p.monthlyPrice,
    annualPrice: p.annualPrice,
    features: p.features,
    mostPopular: p.mostPopular,
    maxChatMessages: p.maxChatMessages,
    maxExercises: p.maxExercises,
  };
}
