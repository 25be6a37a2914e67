import { daysBetween } from "#domain/shared/calendar";

/** Points per completed exercise and per chat message (docs/product.md#progress-and-achievements). */
export const POINTS_PER_ACTIVITY = 5;

export type StreakState = { streakDays: number; lastActivityDay: string | null };

/**
 * The study streak after activity on `today` (calendar days, "yyyy-mm-dd"): the same day keeps it,
 * the next day adds one, a missed day starts again at 1.
 */
export function streakAfterActivity(state: StreakState, today: string): StreakState {
  if (!state.lastActivityDay) return { streakDays: 1, lastActivityDay: today };
  const gap = daysBetween(state.lastActivityDay, today);
  if (gap <= 0) return { streakDays: Math.max(1, state.streakDays), lastActivityDay: state.lastActivityDay };
  if (gap === 1) return { streakDays: state.streakDays + 1, lastActivityDay: today };
  return { streakDays: 1, lastActivityDay: today };
}

/** The streak as it stands today: still alive through yesterday, broken after a missed day. */
export function currentStreak(state: StreakState, today: string): number {
  if (!state.lastActivityDay) return 0;
  return daysBetween(state.lastActivityDay, today) <= 1 ? state.streakDays : 0;
}
