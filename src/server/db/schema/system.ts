import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Key/value settings edited in the admin back office. Secret values are encrypted at rest. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  /** "general" | "stripe" | "ai" */
  category: text("category").notNull().default("general"),
  encrypted: boolean("encrypted").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Academic news shown on the dashboard strip. */
export const newsItems = pgTable("noticias", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("titulo").notNull().unique(),
  summary: text("resumo").notNull(),
  category: text("categoria").notNull(),
  url: text("url"),
  active: boolean("active").notNull().default(true),
  publishedAt: timestamp("publicado_em", { withTimezone: true }).notNull().defaultNow(),
});

/** Development outbox: e-mails kept here (and shown at /dev/emails) when no SMTP_URL is set. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

/** Durable background jobs (essay correction…), claimed with SKIP LOCKED so several instances can share them. */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** "pending" | "running" | "done" | "failed" */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("background_jobs_due_idx").on(t.status, t.runAt)],
);

/** Fixed-window counters for rate limits shared by every instance (login, password reset…). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
