import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { subjects } from "./catalog.ts";

export type ChatSource = { kind: "exercise" | "topic" | "essay_tip"; id: string; title: string };

export const chatMessages = pgTable(
  "chat_messages",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** Subject slug, or "amiga-de-estudo" for the general study friend. */
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** "user" | "bot" */
    sender: text("sender").notNull(),
    /** Which tutor produced a bot message: webhook, model, offline, greeting, fallback. */
    provider: text("provider"),
    /** Material the offline tutor drew on, linked under its answer. */
    sources: jsonb("sources").$type<ChatSource[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("chat_messages_user_subject_created_idx").on(t.userId, t.subject, t.createdAt),
    index("chat_messages_user_created_idx").on(t.userId, t.createdAt),
    // The back office's figures over a period count students' messages only.
    index("chat_messages_student_created_idx").on(t.createdAt).where(sql`${t.sender} = 'user'`),
  ],
);

/** Per-subject tutor webhooks (n8n or similar). One active webhook per subject. */
export const subjectWebhooks = pgTable(
  "materia_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("materia_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    url: text("webhook_url").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("materia_webhooks_materia_idx").on(t.subjectId, t.active),
    // One webhook per subject: a removed one (active false) stays for the record.
    uniqueIndex("materia_webhooks_one_active_key").on(t.subjectId).where(sql`${t.active}`),
  ],
);
