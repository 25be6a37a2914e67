import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { questions } from "./catalog.ts";

/**
 * "Reportar erro": a student says a question is wrong; content staff fix or dismiss it and the
 * student is told. Keyed by its own id (not led by user_id) because staff address a report by id.
 */
export const questionReports = pgTable(
  "questoes_reportadas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("questao_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of REPORT_KINDS (src/domain/question-reports/rules.ts). */
    kind: text("tipo").notNull(),
    note: text("observacao"),
    /** "aberto" | "corrigido" | "descartado" */
    status: text("status").notNull().default("aberto"),
    staffReply: text("resposta_equipe"),
    resolvedBy: text("resolvido_por").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolvido_em", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("questoes_reportadas_status_idx").on(t.status, t.createdAt),
    // The daily limit counts a student's reports of the day.
    index("questoes_reportadas_user_idx").on(t.userId, t.createdAt),
    // One open report per student and question, even when two requests race.
    uniqueIndex("questoes_reportadas_aberto_idx").on(t.userId, t.questionId).where(sql`status = 'aberto'`),
  ],
);
