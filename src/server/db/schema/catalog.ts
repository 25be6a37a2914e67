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
import { bytea } from "./column-types.ts";

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
  /** Set when staff edit the row in the back office; the seed then leaves it as staff left it. */
  staffEditedAt: timestamp("editado_pela_equipe_em", { withTimezone: true }),
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
    /** Set when staff edit the row in the back office; the seed then leaves it as staff left it. */
    staffEditedAt: timestamp("editado_pela_equipe_em", { withTimezone: true }),
    /** A topic whose exercises have answers is archived, not deleted: students' history stays readable. */
    archivedAt: timestamp("arquivado_em", { withTimezone: true }),
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
    /** Set when staff edit the row in the back office; the seed then leaves it as staff left it. */
    staffEditedAt: timestamp("editado_pela_equipe_em", { withTimezone: true }),
    /** An exercise that has answers is archived, not deleted: it leaves the lists, its results stay. */
    archivedAt: timestamp("arquivado_em", { withTimezone: true }),
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
    /** "Fácil" | "Médio" | "Difícil"; null takes the exercise's. */
    difficulty: text("dificuldade"),
    /** INEP's matrix within the subject's area: competency "C5" and skill "H21" (null: not tagged). */
    competency: text("competencia"),
    skill: text("habilidade"),
    /** One line per option, in their order, shown with the results (null: none written). */
    optionNotes: jsonb("comentarios_opcoes").$type<string[]>(),
    /** Where the text the student reads comes from, when it is quoted. */
    source: text("fonte"),
    /** A question removed from an exercise that students answered stays for their results. */
    archivedAt: timestamp("arquivado_em", { withTimezone: true }),
    /**
     * The first version's id when this question replaced an answered one (an edit of its type,
     * options or key); null for a first version. A student's attempt keeps the version it answered.
     */
    firstVersionId: uuid("versao_de"),
  },
  (t) => [index("questoes_exercicio_idx").on(t.exerciseId, t.position)],
);

/** Images placed in question statements and explanations, uploaded in the back office and served by Rumo. */
export const contentImages = pgTable("imagens_conteudo", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "image/png" | "image/jpeg" | "image/webp" | "image/gif" */
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  byteSize: integer("tamanho_bytes").notNull(),
  altText: text("texto_alternativo").notNull(),
  uploadedBy: text("enviado_por"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row whose number grows with every change to subjects, topics, exercises or questions
 * (statement triggers, migration 0012): a process keeps the exercise list in memory and reads only
 * this number, in the same statement as the student's own figures, to know it is still current.
 */
export const catalogueVersion = pgTable("catalogo_versao", {
  id: smallint("id").primaryKey().default(1),
  version: integer("versao").notNull().default(0),
});
