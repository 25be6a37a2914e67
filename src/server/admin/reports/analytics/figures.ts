import { tz } from "@date-fns/tz";
import { addMonths } from "date-fns";
import {
  type AnalyticsPeriod,
  type AnalyticsReport,
  addMonthsToKey,
  monthKey,
  monthNumber,
  monthOf,
  monthStart,
  monthsOf,
  ratio,
  resolvePeriod,
} from "#domain/admin/analytics";
import type { Queryable } from "#server/db/client";
import { ValidationError } from "#server/http/errors";
import {
  type ActivityRow,
  activityByMonth,
  signupsByMonth,
  studentMessages,
  subjectRanking,
} from "./repository.ts";

/** The months to count (by default the last 6 up to the current one), their calendar, and "now". */
export type AnalyticsOptions = Partial<AnalyticsPeriod> & { timeZone: string; now?: Date };

/** The instants a period's figures are counted between: a running last month stops at `now`. */
function windowOf(period: AnalyticsPeriod, timeZone: string, now: Date) {
  const startsAt = monthStart(period.from, timeZone);
  const monthsEnd = monthStart(addMonthsToKey(period.to, 1), timeZone);
  const inProgress = now < monthsEnd;
  return { startsAt, endsAt: inProgress ? now : monthsEnd, inProgress };
}

/** Per month: students active, and those of the month before also active in it. */
function retentionOf(rows: ActivityRow[]) {
  const active = new Map<number, number>();
  const retained = new Map<number, number>();
  for (const r of rows) {
    if (r.kind === "active") active.set(r.a, r.n);
    if (r.kind === "retained") retained.set(r.a, r.n);
  }
  return (month: string) => {
    const n = monthNumber(month);
    const previousActive = active.get(n - 1) ?? 0;
    const kept = retained.get(n) ?? 0;
    return {
      month,
      active: active.get(n) ?? 0,
      previousActive,
      retained: kept,
      rate: ratio(kept, previousActive),
    };
  };
}

function sumRetention(months: { previousActive: number; retained: number }[]) {
  const previousActive = months.reduce((sum, m) => sum + m.previousActive, 0);
  const retained = months.reduce((sum, m) => sum + m.retained, 0);
  return { previousActive, retained, rate: ratio(retained, previousActive) };
}

/**
 * Relatórios › Analytics for the months `from`…`to` (local calendar of `timeZone`): monthly
 * conversion of each month's sign-ups, month-over-month retention, sign-up cohorts, the subject
 * ranking and the summary, with the same span just before for comparison. Also the source of the
 * PDF full report and of the monthly data export.
 */
export async function loadAnalytics(db: Queryable, options: AnalyticsOptions): Promise<AnalyticsReport> {
  const { timeZone } = options;
  const now = options.now ?? new Date();
  const checked = resolvePeriod({ from: options.from, to: options.to }, monthOf(now, timeZone));
  if (!checked.ok)
    throw new ValidationError(checked.message, { fields: { [checked.field]: checked.message } });
  const period = checked.period;
  const months = monthsOf(period.from, period.to);
  const span = months.length;
  const current = windowOf(period, timeZone, now);

  // The same months `span` earlier, cut at the same point of its last month when this one is running.
  const previousPeriod = { from: addMonthsToKey(period.from, -span), to: addMonthsToKey(period.to, -span) };
  const previousStart = monthStart(previousPeriod.from, timeZone);
  const previousEnd = current.inProgress
    ? addMonths(now, -span, { in: tz(timeZone) })
    : monthStart(period.from, timeZone);
  // Retention of a period's first month looks at the month before it.
  const withMonthBefore = (p: AnalyticsPeriod) => monthsOf(addMonthsToKey(p.from, -1), p.to);

  const [signups, activity, previousActivity, messages, previousMessages, subjects] = await Promise.all([
    signupsByMonth(db, current.startsAt, current.endsAt, timeZone),
    activityByMonth(
      db,
      { months: withMonthBefore(period), to: current.endsAt, cohortsFrom: current.startsAt },
      timeZone,
    ),
    activityByMonth(db, { months: withMonthBefore(previousPeriod), to: new Date(previousEnd) }, timeZone),
    studentMessages(db, current.startsAt, current.endsAt),
    studentMessages(db, previousStart, new Date(previousEnd)),
    subjectRanking(db, current.startsAt, current.endsAt),
  ]);

  const signupsOf = new Map(signups.map((r) => [r.month_no, r]));
  const conversion = months.map((month) => {
    const row = signupsOf.get(monthNumber(month));
    const signed = row?.signups ?? 0;
    const converted = row?.converted ?? 0;
    return { month, signups: signed, converted, rate: ratio(converted, signed) };
  });
  const retention = months.map(retentionOf(activity));
  const previousRetention = monthsOf(previousPeriod.from, previousPeriod.to).map(
    retentionOf(previousActivity),
  );

  const cohortCells = new Map<string, number>();
  for (const r of activity) if (r.kind === "cohort") cohortCells.set(`${r.a}:${r.b}`, r.n);
  const last = monthNumber(period.to);
  const cohorts = conversion.map(({ month, signups: size }) => {
    const first = monthNumber(month);
    const activityOf = [];
    for (let n = first; n <= last; n += 1) {
      const active = cohortCells.get(`${first}:${n}`) ?? 0;
      activityOf.push({ month: monthKey(n), offset: n - first, active, rate: ratio(active, size) });
    }
    return { month, size, activity: activityOf };
  });

  const signed = conversion.reduce((sum, m) => sum + m.signups, 0);
  const converted = conversion.reduce((sum, m) => sum + m.converted, 0);
  return {
    period: {
      ...period,
      months,
      startsAt: current.startsAt.toISOString(),
      endsAt: current.endsAt.toISOString(),
      inProgress: current.inProgress,
      timeZone,
    },
    previousPeriod: {
      ...previousPeriod,
      startsAt: previousStart.toISOString(),
      endsAt: new Date(previousEnd).toISOString(),
    },
    generatedAt: now.toISOString(),
    summary: {
      conversion: { signups: signed, converted, rate: ratio(converted, signed) },
      retention: { ...sumRetention(retention), previous: sumRetention(previousRetention) },
      tutorMessages: { count: messages, previous: previousMessages },
    },
    conversion,
    retention,
    cohorts,
    subjects: subjects.map((s) => ({ ...s, total: s.messages + s.answers })),
  };
}
