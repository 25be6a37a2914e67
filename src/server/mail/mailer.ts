import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "#server/db/client";
import { insertOutboxEmail } from "./repository.ts";

export type MailMessage = { to: string; subject: string; html: string; text: string };

/** Sends product e-mail. The feature code never knows whether it goes over SMTP or to the dev outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

const SMTP_ATTEMPTS = 3;

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= SMTP_ATTEMPTS; attempt++) {
        try {
          await transport.sendMail({ from, ...message });
          log.info({ subject: message.subject }, "e-mail sent");
          return;
        } catch (error) {
          lastError = error;
          log.warn({ err: error, attempt }, "e-mail delivery failed");
          await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        }
      }
      throw lastError;
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Development only: keeps e-mails in the database, listed at /dev/emails. The log names the
 * recipient and subject but never a link: confirmation and reset links work for whoever reads them,
 * and logs travel further than the machine's own outbox page.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger, publicUrl: string): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await insertOutboxEmail(db, message);
      log.info(
        { to: message.to, subject: message.subject, outbox: `${publicUrl}/dev/emails` },
        `e-mail kept in the development outbox; open ${publicUrl}/dev/emails to read it`,
      );
    },
    async close() {},
  };
}
