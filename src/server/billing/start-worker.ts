import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { PLAN_PRICES_SYNC_JOB } from "#server/core/jobs/kinds";
import {
  createJobWorker,
  type JobHandler,
  type JobWorker,
  type WorkerOptions,
} from "#server/core/jobs/worker";
import type { Database } from "#server/db/client";
import type { Mailer } from "#server/mail/mailer";
import { createBilling } from "./billing.ts";
import { BILLING_EMAIL_JOB, billingEmailJobHandler } from "./emails.ts";

type Deps = {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** A job that used its last attempt (the staff's alert e-mail). */
  onGaveUp?: WorkerOptions["onGaveUp"];
};

/**
 * Staff saved a plan (PLAN_PRICES_SYNC_JOB): the payment service's prices follow every plan for sale.
 * A failure (Stripe down, bad key) is retried by the queue; checkout also syncs the plan it sells.
 */
function planPricesSyncHandler(deps: Deps): JobHandler {
  const { service } = createBilling({ db: deps.db, config: deps.config, log: deps.log });
  return {
    async run() {
      await service.syncPlans();
    },
  };
}

/** The billing area's background work: payment e-mails and plan prices. Tests create it and call drain(). */
export function createBillingWorker(deps: Deps): JobWorker & { start(): void } {
  return createJobWorker({
    db: deps.db,
    log: deps.log,
    ...(deps.onGaveUp ? { onGaveUp: deps.onGaveUp } : {}),
    handlers: {
      [BILLING_EMAIL_JOB]: billingEmailJobHandler(deps),
      [PLAN_PRICES_SYNC_JOB]: planPricesSyncHandler(deps),
    },
  });
}

export function startBillingWorker(deps: Deps): JobWorker {
  const worker = createBillingWorker(deps);
  worker.start();
  return worker;
}
