import { and, countDistinct, eq, gte, max, sql } from "drizzle-orm";
import type { AchievementFacts } from "#domain/achievements/catalogue";
import { startOfLocalDayAgo } from "#domain/shared/calendar";
import { streakToday } from "#server/core/activity";
import type { Queryable } from "#server/db/client";
import {
  chatMessages,
  exerciseCompletions,
  exercises,
  subjects,
  topics,
  userEssays,
  userProgress,
} from "#server/db/schema/index";

/** Everything the achievement rules look at, read from the student's records. */
export async function loadAchievementFacts(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<AchievementFacts> {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  const perExercise = await db
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

  const passedBySubject: Record<string, number> = {};
  for (const row of perExercise)
    if ((row.best ?? 0) >= 70) passedBySubject[row.subjectSlug] = (passedBySubject[row.subjectSlug] ?? 0) + 1;

  const [weekly] = await db
    .select({ solved: countDistinct(exerciseCompletions.exerciseId) })
    .from(exerciseCompletions)
    .where(
      and(
        eq(exerciseCompletions.userId, userId),
        gte(exerciseCompletions.completedAt, startOfLocalDayAgo(now, 6, timeZone)),
      ),
    );
  const [messages] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sender, "user")));
  const [essays] = await db
    .select({
      corrected: sql<number>`count(*) filter (where ${userEssays.status} = 'corrigida')::int`,
      best: sql<number>`coalesce(max(${userEssays.finalScore}), 0)::int`,
    })
    .from(userEssays)
    .where(eq(userEssays.userId, userId));

  const weeklyGoal = progress?.weeklyGoal ?? 10;
  return {
    hasLoggedIn: true,
    knowledgePoints: progress?.knowledgePoints ?? 0,
    streakDays: streakToday(progress, now, timeZone),
    completedExercises: perExercise.length,
    perfectExercises: perExercise.filter((r) => r.best === 100).length,
    passedBySubject,
    subjectsPracticed: new Set(perExercise.map((r) => r.subjectSlug)).size,
    hardExercisesPassed: perExercise.filter((r) => r.difficulty === "Difícil" && (r.best ?? 0) >= 70).length,
    messagesSent: messages?.count ?? 0,
    correctedEssays: essays?.corrected ?? 0,
    bestEssayScore: essays?.best ?? 0,
    weeklyGoalReached: (weekly?.solved ?? 0) >= weeklyGoal,
  };
}
