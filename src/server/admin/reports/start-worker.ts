import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { REPORT_EXPORT_JOB } from "#server/core/jobs/kinds";
import { createJobWorker, type JobWorker, type WorkerOptions } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { reportExportJobHandler } from "./exports/job.ts";
import { purgeExpiredExports } from "./exports/service.ts";

type Deps = {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  worker?: Partial<Pick<WorkerOptions, "pollMs" | "leaseMs" | "retryBaseMs" | "onGaveUp">>;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The reports' background work: building export files. One at a time per instance (an export reads
 * the whole platform); tests create it and call drain().
 */
export function createReportWorker(deps: Deps): JobWorker & { start(): void } {
  return createJobWorker({
    db: deps.db,
    log: deps.log,
    concurrency: 1,
    handlers: {
      [REPORT_EXPORT_JOB]: reportExportJobHandler({
        db: deps.db,
        timeZone: deps.config.timezone,
        log: deps.log,
      }),
    },
    ...deps.worker,
  });
}

/** Starts the worker, and deletes expired exports (and their files) now and every hour. */
export function startReportWorker(deps: Deps): JobWorker {
  const worker = createReportWorker(deps);
  worker.start();
  const purge = () => {
    purgeExpiredExports(deps.db, new Date()).catch((err) => deps.log.warn({ err }, "export purge failed"));
  };
  purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  return {
    drain: () => worker.drain(),
    async stop() {
      clearInterval(timer);
      await worker.stop();
    },
  };
}
