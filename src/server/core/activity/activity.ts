import { currentStreak, streakAfterActivity } from "#domain/progress/streak";
import { dayKey } from "#domain/shared/calendar";
import type { Queryable } from "#server/db/client";
import { addPointsAndStreak, lockProgressRow, type ProgressRow } from "./repository.ts";

/**
 * Locks the student's progress row for the rest of the transaction, creating it when missing.
 * Every event that changes points or usage takes this lock first, so two requests of the same
 * student (a double click, two tabs) are applied one after the other.
 */
export async function lockProgress(tx: Queryable, userId: string) {
  const row = await lockProgressRow(tx, userId);
  if (!row) throw new Error("progress row missing");
  return row;
}

/**
 * Adds knowledge points and moves the study streak for activity at `at` (calendar of `timeZone`).
 * `locked` is the row the transaction already locked with lockProgress, if it did. Activity that
 * changes neither (no points, a day already counted) writes nothing and says so: `changed` false.
 */
export async function recordActivity(
  tx: Queryable,
  userId: string,
  event: { points: number; at: Date; timeZone: string },
  locked?: ProgressRow,
): Promise<{ knowledgePoints: number; streakDays: number; changed: boolean }> {
  const current = locked ?? (await lockProgress(tx, userId));
  const streak = streakAfterActivity(
    { streakDays: current.streakDays, lastActivityDay: current.lastActivityDay },
    dayKey(event.at, event.timeZone),
  );
  const changed =
    event.points !== 0 ||
    streak.streakDays !== current.streakDays ||
    streak.lastActivityDay !== current.lastActivityDay;
  if (!changed) return { knowledgePoints: current.knowledgePoints, streakDays: current.streakDays, changed };
  const updated = await addPointsAndStreak(tx, userId, { points: event.points, ...streak, at: event.at });
  return {
    ...(updated ?? { knowledgePoints: current.knowledgePoints, streakDays: streak.streakDays }),
    changed,
  };
}

/** The streak as it reads today for a progress row (0 once a day was missed, 0 without a row). */
export function streakToday(
  progress: { streakDays: number; lastActivityDay: string | null } | undefined,
  now: Date,
  timeZone: string,
): number {
  return progress ? currentStreak(progress, dayKey(now, timeZone)) : 0;
}
