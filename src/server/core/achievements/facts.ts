import type { AchievementFacts } from "#domain/achievements/catalogue";
import { startOfLocalDayAgo } from "#domain/shared/calendar";
import { streakToday } from "#server/core/activity/activity";
import type { Queryable } from "#server/db/client";
import {
  bestScorePerExercise,
  countExercisesCompletedSince,
  essayTotals,
  findProgress,
} from "./repository.ts";

/** Everything the achievement rules look at, read from the student's records. */
export async function loadAchievementFacts(
  db: Queryable,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<AchievementFacts> {
  const progress = await findProgress(db, userId);
  const perExercise = await bestScorePerExercise(db, userId);

  const passedBySubject: Record<string, number> = {};
  for (const row of perExercise)
    if ((row.best ?? 0) >= 70) passedBySubject[row.subjectSlug] = (passedBySubject[row.subjectSlug] ?? 0) + 1;

  const weeklySolved = await countExercisesCompletedSince(db, userId, startOfLocalDayAgo(now, 6, timeZone));
  const essays = await essayTotals(db, userId);

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
    // Kept by a trigger in the transaction of each message (migration 0011).
    messagesSent: progress?.messagesSent ?? 0,
    correctedEssays: essays.corrected,
    bestEssayScore: essays.best,
    weeklyGoalReached: weeklySolved >= weeklyGoal,
  };
}
