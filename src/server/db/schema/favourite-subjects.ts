import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { subjects } from "./catalog.ts";

/**
 * The spec's `user_materias_favoritas`: per student and subject, use (every answer given plus every
 * message sent to the subject's tutor) and errors (wrong answers). Kept up to date by triggers in
 * the transaction of the answer or message that changes it (migration 0011,
 * docs/decisions/006-derived-figures.md), so the dashboard reads three rows, not a year of logs.
 */
export const favouriteSubjects = pgTable(
  "user_materias_favoritas",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: uuid("materia_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    useCount: integer("uso_count").notNull().default(0),
    errorCount: integer("erro_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
