import { tz } from "@date-fns/tz";
import { addDays, addMonths, format, startOfMonth, startOfWeek } from "date-fns";
import { startOfLocalDay, startOfLocalDayAgo, startOfLocalMonth } from "#domain/shared/calendar";

/**
 * "Desempenho": the student's figures over a period and the Nerd plan's analyses
 * (docs/desempenho.md). Pure rules and pt-BR texts, shared by the server and the screens; no zod
 * here, so the page can read them without loading it.
 */
export const PERFORMANCE_MESSAGES = {
  title: "Desempenho",
  reportsPlanRequired:
    "Os relatórios de desempenho fazem parte dos planos Estudante e Nerd. Faça upgrade para acompanhar sua evolução.",
  analyticsPlanRequired:
    "As análises avançadas fazem parte do plano Nerd. Faça upgrade para ver sua nota prevista no ENEM.",
  periodInvalid: "Escolha um período: 30d, 90d ou 12m.",
  empty: "Responda alguns exercícios para ver seu desempenho aqui.",
} as const;

export const PERIODS = ["30d", "90d", "12m"] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  "30d": "Últimos 30 dias",
  "90d": "Últimos 90 dias",
  "12m": "Últimos 12 meses",
};

/** Weekly buckets (weeks start on Monday) for 30 and 90 days, monthly for 12 months. */
export type Granularity = "week" | "month";

export interface Bucket {
  /** The bucket's first calendar day ("2026-11-09"): the week's Monday or the month's 1st. */
  key: string;
  /** Calendar days it covers within the period (the first and last ones may be partial). */
  from: string;
  to: string;
}

export interface PeriodWindow {
  period: Period;
  granularity: Granularity;
  /** The period: [from, to]. */
  from: Date;
  to: Date;
  /** The previous period, as long, right before: [previousFrom, from). */
  previousFrom: Date;
  buckets: Bucket[];
}

const dayKeyIn = (instant: Date, timeZone: string) => format(instant, "yyyy-MM-dd", { in: tz(timeZone) });

/**
 * The period ending at `now` on the calendar of `timeZone`: 30 or 90 days counting today, or the
 * current month and the 11 before; the previous period has the same length and ends where this
 * one starts.
 */
export function periodWindow(period: Period, now: Date, timeZone: string): PeriodWindow {
  let from: Date;
  let previousFrom: Date;
  let granularity: Granularity;
  if (period === "12m") {
    granularity = "month";
    const thisMonth = startOfLocalMonth(now, timeZone);
    from = new Date(
      startOfMonth(addMonths(thisMonth, -11, { in: tz(timeZone) }), { in: tz(timeZone) }).getTime(),
    );
    previousFrom = new Date(
      startOfMonth(addMonths(thisMonth, -23, { in: tz(timeZone) }), { in: tz(timeZone) }).getTime(),
    );
  } else {
    granularity = "week";
    const days = period === "30d" ? 30 : 90;
    from = startOfLocalDayAgo(now, days - 1, timeZone);
    previousFrom = startOfLocalDayAgo(now, 2 * days - 1, timeZone);
  }
  return {
    period,
    granularity,
    from,
    to: now,
    previousFrom,
    buckets: bucketsOf(granularity, from, now, timeZone),
  };
}

/** Every bucket from `from` to `to`, empty ones included, in order. */
export function bucketsOf(granularity: Granularity, from: Date, to: Date, timeZone: string): Bucket[] {
  const zone = tz(timeZone);
  const start = (d: Date) =>
    granularity === "week" ? startOfWeek(d, { weekStartsOn: 1, in: zone }) : startOfMonth(d, { in: zone });
  const next = (d: Date) =>
    granularity === "week" ? addDays(d, 7, { in: zone }) : addMonths(d, 1, { in: zone });
  const firstDay = dayKeyIn(from, timeZone);
  const lastDay = dayKeyIn(startOfLocalDay(to, timeZone), timeZone);
  const buckets: Bucket[] = [];
  for (let at = start(from); at.getTime() <= to.getTime(); at = start(next(at))) {
    const key = dayKeyIn(at, timeZone);
    const end = dayKeyIn(addDays(next(at), -1, { in: zone }), timeZone);
    buckets.push({ key, from: key < firstDay ? firstDay : key, to: end > lastDay ? lastDay : end });
  }
  return buckets;
}

/** % right with one decimal; null without answers (never 0 % for nothing answered). */
export function percentRight(right: number, answered: number): number | null {
  return answered > 0 ? Math.round((right / answered) * 1000) / 10 : null;
}

/** Percentage points this period gained (+) or lost (−) on the previous one; null unless both have answers. */
export function trendPoints(current: number | null, previous: number | null): number | null {
  return current === null || previous === null ? null : Math.round((current - previous) * 10) / 10;
}

/** Weakest first: lowest % right, then more answers (a surer weakness), then the name. */
export function weakestFirst<T extends { percent: number | null; answered: number; label: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      (a.percent ?? 101) - (b.percent ?? 101) ||
      b.answered - a.answered ||
      a.label.localeCompare(b.label, "pt-BR", { numeric: true }),
  );
}

/** "H21" → 21 (unknown forms sort last). */
export function skillNumber(skill: string): number {
  const n = /^H(\d+)$/.exec(skill)?.[1];
  return n === undefined ? Number.MAX_SAFE_INTEGER : Number(n);
}
