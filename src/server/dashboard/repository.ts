import { and, countDistinct, desc, eq, gte } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  exerciseCompletions,
  favouriteSubjects,
  newsItems,
  profiles,
  subjects,
  userProgress,
} from "#server/db/schema/index";

export async function distinctCompletedSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(exerciseCompletions.exerciseId) })
    .from(exerciseCompletions)
    .where(and(eq(exerciseCompletions.userId, userId), gte(exerciseCompletions.completedAt, since)));
  return row?.count ?? 0;
}

/** The student's use and errors per active subject (a row each, at most one per subject). */
export async function subjectActivity(db: Queryable, userId: string) {
  return db
    .select({
      name: subjects.name,
      slug: subjects.slug,
      color: subjects.color,
      icon: subjects.icon,
      emoji: subjects.emoji,
      useCount: favouriteSubjects.useCount,
      errorCount: favouriteSubjects.errorCount,
    })
    .from(favouriteSubjects)
    .innerJoin(subjects, eq(subjects.id, favouriteSubjects.subjectId))
    .where(and(eq(favouriteSubjects.userId, userId), eq(subjects.active, true)));
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

/** Profile and progress (with the lifetime figures the triggers keep) in one read. */
export async function findStudent(db: Queryable, userId: string) {
  const [row] = await db
    .select({ profile: profiles, progress: userProgress })
    .from(userProgress)
    .leftJoin(profiles, eq(profiles.userId, userProgress.userId))
    .where(eq(userProgress.userId, userId));
  return { profile: row?.profile ?? undefined, progress: row?.progress };
}
