import { desc, eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { emailOutbox } from "#server/db/schema/index";
import type { MailMessage } from "./mailer.ts";

/** How many messages the development outbox lists, newest first. */
const OUTBOX_PAGE = 100;

/** Keeps a message in the development outbox instead of sending it. */
export async function insertOutboxEmail(db: Queryable, message: MailMessage): Promise<void> {
  await db.insert(emailOutbox).values(message);
}

/** The newest outbox messages, only those sent to `to` when given (matched exactly). */
export async function listOutboxEmails(db: Queryable, to?: string) {
  const query = db.select().from(emailOutbox);
  return (to ? query.where(eq(emailOutbox.to, to)) : query)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(OUTBOX_PAGE);
}
