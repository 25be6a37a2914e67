import type { EntitlementsDto, LimitUsage } from "#domain/plans/api";
import {
  activeSubscription,
  FREE_PLAN_SLUG,
  featureAllowed,
  isUnlimited,
  type Limit,
  remainingOf,
  SUBSCRIPTION_FEATURES,
  type SubscriptionFeature,
} from "#domain/plans/entitlements";
import { startOfLocalDay, startOfLocalMonth } from "#domain/shared/calendar";
import type { Queryable } from "#server/db/client";
import {
  chatUsageSince,
  essayUsageSince,
  exercisesAnsweredSince,
  findPlanBySlug,
  type PlanRow,
  subscriptionsOf,
} from "./repository.ts";

export type Entitlements = {
  plan: PlanRow;
  hasActiveSubscription: boolean;
  subscriptionEndsAt: Date | null;
  modules: { chat: boolean; exercises: boolean; redacao: boolean };
  chatMessagesToday: LimitUsage;
  exercisesToday: LimitUsage & { exerciseIds: string[] };
  subjectsToday: LimitUsage & { subjects: string[] };
  historyDays: number | null;
  essaysThisMonth: LimitUsage;
  autoralEssaysThisMonth: LimitUsage;
  correctionsThisMonth: LimitUsage;
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
 * are allowed. Usage is always counted from the logs, never from a stored counter.
 */
export async function loadEntitlements(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Entitlements> {
  const subscriptions = await subscriptionsOf(db, userId);
  const inForce = activeSubscription(
    subscriptions.map((s) => ({ ...s.subscription, plan: s.plan, renews: renews(s.subscription) })),
    now,
  );
  const plan = inForce?.plan ?? (await findPlanBySlug(db, FREE_PLAN_SLUG));
  if (!plan) throw new Error("the Gratuito plan is missing: run the seed");

  const dayStart = startOfLocalDay(now, timeZone);
  const monthStart = startOfLocalMonth(now, timeZone);
  // One after the other: inside a transaction they share a single connection.
  const chat = await chatUsageSince(db, userId, dayStart);
  const exerciseIds = await exercisesAnsweredSince(db, userId, dayStart);
  const essays = await essayUsageSince(db, userId, monthStart);

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
    },
    chatMessagesToday: usage(plan.maxChatMessages, chat.messages),
    exercisesToday: { ...usage(plan.maxExercises, exerciseIds.length), exerciseIds },
    subjectsToday: { ...usage(plan.maxSubjectsPerDay, chat.subjects.length), subjects: chat.subjects },
    historyDays: isUnlimited(plan.historyDays) ? null : plan.historyDays,
    essaysThisMonth: usage(plan.maxEssaysVestibular, essays.vestibular),
    autoralEssaysThisMonth: usage(plan.maxEssaysAutoral, essays.autoral),
    correctionsThisMonth: usage(plan.maxEssayCorrections, essays.corrections),
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
    features: e.features,
  };
}
