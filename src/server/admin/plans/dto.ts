import type { AdminPlan } from "#domain/admin/plans";
import { FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import type { PlanRow } from "./repository.ts";

/** A plan as the back office shows it; the Stripe price ids stay on the server. */
export function adminPlanDto(p: PlanRow, subscriptions: number): AdminPlan {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    monthlyPrice: p.monthlyPrice,
    annualPrice: p.annualPrice,
    features: p.features,
    modules: modulesOf(p),
    maxChatMessages: p.maxChatMessages,
    maxExercises: p.maxExercises,
    maxEssaysVestibular: p.maxEssaysVestibular,
    maxEssaysAutoral: p.maxEssaysAutoral,
    maxEssayCorrections: p.maxEssayCorrections,
    maxSubjectsPerDay: p.maxSubjectsPerDay,
    historyDays: p.historyDays,
    maxStepByStep: p.maxStepByStep,
    mostPopular: p.mostPopular,
    active: p.active,
    free: p.slug === FREE_PLAN_SLUG,
    subscriptions,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A module is on when both the *_enabled column and modules_enabled say so (as the limit checks read it). */
export function modulesOf(p: PlanRow) {
  return {
    chat: p.chatEnabled && p.modulesEnabled.chat !== false,
    exercises: p.exercisesEnabled && p.modulesEnabled.exercises !== false,
    redacao: p.essaysEnabled && p.modulesEnabled.redacao !== false,
    simulados: p.modulesEnabled.simulados === true,
    relatorios: p.modulesEnabled.relatorios === true,
    analytics: p.modulesEnabled.analytics === true,
    turbo: p.modulesEnabled.turbo === true,
  };
}

/** What an audit entry keeps of a plan (every field staff can edit). */
export function auditView(p: PlanRow): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    stripeMonthlyPriceId: _m,
    stripeAnnualPriceId: _a,
    ...rest
  } = p;
  return { ...rest, archivedAt: p.archivedAt?.toISOString() ?? null };
}

/** Only the fields that differ between two views, as { before, after }. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}
