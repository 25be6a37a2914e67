import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { ReportExport, StartExportInput } from "#domain/admin/report-exports";
import { createReportWorker } from "#server/admin/reports/start-worker";
import { adminAuditLog } from "#server/db/schema/index";
import type { Student } from "#server/test-support/factories";
import type { TestApp } from "#server/test-support/test-app";

const BASE = "/api/admin/reports/exports";

/** Runs every due export job, as the worker of a running server does (retries at once). */
export async function runReportJobs(t: TestApp): Promise<void> {
  await createReportWorker({
    db: t.database.db,
    config: t.app.ctx.config,
    log: t.app.log,
    worker: { retryBaseMs: 0 },
  }).drain();
}

/** POST an export as `who`; expects it accepted. */
export async function startExport(who: Student, body: StartExportInput): Promise<ReportExport> {
  const answer = await who.post(BASE, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as ReportExport;
}

/** Asks for an export, runs the jobs and downloads the file. */
export async function exportFile(t: TestApp, who: Student, body: StartExportInput) {
  const started = await startExport(who, body);
  await runReportJobs(t);
  const done = (await who.get(`${BASE}/${started.id}`)).json() as ReportExport;
  expect(done.status, JSON.stringify(done)).toBe("done");
  const file = await who.get(`${BASE}/${started.id}/download`);
  expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
  return { exportId: started.id, done, file, bytes: file.rawPayload };
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The worksheet's rows as arrays of values (exceljs' row.values starts at index 1). */
export function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export async function auditOf(t: TestApp, exportId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "report"), eq(adminAuditLog.targetId, exportId)));
}

export const exportsUrl = (rest = "") => `${BASE}${rest}`;
