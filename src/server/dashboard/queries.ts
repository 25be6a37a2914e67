import { and, countDistinct, desc, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import {
  chatMessages,
  exerciseCompletions,
  exercises,
  newsItems,
  subjects,
  topics,
  userAnswers,
} from "../db/schema/index.ts";

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

/** Per subject: answers given and wrong answers (all attempts), plus messages sent to its tutor. */
export async function activityBySubject(db: Queryable, userId: string) {
  const answers = await db
    .select({
      slug: subjects.slug,
      answers: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where not ${userAnswers.correct})::int`,
    })
    .from(userAnswers)
    .innerJoin(exercises, eq(exercises.id, userAnswers.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(userAnswers.userId, userId))
    .groupBy(subjects.slug);
  const messages = await db
    .select({ slug: chatMessages.subject, messages: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sender, "user")))
    .groupBy(chatMessages.subject);
  return { answers, messages };
}

export async function latestNews(db: Queryable, limit: number) {
  return db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      summary: newsItems.summary,
      category: newsItems.category,
      url: newsItems.url,
    })
    .from(newsItems)
    .where(eq(newsItems.active, true))
    .orderBy(desc(newsItems.publishedAt))
    .limit(limit);
}

export async function activeSubjects(db: Queryable) {
  return db.select().from(subjects).where(eq(subjects.active, true));
}
