import { and, desc, eq, gte, sql } from "drizzle-orm";
import { STUDY_FRIEND } from "#domain/catalog/api";
import type { Queryable } from "#server/db/client";
import {
  chatMessages,
  essayTopics,
  subscriptionPlans,
  userAnswers,
  userEssays,
  userSubscriptions,
} from "#server/db/schema/index";

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export async function findPlanBySlug(db: Queryable, slug: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  return plan;
}

export async function subscriptionsOf(db: Queryable, userId: string) {
  return db
    .select({ subscription: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt));
}

/**
 * Messages the student sent since `since` (to every tutor), and the distinct subjects they studied:
 * the general study friend is not a subject, so it never counts against 'subjects per day'.
 */
export async function chatUsageSince(db: Queryable, userId: string, since: Date) {
  const rows = await db
    .select({ subject: chatMessages.subject, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, "user"),
        gte(chatMessages.createdAt, since),
      ),
    )
    .groupBy(chatMessages.subject);
  return {
    messages: rows.reduce((n, r) => n + r.count, 0),
    subjects: rows.map((r) => r.subject).filter((s) => s !== STUDY_FRIEND.slug),
  };
}

/** Distinct exercises answered since `since`, including attempts later reset. */
export async function exercisesAnsweredSince(db: Queryable, userId: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ exerciseId: userAnswers.exerciseId })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), gte(userAnswers.createdAt, since)));
  return rows.map((r) => r.exerciseId);
}

/**
 * Essays submitted this period on ENEM and on original topics, and corrections: those delivered this
 * period plus those still owed (submitted, not corrected yet), so a queued correction already holds
 * its place against the limit and two quick submissions cannot overrun it.
 */
export async function essayUsageSince(db: Queryable, userId: string, since: Date) {
  const [row] = await db
    .select({
      vestibular: sql<number>`count(*) filter (where ${userEssays.submittedAt} >= ${since} and coalesce(${essayTopics.source}, 'enem_historico') <> 'autoral')::int`,
      autoral: sql<number>`count(*) filter (where ${userEssays.submittedAt} >= ${since} and ${essayTopics.source} = 'autoral')::int`,
      corrections: sql<number>`count(*) filter (where ${userEssays.correctedAt} >= ${since} or (${userEssays.status} = 'finalizada' and ${userEssays.correctedAt} is null))::int`,
    })
    .from(userEssays)
    .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
    .where(eq(userEssays.userId, userId));
  return { vestibular: row?.vestibular ?? 0, autoral: row?.autoral ?? 0, corrections: row?.corrections ?? 0 };
}
