import { eq, sql } from "drizzle-orm";
import { currentStreak, streakAfterActivity } from "#domain/progress/streak";
import { dayKey } from "#domain/shared/calendar";
import type { Queryable } from "#server/db/client";
import { userProgress } from "#server/db/schema/index";

/**
 * Locks the student's progress row for the rest of the transaction, creating it when missing.
 * Every event that changes points or usage takes this lock first, so two requests of the same
 * student (a double click, two tabs) are applied one after the other.
 */
export async function lockProgress(tx: Queryable, userId: string) {
  await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(userProgress).where(eq(userProgress.userId, userId)).for("update");
  if (!row) throw new Error("progress row missing");
  return row;
}

/** Adds knowledge points and moves the study streak for activity at `at` (calendar of `timeZone`). */
export async function recordActivity(
  tx: Queryable,
  userId: string,
  event: { points: number; at: Date; timeZone: string },
): Promise<{ knowledgePoints: number; streakDays: number }> {
  const current = await lockProgress(tx, userId);
  const streak = streakAfterActivity(
    { streakDays: current.streakDays, lastActivityDay: current.lastActivityDay },
    dayKey(event.at, event.timeZone),
  );
  const [updated] = await tx
    .update(userProgress)
    .set({
      knowledgePoints: sql`${userProgress.knowledgePoints} + ${event.points}`,
      streakDays: streak.streakDays,
      lastActivityDay: streak.lastActivityDay,
      updatedAt: event.at,
    })
    .where(eq(userProgress.userId, userId))
    .returning({ knowledgePoints: userProgress.knowledgePoints, streakDays: userProgress.streakDays });
  return updated ?? { knowledgePoints: current.knowledgePoints, streakDays: streak.streakDays };
}

/** The streak as it reads today for a progress row (0 once a day was missed, 0 without a row). */
export function streakToday(
  progress: { streakDays: number; lastActivityDay: string | null } | undefined,
  now: Date,
  timeZone: string,
): number {
  return progress ? currentStreak(progress, dayKey(now, timeZone)) : 0;
}
