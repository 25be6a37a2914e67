import type { Writable } from "node:stream";
import { addMonthsToKey, monthOf } from "#domain/admin/analytics";
import type { ExportFormat, ExportParams, ReportKind } from "#domain/admin/report-exports";
import { DEFAULT_PERIOD_MONTHS } from "#domain/admin/report-exports";
import { startOfLocalMonth } from "#domain/shared/calendar";
import { writeFullReportPdf } from "#server/admin/reports/analytics/full-report-pdf";
import type { Queryable } from "#server/db/client";
import { engagementTable } from "./sources/engagement.ts";
import { exercisesTable } from "./sources/exercises.ts";
import { monthlyTable } from "./sources/monthly.ts";
import { progressTable } from "./sources/progress.ts";
import { usersTable } from "./sources/users.ts";
import { type ReportTable, writeCsv, writeXlsx } from "./table-writer.ts";

export type BuildDeps = { db: Queryable; timeZone: string };
export type BuildRequest = { report: ReportKind; format: ExportFormat; params: ExportParams };
/** Called as rows are written: the rows done, and once the total when it is known. */
export type BuildProgress = (rowsDone: number, rowsTotal?: number) => Promise<void>;

/** The first instant of the latest `months` local months (this one included). */
export function periodStart(now: Date, months: number, timeZone: string): Date {
  let start = startOfLocalMonth(now, timeZone);
  for (let i = 1; i < months; i += 1) start = startOfLocalMonth(new Date(start.getTime() - 1), timeZone);
  return start;
}

// biome-ignore lint/suspicious/noExplicitAny: each report's table has its own row type
function tableOf(deps: BuildDeps, request: BuildRequest, now: Date): ReportTable<any> {
  const { db, timeZone } = deps;
  const months = request.params.months ?? DEFAULT_PERIOD_MONTHS;
  switch (request.report) {
    case "users":
      return usersTable(db, now);
    case "exercises":
      return exercisesTable(db);
    case "progress":
      return progressTable(db, now, request.params.plan ?? "todos");
    case "engagement":
      return engagementTable(db, now, { from: periodStart(now, months, timeZone), to: now, timeZone });
    case "monthly":
      return monthlyTable(db, now, { months, timeZone });
    case "full_report":
      throw new Error("the full report is a document, not a table");
  }
}

/** The analytics' full report as a PDF (charts and tables) over the latest `months`; one "row" a month. */
async function writeFullReport(
  deps: BuildDeps,
  months: number,
  out: Writable,
  onProgress: BuildProgress,
  now: Date,
): Promise<number> {
  const to = monthOf(now, deps.timeZone);
  await onProgress(0, months);
  await writeFullReportPdf(
    deps.db,
    { from: addMonthsToKey(to, -(months - 1)), to, timeZone: deps.timeZone, now },
    out,
  );
  return months;
}

/**
 * Writes one report into `out` (the stored file) and resolves with the rows written once `out` has
 * taken everything. The data is read in pages while the file is written, never all at once.
 */
export async function buildExport(
  deps: BuildDeps,
  request: BuildRequest,
  out: Writable,
  onProgress: BuildProgress,
  now: Date,
): Promise<number> {
  if (request.report === "full_report")
    return writeFullReport(deps, request.params.months ?? DEFAULT_PERIOD_MONTHS, out, onProgress, now);
  const table = tableOf(deps, request, now);
  await onProgress(0, await table.count());
  const write = request.format === "xlsx" ? writeXlsx : writeCsv;
  return write(table, out, deps.timeZone, (rows) => onProgress(rows));
}
