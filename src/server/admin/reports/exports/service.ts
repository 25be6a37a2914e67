import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import {
  CONTENT_TYPES,
  EXPORT_KEEP_DAYS,
  exportFileName,
  normalizedParams,
  REPORT_EXPORT_MESSAGES,
  type ReportExport,
  type ReportExports,
  type StartExportInput,
  startExportSchema,
} from "#domain/admin/report-exports";
import { dayKey } from "#domain/shared/calendar";
import { REPORT_EXPORT_JOB } from "#server/core/jobs/kinds";
import { enqueueJob } from "#server/core/jobs/queue";
import type { Database } from "#server/db/client";
import { subscriptionPlans } from "#server/db/schema/index";
import { AppError, NotFoundError, ValidationError } from "#server/http/errors";
import { exportDto } from "./dto.ts";
import {
  deleteExportsBefore,
  type ExportRow,
  findExport,
  insertExport,
  listExports,
  readChunk,
} from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The list shows this many of one's latest exports. */
const LIST_LIMIT = 20;

export type ExportDownload = { fileName: string; contentType: string; byteSize: number; body: Readable };

/** Exports older than EXPORT_KEEP_DAYS are deleted with their files (the reports worker, hourly). */
export async function purgeExpiredExports(db: Database, now: Date): Promise<number> {
  return deleteExportsBefore(db, new Date(now.getTime() - EXPORT_KEEP_DAYS * DAY_MS));
}

/**
 * Relatórios › Exportações. Asking for an export saves it and queues its job in one transaction;
 * the reports worker builds the file (job.ts). Each staff member sees and downloads only the
 * exports they asked for: a file of personal data goes to whoever the audit log names.
 */
export function createReportExportService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const keptSince = (now: Date) => new Date(now.getTime() - EXPORT_KEEP_DAYS * DAY_MS);

  async function mine(actorId: string, id: string, now: Date): Promise<ExportRow> {
    const row = await findExport(db, id);
    if (!row || row.requestedBy !== actorId || row.createdAt < keptSince(now))
      throw new NotFoundError(REPORT_EXPORT_MESSAGES.notFound);
    return row;
  }

  async function refuseUnknownPlan(plan: string | undefined) {
    if (!plan || plan === "todos") return;
    const [found] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.slug, plan));
    if (!found)
      throw new ValidationError(REPORT_EXPORT_MESSAGES.planNotFound, {
        fields: { "params.plan": REPORT_EXPORT_MESSAGES.planNotFound },
      });
  }

  return {
    async start(actorId: string, input: StartExportInput, now: Date): Promise<ReportExport> {
      const { report, format, params } = startExportSchema.parse(input);
      await refuseUnknownPlan(params.plan);
      const kept = normalizedParams(report, params);
      const row = await db.transaction(async (tx) => {
        const saved = await insertExport(tx, {
          requestedBy: actorId,
          report,
          format,
          params: kept,
          status: "pending",
          fileName: exportFileName(report, format, kept, dayKey(now, timeZone)),
          contentType: CONTENT_TYPES[format],
          createdAt: now,
        });
        await enqueueJob(tx, REPORT_EXPORT_JOB, { exportId: saved.id }, { maxAttempts: 3 });
        return saved;
      });
      return exportDto((await findExport(db, row.id)) ?? { ...row, requesterName: null });
    },

    async list(actorId: string, now: Date): Promise<ReportExports> {
      const rows = await listExports(db, actorId, keptSince(now), LIST_LIMIT);
      return { items: rows.map(exportDto) };
    },

    async get(actorId: string, id: string, now: Date): Promise<ReportExport> {
      return exportDto(await mine(actorId, id, now));
    },

    /** The finished file, read back a stored piece at a time. */
    async download(actorId: string, id: string, now: Date): Promise<ExportDownload> {
      const row = await mine(actorId, id, now);
      if (row.status !== "done" || !row.fileName || !row.contentType)
        throw new AppError(409, "EXPORT_NOT_READY", row.error ?? REPORT_EXPORT_MESSAGES.notReady);
      async function* pieces() {
        for (let sequence = 0; ; sequence += 1) {
          const piece = await readChunk(db, id, sequence);
          if (!piece) return;
          yield piece;
        }
      }
      return {
        fileName: row.fileName,
        contentType: row.contentType,
        byteSize: row.byteSize ?? 0,
        body: Readable.from(pieces(), { objectMode: false }),
      };
    },
  };
}
