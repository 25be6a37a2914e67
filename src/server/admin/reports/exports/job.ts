import type { FastifyBaseLogger } from "fastify";
import { PERSONAL_DATA_REPORTS, REPORT_EXPORT_MESSAGES } from "#domain/admin/report-exports";
import { recordAudit } from "#server/core/audit";
import type { Job } from "#server/core/jobs/queue";
import type { JobHandler } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { buildExport } from "./build.ts";
import { ChunkSink } from "./chunk-sink.ts";
import { requestOf } from "./dto.ts";
import { findExport, markDone, markFailed, markRetrying, markRunning, setProgress } from "./repository.ts";

type Deps = { db: Database; timeZone: string; log: FastifyBaseLogger };

const exportIdOf = (job: Job) => String(job.payload.exportId ?? "");

/**
 * Builds an export's file (REPORT_EXPORT_JOB). Idempotent: each attempt starts over, throwing away
 * what an interrupted one stored, so a job resumed after a restart or claimed again after a crash
 * writes the file once. The file, its status and (for personal data) the audit entry that names
 * who exported what are saved together.
 */
export function reportExportJobHandler(deps: Deps): JobHandler {
  const { db, timeZone, log } = deps;
  return {
    async run(job) {
      const id = exportIdOf(job);
      const row = await findExport(db, id);
      // Deleted (expired) or already settled: nothing left to do.
      if (!row || row.status === "done" || row.status === "failed") return;
      await markRunning(db, id);
      try {
        const sink = new ChunkSink(db, id);
        const request = requestOf(row);
        const rows = await buildExport(
          { db, timeZone },
          request,
          sink,
          (done, total) => setProgress(db, id, done, total),
          new Date(),
        );
        await db.transaction(async (tx) => {
          const now = new Date();
          await markDone(tx, id, { rows, bytes: sink.bytes }, now);
          if (row.requestedBy && PERSONAL_DATA_REPORTS.includes(request.report))
            await recordAudit(
              tx,
              {
                actorId: row.requestedBy,
                action: "report.export",
                targetType: "report",
                targetId: id,
                before: null,
                after: { report: request.report, format: request.format, params: request.params, rows },
              },
              now,
            );
        });
      } catch (error) {
        await markRetrying(db, id).catch((err) => log.warn({ err, exportId: id }, "export reset failed"));
        throw error;
      }
    },
    async onFinalFailure(job) {
      await markFailed(db, exportIdOf(job), REPORT_EXPORT_MESSAGES.failed, new Date());
    },
  };
}
