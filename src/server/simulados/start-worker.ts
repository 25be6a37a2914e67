import type { FastifyBaseLogger } from "fastify";
import { SIMULADO_CALIBRATION_JOB } from "#server/core/jobs/kinds";
import { createJobWorker, type JobWorker, type WorkerOptions } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import { simuladoCalibrationJobHandler } from "./calibration-job.ts";

type Deps = {
  db: Database;
  log: FastifyBaseLogger;
  worker?: Partial<Pick<WorkerOptions, "pollMs" | "leaseMs" | "retryBaseMs" | "onGaveUp">>;
};

/** The calibration of Rumo's items, one run at a time per instance; tests create it and call drain(). */
export function createSimuladoWorker(deps: Deps): JobWorker & { start(): void } {
  return createJobWorker({
    db: deps.db,
    log: deps.log,
    concurrency: 1,
    handlers: { [SIMULADO_CALIBRATION_JOB]: simuladoCalibrationJobHandler(deps) },
    ...deps.worker,
  });
}

export function startSimuladoWorker(deps: Deps): JobWorker {
  const worker = createSimuladoWorker(deps);
  worker.start();
  return worker;
}
