import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { createJobWorker, type JobWorker, type WorkerOptions } from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import type { Mailer } from "#server/mail/mailer";
import { BILLING_EMAIL_JOB, billingEmailJobHandler } from "./emails.ts";

/** The billing area's background work: payment e-mails. Tests create it and call drain(). */
export function createBillingWorker(deps: {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** A job that used its last attempt (the staff's alert e-mail). */
  onGaveUp?: WorkerOptions["onGaveUp"];
}): JobWorker & { start(): void } {
  return createJobWorker({
    db: deps.db,
    log: deps.log,
    ...(deps.onGaveUp ? { onGaveUp: deps.onGaveUp } : {}),
    handlers: { [BILLING_EMAIL_JOB]: billingEmailJobHandler(deps) },
  });
}

export function startBillingWorker(deps: Parameters<typeof createBillingWorker>[0]): JobWorker {
  const worker = createBillingWorker(deps);
  worker.start();
  return worker;
}
