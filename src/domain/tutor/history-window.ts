import { startOfLocalDayAgo } from "#domain/shared/calendar";

/**
 * Where the plan's history window starts: today and the N−1 calendar days before it ("3 dias" is
 * today, yesterday and the day before); null when the plan's history is unlimited. Apart from the
 * chat's rules (rules.ts) because it needs the time zones, which the chat page does not.
 */
export function historySince(historyDays: number | null, now: Date, timeZone: string): Date | null {
  return historyDays === null ? null : startOfLocalDayAgo(now, Math.max(0, historyDays - 1), timeZone);
}
