import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * What staff changed in the back office: who, when, what, and the values before and after (never a
 * secret or a password). Written in the transaction of the change itself (core/audit.ts).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Kept when the staff account is deleted, so the entry still says something happened. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("admin_audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);
