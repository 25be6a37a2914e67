import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Subjects (materias). */
export const subjects = pgTable("materias", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("nome").notNull().unique(),
  /** URL form of the name: lower case, hyphens, no accents ("lingua-portuguesa"). */
  slug: text("slug").notNull().unique(),
  color: text("cor").notNull(),
  icon: text("icone").notNull(),
  emoji: text("emoji").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Topics (assuntos) of a subject. */
export const topics = pgTable(
  "assuntos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("materia_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    name: text("nome").notNull(),
    description: text("descricao"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("assuntos_materia_nome_idx").on(t.subjectId, t.name)],
);

export const exercises = pgTable(
  "exercicios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    topicId: uuid("assunto_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    title: text("titulo").notNull(),
    description: text("descricao"),
    /** "Fácil" | "Médio" | "Difícil" */
    difficulty: text("dificuldade").notNull().default("Fácil"),
    points: integer("pontos").notNull().default(10),
    estimatedMinutes: integer("tempo_estimado").notNull().default(30),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exercicios_assunto_idx").on(t.topicId)],
);

export const questions = pgTable(
  "questoes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    exerciseId: uuid("exercicio_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    prompt: text("pergunta").notNull(),
    /** "multipla_escolha" | "verdadeiro_falso" | "dissertativa" */
    type: text("tipo").notNull(),
    options: jsonb("opcoes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    correctAnswer: text("resposta_correta").notNull(),
    explanation: text("explicacao"),
    position: smallint("ordem").notNull(),
  },
  (t) => [index("questoes_exercicio_idx").on(t.exerciseId, t.position)],
);
