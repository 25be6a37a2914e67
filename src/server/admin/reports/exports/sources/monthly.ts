import { sql } from "drizzle-orm";
import { addMonthsToKey, monthOf } from "#domain/admin/analytics";
import { loadAnalytics } from "#server/admin/reports/analytics/figures";
import type { Queryable } from "#server/db/client";
import type { ReportTable } from "../table-writer.ts";
import { rowsOf } from "./students.ts";

type MonthRow = {
  month: string;
  signups: number;
  converted: number;
  conversionRate: number | null;
  active: number;
  retentionRate: number | null;
  messages: number;
  answers: number;
};

/** Students' tutor messages and answers per local month in [from, to) (staff left out). */
async function studyByMonth(db: Queryable, from: Date, to: Date, timeZone: string) {
  const rows = rowsOf<{ month: string; messages: number; answers: number }>(
    await db.execute(sql`select to_char(x.at at time zone ${timeZone}, 'YYYY-MM') as month,
        count(*) filter (where x.kind = 'm')::int as messages,
        count(*) filter (where x.kind = 'a')::int as answers
      from (
        select 'm' as kind, c.created_at as at, c.user_id from chat_messages c
          where c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to}
        union all select 'a', a.created_at, a.user_id from user_answers a
          where a.created_at >= ${from} and a.created_at < ${to}
      ) x
      where exists (select 1 from users u where u.id = x.user_id and u.role = 'user')
      group by 1`),
  );
  return new Map(rows.map((r) => [r.month, r]));
}

/**
 * Dados mensais: one row per month of the latest `months` (this one included, up to now), the
 * analytics' own figures (sign-ups, conversion, active students, retention) beside the study done.
 */
export function monthlyTable(
  db: Queryable,
  now: Date,
  options: { months: number; timeZone: string },
): ReportTable<MonthRow> {
  const { months, timeZone } = options;
  async function* pages(): AsyncGenerator<MonthRow[]> {
    const to = monthOf(now, timeZone);
    const report = await loadAnalytics(db, { from: addMonthsToKey(to, -(months - 1)), to, timeZone, now });
    const study = await studyByMonth(
      db,
      new Date(report.period.startsAt),
      new Date(report.period.endsAt),
      timeZone,
    );
    yield report.period.months.map((month, i) => {
      const conversion = report.conversion[i];
      const retention = report.retention[i];
      return {
        month,
        signups: conversion?.signups ?? 0,
        converted: conversion?.converted ?? 0,
        conversionRate: conversion?.rate ?? null,
        active: retention?.active ?? 0,
        retentionRate: retention?.rate ?? null,
        messages: study.get(month)?.messages ?? 0,
        answers: study.get(month)?.answers ?? 0,
      };
    });
  }
  return {
    sheet: "Dados mensais",
    columns: [
      { header: "Mês", type: "month", width: 10, value: (r) => r.month },
      { header: "Cadastros", type: "int", value: (r) => r.signups },
      { header: "Estudantes ativos", type: "int", width: 18, value: (r) => r.active },
      { header: "Conversões", type: "int", value: (r) => r.converted },
      { header: "Taxa de conversão", type: "percent", width: 18, value: (r) => r.conversionRate },
      { header: "Retenção", type: "percent", value: (r) => r.retentionRate },
      { header: "Mensagens ao tutor", type: "int", width: 19, value: (r) => r.messages },
      { header: "Questões respondidas", type: "int", width: 21, value: (r) => r.answers },
    ],
    count: async () => months,
    pages,
  };
}
