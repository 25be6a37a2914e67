import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import type { Job } from "#server/core/jobs/queue";
import { enqueueJob } from "#server/core/jobs/queue";
import type { JobHandler } from "#server/core/jobs/worker";
import type { Queryable } from "#server/db/client";
import type { Mailer } from "#server/mail/mailer";
import {
  type BillingEmailFacts,
  cancellationEmail,
  type EmailContent,
  paymentConfirmedEmail,
  paymentFailedEmail,
  refundEmail,
  trialEndingEmail,
} from "#server/mail/templates";
import { findUserContact } from "./repository.ts";

/** Payment e-mails go through the job queue: the webhook answers at once and a failed send retries. */
export const BILLING_EMAIL_JOB = "billing.email";

const TEMPLATES = {
  payment_confirmed: paymentConfirmedEmail,
  trial_ending: trialEndingEmail,
  payment_failed: paymentFailedEmail,
  cancellation: cancellationEmail,
  refund: refundEmail,
} satisfies Record<string, (f: BillingEmailFacts) => EmailContent>;
export type BillingEmailKind = keyof typeof TEMPLATES;

type Facts = Omit<BillingEmailFacts, "name" | "plansUrl">;

/** Queues one e-mail, inside the caller's transaction so it goes only if the change is kept. */
export async function queueBillingEmail(
  db: Queryable,
  userId: string,
  kind: BillingEmailKind,
  facts: Facts,
): Promise<void> {
  await enqueueJob(db, BILLING_EMAIL_JOB, { userId, kind, facts }, { maxAttempts: 5 });
}

export function billingEmailJobHandler(deps: {
  db: Queryable;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}): JobHandler {
  return {
    async run(job: Job) {
      const { userId, kind, facts } = job.payload as { userId: string; kind: BillingEmailKind; facts: Facts };
      const user = await findUserContact(deps.db, userId);
      // An account deleted since keeps no address to write to.
      if (!user || user.email.endsWith(".invalid")) return;
      const content = TEMPLATES[kind]({
        ...facts,
        name: user.name,
        plansUrl: `${deps.config.publicUrl}/student/subscription`,
      });
      await deps.mailer.send({ to: user.email, ...content });
    },
    async onFinalFailure(job, error) {
      deps.log.error({ jobId: job.id, error }, "billing e-mail could not be delivered");
    },
  };
}
