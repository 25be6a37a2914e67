import { and, countDistinct, eq, gte, max, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  exerciseCompletions,
  exercises,
  subjects,
  topics,
  userAchievements,
  userEssays,
  userProgress,
} from "#server/db/schema/index";

export type UserAchievementRow = typeof userAchievements.$inferSelect;
type UserAchievementInsert = typeof userAchievements.$inferInsert;

/** Every achievement row stored for the student, earned or locked. */
export async function findUserAchievements(db: Queryable, userId: string): Promise<UserAchievementRow[]> {
  return db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
}

/** Stores achievement rows; an existing row takes the new name, description and earned state. */
export async function upsertUserAchievements(db: Queryable, rows: UserAchievementInsert[]): Promise<void> {
  await db
    .insert(userAchievements)
    .values(rows)
    .onConflictDoUpdate({
      target: [userAchievements.userId, userAchievements.type],
      set: {
        name: sql`excluded.achievement_name`,
        description: sql`excluded.achievement_description`,
        earned: sql`excluded.earned`,
        earnedAt: sql`excluded.earned_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The student's progress row (points, streak, weekly goal); undefined when they have none yet. */
export async function findProgress(db: Queryable, userId: string) {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  return progress;
}

/** One row per exercise the student completed: its subject, difficulty and best score. */
export async function bestScorePerExercise(db: Queryable, userId: string) {
  return db
    .select({
      exerciseId: exerciseCompletions.exerciseId,
      subjectSlug: subjects.slug,
      difficulty: exercises.difficulty,
      best: max(exerciseCompletions.scorePercent),
    })
    .from(exerciseCompletions)
    .innerJoin(exercises, eq(exercises.id, exerciseCompletions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(exerciseCompletions.userId, userId))
    .groupBy(exerciseCompletions.exerciseId, subjects.slug, exercises.difficulty);
}

/** How many different exercises the student completed since `since`. */
export async function countExercisesCompletedSince(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<number> {
  const [weekly] = await db
    .select({ solved: countDistinct(exerciseCompletions.exerciseId) })
    .from(exerciseCompletions)
    .where(and(eq(exerciseCompletions.userId, userId), gte(exerciseCompletions.completedAt, since)));
  return weekly?.solved ?? 0;
}

/** The student's corrected essays and best final score (0 without any). */
export async function essayTotals(
  db: Queryable,
  userId: string,
): Promise<{ corrected: number; best: number }> {
  const [essays] = await db
    .select({
      corrected: sql<number>`count(*) filter (where ${userEssays.status} = 'corrigida')::int`,
      best: sql<number>`coalesce(max(${userEssays.finalScore}), 0)::int`,
    })
    .from(userEssays)
    .where(eq(userEssays.userId, userId));
  return { corrected: essays?.corrected ?? 0, best: essays?.best ?? 0 };
}
