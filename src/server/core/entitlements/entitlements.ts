import type { EntitlementsDto, LimitUsage } from "#domain/plans/api";
import {
  activeSubscription,
  featureAllowed,
  isUnlimited,
  type Limit,
  remainingOf,
  SUBSCRIPTION_FEATURES,
  type SubscriptionFeature,
} from "#domain/plans/entitlements";
import { startOfLocalDay, startOfLocalMonth } from "#domain/shared/calendar";
import type { Queryable } from "#server/db/client";
import { type PlanRow, readUsage, type Usage, usageFromRow } from "./repository.ts";

export type Entitlements = {
  plan: PlanRow;
  hasActiveSubscription: boolean;
  subscriptionEndsAt: Date | null;
  modules: {
    chat: boolean;
    exercises: boolean;
    redacao: boolean;
    simulados: boolean;
    relatorios: boolean;
    analytics: boolean;
    turbo: boolean;
  };
  chatMessagesToday: LimitUsage;
  exercisesToday: LimitUsage & { exerciseIds: string[] };
  subjectsToday: LimitUsage & { subjects: string[] };
  historyDays: number | null;
  essaysThisMonth: LimitUsage;
  autoralEssaysThisMonth: LimitUsage;
  correctionsThisMonth: LimitUsage;
  stepByStepToday: LimitUsage;
  features: Record<SubscriptionFeature, boolean>;
};

/** A subscription bought online that will charge again by itself. */
export function renews(s: { kind: string; source: string; cancelAtPeriodEnd: boolean }): boolean {
  return s.kind === "subscription" && s.source !== "admin" && !s.cancelAtPeriodEnd;
}

function usage(limit: Limit, used: number): LimitUsage {
  return { used, limit: isUnlimited(limit) ? null : (limit as number), remaining: remainingOf(limit, used) };
}

/**
 * The one place that answers, for a student at a moment: the plan in force, its limits, what was
 * used today and this month (calendar of `timeZone`), what remains, and which modules and features
 * are allowed. Usage is always counted from the logs, never from a stored counter, in one statement.
 */
export async function loadEntitlements(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Entitlements> {
  const [row] = await readUsage(db, usageParams(userId, now, timeZone));
  return entitlementsFrom(usageFromRow(row!), now);
}

/** The statement parameters of a student's day and month on the calendar of `timeZone`. */
export function usageParams(userId: string, now: Date, timeZone: string) {
  return {
    userId,
    dayStart: startOfLocalDay(now, timeZone).toISOString(),
    monthStart: startOfLocalMonth(now, timeZone).toISOString(),
  };
}

/** The entitlements that follow from a student's subscriptions and use at `now`. */
export function entitlementsFrom(facts: Usage, now: Date): Entitlements {
  const inForce = activeSubscription(
    facts.subscriptions.map((s) => ({ ...s.subscription, plan: s.plan, renews: renews(s.subscription) })),
    now,
  );
  const plan = inForce?.plan ?? facts.freePlan;
  if (!plan) throw new Error("the Gratuito plan is missing: run the seed");
  const { chat, exerciseIds, essays } = facts;

  const hasActiveSubscription = inForce !== null;
  const features = Object.fromEntries(
    SUBSCRIPTION_FEATURES.map((f) => [f, featureAllowed(f, hasActiveSubscription)]),
  ) as Record<SubscriptionFeature, boolean>;
  return {
    plan,
    hasActiveSubscription,
    subscriptionEndsAt: inForce?.endsAt ?? null,
    modules: {
      chat: plan.chatEnabled && plan.modulesEnabled.chat !== false,
      exercises: plan.exercisesEnabled && plan.modulesEnabled.exercises !== false,
      redacao: plan.essaysEnabled && plan.modulesEnabled.redacao !== false,
      simulados: plan.modulesEnabled.simulados === true,
      relatorios: plan.modulesEnabled.relatorios === true,
      analytics: plan.modulesEnabled.analytics === true,
      turbo: plan.modulesEnabled.turbo === true,
    },
    chatMessagesToday: usage(plan.maxChatMessages, chat.messages),
    exercisesToday: { ...usage(plan.maxExercises, exerciseIds.length), exerciseIds },
    subjectsToday: { ...usage(plan.maxSubjectsPerDay, chat.subjects.length), subjects: chat.subjects },
    historyDays: isUnlimited(plan.historyDays) ? null : plan.historyDays,
    essaysThisMonth: usage(plan.maxEssaysVestibular, essays.vestibular),
    autoralEssaysThisMonth: usage(plan.maxEssaysAutoral, essays.autoral),
    correctionsThisMonth: usage(plan.maxEssayCorrections, essays.corrections),
    stepByStepToday: usage(plan.maxStepByStep, facts.stepByStepToday),
    features,
  };
}

export function entitlementsDto(e: Entitlements): EntitlementsDto {
  const { exerciseIds: _ids, ...exercisesToday } = e.exercisesToday;
  return {
    plan: { slug: e.plan.slug, name: e.plan.name },
    hasActiveSubscription: e.hasActiveSubscription,
    subscriptionEndsAt: e.subscriptionEndsAt?.toISOString() ?? null,
    modules: e.modules,
    chatMessagesToday: e.chatMessagesToday,
    exercisesToday,
    subjectsToday: e.subjectsToday,
    historyDays: e.historyDays,
    essaysThisMonth: e.essaysThisMonth,
    autoralEssaysThisMonth: e.autoralEssaysThisMonth,
    correctionsThisMonth: e.correctionsThisMonth,
    stepByStepToday: e.stepByStepToday,
    features: e.features,
  };
}
