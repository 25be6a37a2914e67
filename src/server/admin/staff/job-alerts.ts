import type { FastifyBaseLogger } from "fastify";
import { jobKindLabel, shortError } from "#domain/admin/staff";
import type { Job } from "#server/core/jobs/queue";
import type { Queryable } from "#server/db/client";
import type { Mailer } from "#server/mail/mailer";
import { jobFailedEmail } from "#server/mail/templates";
import { emailAlertRecipients } from "./repository.ts";

/**
 * The job workers' `onGaveUp` (core/jobs/worker.ts): e-mails every active staff member whose
 * 'E-mail' switch is on (the default) that a background job failed for good. Sent straight through
 * the mailer rather than queued, so a failing mail job cannot alert about itself in a loop; one
 * recipient's failed delivery does not stop the others.
 */
export function jobFailureAlerts(deps: {
  db: Queryable;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  return async (job: Job, error: string): Promise<void> => {
    const recipients = await emailAlertRecipients(deps.db);
    const content = jobFailedEmail({
      kindLabel: jobKindLabel(job.kind),
      attempts: job.attempts,
      error: shortError(error),
      failedAt: new Date(),
      dashboardUrl: `${deps.publicUrl}/admin/dashboard`,
    });
    for (const r of recipients) {
      await deps.mailer
        .send({ to: r.email, ...content })
        .catch((err) => deps.log.error({ err, jobId: job.id }, "job failure alert e-mail failed"));
    }
  };
}
