import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { exercises, questions } from "./catalog.ts";

/** One row per answered question; the current attempt is the rows not discarded by a reset. */
export const userAnswers = pgTable(
  "user_answers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    exerciseId: uuid("exercicio_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    questionId: uuid("questao_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    answer: text("resposta").notNull(),
    correct: boolean("correto").notNull(),
    secondsSpent: integer("tempo_gasto").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by a reset: the attempt leaves the student's results but stays in the log that counts
     * the day's exercises, so a reset cannot get around the daily limit.
     */
    discardedAt: timestamp("descartada_em", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex("user_answers_user_question_idx")
      .on(t.userId, t.questionId)
      .where(sql`descartada_em is null`),
    index("user_answers_user_created_idx").on(t.userId, t.createdAt),
    index("user_answers_user_exercise_idx").on(t.userId, t.exerciseId),
    // Also user_answers_current_attempt_idx (migration 0012), a covering index drizzle cannot express.
    // The back office's figures over a period (active students, retention).
    index("user_answers_created_idx").on(t.createdAt),
  ],
);

/** One row each time a student finishes an exercise: the log behind points, weekly goals and achievements. */
export const exerciseCompletions = pgTable(
  "exercicios_concluidos",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    exerciseId: uuid("exercicio_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    correctCount: integer("acertos").notNull(),
    questionCount: integer("total_questoes").notNull(),
    scorePercent: integer("nota_percentual").notNull(),
    completedAt: timestamp("concluido_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("exercicios_concluidos_user_time_idx").on(t.userId, t.completedAt),
    index("exercicios_concluidos_user_exercise_idx").on(t.userId, t.exerciseId),
  ],
);

/**
 * The current attempt of each exercise a student touched, summed: answers, graded answers
 * (dissertativa excluded), right answers and the latest wrong one. Kept by triggers on
 * `user_answers` in the transaction of each answer, reset and deletion (migration 0013), so the
 * exercise list and the dashboard read one row per exercise, not every answer.
 */
export const currentAttemptTotals = pgTable(
  "tentativas_atuais",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: uuid("exercicio_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    answered: integer("respondidas").notNull().default(0),
    gradedAnswered: integer("respondidas_avaliadas").notNull().default(0),
    correct: integer("acertos").notNull().default(0),
    lastWrongAt: timestamp("ultimo_erro_em", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);
