import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { questions } from "./catalog.ts";
import { essayTopics } from "./essays.ts";

/** An area's score as computed when the simulado was handed in (later calibrations do not move it). */
export type SimuladoAreaScoreRow = {
  area: string;
  nota: number;
  erroPadrao: number;
  rightCount: number;
  questionCount: number;
  sameCountEasiest: number | null;
  sameCountHardest: number | null;
  /** ENEM points each item's answer moved, by question id. */
  swings: Record<string, number>;
};

/**
 * A simulado a student started: its booklet (question ids in order, fixed at the start) and the
 * server's deadline. The scores are written once, when it is handed in or its time runs out.
 */
export const simulados = pgTable(
  "simulados",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of SIMULADO_KINDS (src/domain/simulados/rules.ts). */
    kind: text("tipo").notNull(),
    /** "oficial" | "treino" */
    mode: text("modo").notNull(),
    questionIds: jsonb("questoes").$type<string[]>().notNull(),
    startedAt: timestamp("iniciado_em", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("prazo", { withTimezone: true }).notNull(),
    finishedAt: timestamp("entregue_em", { withTimezone: true }),
    /** The clock ran out before the student handed it in. */
    timedOut: boolean("tempo_esgotado").notNull().default(false),
    scores: jsonb("notas").$type<SimuladoAreaScoreRow[]>(),
    /** Day 1 only: the ENEM topic drawn at the start, and the essay as last saved during the exam. */
    essayTopicId: uuid("tema_redacao_id").references(() => essayTopics.id, { onDelete: "set null" }),
    essayText: text("redacao_texto").notNull().default(""),
    essaySavedAt: timestamp("redacao_salva_em", { withTimezone: true }),
  },
  (t) => [
    index("simulados_user_idx").on(t.userId, t.startedAt),
    // One simulado in progress per student, even when two starts race.
    uniqueIndex("simulados_em_andamento_idx").on(t.userId).where(sql`entregue_em is null`),
  ],
);

/** The answer and the "marcar para revisar" of each item, saved as the student gives them. */
export const simuladoAnswers = pgTable(
  "simulado_respostas",
  {
    simuladoId: uuid("simulado_id")
      .notNull()
      .references(() => simulados.id, { onDelete: "cascade" }),
    questionId: uuid("questao_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    answer: text("resposta"),
    marked: boolean("marcada").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.simuladoId, t.questionId] })],
);

/**
 * 3PL parameters of Rumo's own items (D = 1, on the ENEM 2009 scale), re-estimated from students'
 * simulado answers by the calibration job; an item without a row uses its difficulty label's prior.
 */
export const itemParameters = pgTable("parametros_itens", {
  questionId: uuid("questao_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  a: doublePrecision("a").notNull(),
  b: doublePrecision("b").notNull(),
  c: doublePrecision("c").notNull(),
  /** Answers the estimate used. */
  answerCount: integer("respostas").notNull(),
  estimatedAt: timestamp("estimado_em", { withTimezone: true }).notNull().defaultNow(),
});
