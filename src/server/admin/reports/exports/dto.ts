import {
  EXPORT_FORMATS,
  EXPORT_KEEP_DAYS,
  EXPORT_STATUSES,
  type ExportFormat,
  type ExportStatus,
  exportParamsSchema,
  REPORTS,
  type ReportExport,
  type ReportKind,
} from "#domain/admin/report-exports";
import type { BuildRequest } from "./build.ts";
import type { ExportRow } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** What the export row asks to build (rows are written by the service from checked input). */
export function requestOf(row: ExportRow): BuildRequest {
  const params = exportParamsSchema.safeParse(row.params);
  return {
    report: oneOf<ReportKind>(REPORTS, row.report, "users"),
    format: oneOf<ExportFormat>(EXPORT_FORMATS, row.format, "csv"),
    params: params.success ? params.data : {},
  };
}

/** When an export and its file are deleted. */
export function expiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EXPORT_KEEP_DAYS * DAY_MS);
}

export function exportDto(row: ExportRow): ReportExport {
  const request = requestOf(row);
  const status = oneOf<ExportStatus>(EXPORT_STATUSES, row.status, "pending");
  return {
    id: row.id,
    ...request,
    status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    requestedBy: row.requestedBy ? { id: row.requestedBy, name: row.requesterName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: expiresAt(row.createdAt).toISOString(),
    downloadUrl: status === "done" ? `/api/admin/reports/exports/${row.id}/download` : null,
  };
}
