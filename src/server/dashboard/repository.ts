import { and, asc, countDistinct, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  chatMessages,
  exerciseCompletions,
  favouriteSubjects,
  newsItems,
  profiles,
  subjects,
  userAnswers,
  userProgress,
} from "#server/db/schema/index";

export async function answerTotals(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${userAnswers.correct})::int`,
    })
    .from(userAnswers)
    .where(eq(userAnswers.userId, userId));
  return { total: row?.total ?? 0, correct: row?.correct ?? 0 };
}

export async function messagesSent(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sender, "user")));
  return row?.count ?? 0;
}

export async function distinctCompletedSince(
  db: Queryable,
  userId: string,
  since: Date | null,
): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(exerciseCompletions.exerciseId) })
    .from(exerciseCompletions)
    .where(
      since
        ? and(eq(exerciseCompletions.userId, userId), gte(exerciseCompletions.completedAt, since))
        : eq(exerciseCompletions.userId, userId),
    );
  return row?.count ?? 0;
}

/**
 * The student's top 3 active subjects by `column` of user_materias_favoritas (use or errors), only
 * those above zero, ties in alphabetical order.
 */
export async function topSubjectsBy(db: Queryable, userId: string, column: "useCount" | "errorCount") {
  const count = favouriteSubjects[column];
  return db
    .select({
      name: subjects.name,
      slug: subjects.slug,
      color: subjects.color,
      icon: subjects.icon,
      emoji: subjects.emoji,
      count,
    })
    .from(favouriteSubjects)
    .innerJoin(subjects, eq(subjects.id, favouriteSubjects.subjectId))
    .where(and(eq(favouriteSubjects.userId, userId), eq(subjects.active, true), gt(count, 0)))
    .orderBy(desc(count), asc(subjects.name))
    .limit(3);
}

export async function latestNews(db: Queryable, limit: number) {
  return db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      summary: newsItems.summary,
      category: newsItems.category,
      url: newsItems.url,
      publishedAt: newsItems.publishedAt,
    })
    .from(newsItems)
    .where(eq(newsItems.active, true))
    .orderBy(desc(newsItems.publishedAt))
    .limit(limit);
}

export async function findProfile(db: Queryable, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

export async function findProgress(db: Queryable, userId: string) {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  return progress;
}
