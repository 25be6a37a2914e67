import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { questions } from "./catalog.ts";

/**
 * The step-by-step solutions a student unlocked: one row per question, so seeing one again is free
 * and the day's count is the rows created today.
 */
export const stepByStepUnlocks = pgTable(
  "passo_a_passo",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("questao_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("passo_a_passo_user_created_idx").on(t.userId, t.createdAt),
  ],
);
