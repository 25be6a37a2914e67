import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import { createJobWorker, type JobWorker, type WorkerOptions } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { correctionJobHandler } from "./correction/job.ts";
import type { CorrectorOptions } from "./correction/selection.ts";

/**
 * The background worker of the essay area (corrections). server.ts starts it after the seed and
 * stops it on shutdown; tests create it explicitly and call drain().
 */
export function createEssayWorker(deps: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  corrector?: CorrectorOptions;
  worker?: Partial<Pick<WorkerOptions, "pollMs" | "leaseMs" | "concurrency" | "retryBaseMs" | "onGaveUp">>;
}): JobWorker & { start(): void } {
  return createJobWorker({
    db: deps.db,
    log: deps.log,
    handlers: {
      [ESSAY_CORRECTION_JOB]: correctionJobHandler({
        db: deps.db,
        config: deps.config,
        log: deps.log,
        options: deps.corrector,
      }),
    },
    ...deps.worker,
  });
}

export function startEssayWorker(deps: Parameters<typeof createEssayWorker>[0]): JobWorker {
  const worker = createEssayWorker(deps);
  worker.start();
  return worker;
}
