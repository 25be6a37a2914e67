import { tz } from "@date-fns/tz";
import { addDays, differenceInCalendarDays, format, parseISO, startOfDay, startOfMonth } from "date-fns";

/**
 * Calendar days and months in the product's time zone (America/Sao_Paulo by default):
 * daily limits reset at local midnight, streaks count local days.
 */
export const DEFAULT_TIMEZONE = "America/Sao_Paulo";

/** "2026-11-22" for the local calendar day of `instant`. */
export function dayKey(instant: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return format(instant, "yyyy-MM-dd", { in: tz(timeZone) });
}

/** The instant local midnight began on the day of `instant`. */
export function startOfLocalDay(instant: Date, timeZone: string = DEFAULT_TIMEZONE): Date {
  return new Date(startOfDay(instant, { in: tz(timeZone) }).getTime());
}

/** The instant the local calendar month of `instant` began. */
export function startOfLocalMonth(instant: Date, timeZone: string = DEFAULT_TIMEZONE): Date {
  return new Date(startOfMonth(instant, { in: tz(timeZone) }).getTime());
}

/** The instant local midnight began `days` days before the day of `instant` (0 = today). */
export function startOfLocalDayAgo(instant: Date, days: number, timeZone: string = DEFAULT_TIMEZONE): Date {
  return new Date(startOfDay(addDays(instant, -days, { in: tz(timeZone) }), { in: tz(timeZone) }).getTime());
}

/** Whole calendar days from day `from` to day `to` ("2026-11-20" → "2026-11-22" is 2). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}
