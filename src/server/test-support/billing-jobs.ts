import { createBillingWorker } from "#server/billing/start-worker";
import type { TestApp } from "./test-app.ts";

/** Runs every due billing job (e-mails, plan price sync) as the worker of a running server does. */
export async function runBillingJobs(t: TestApp): Promise<void> {
  await createBillingWorker({
    db: t.database.db,
    mailer: t.app.ctx.mailer,
    config: t.app.ctx.config,
    log: t.app.log,
  }).drain();
}
