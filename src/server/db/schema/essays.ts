import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export type SupportingTextRow = { rotulo: string; texto: string; fonte: string };

/** Essay topics: official ENEM topics (fonte enem_historico) and original ones (fonte autoral). */
export const essayTopics = pgTable(
  "temas_redacao",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("titulo").notNull(),
    description: text("descricao"),
    officialInstructions: text("instrucoes_oficiais"),
    supportingTexts: jsonb("textos_auxiliares")
      .$type<SupportingTextRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    keywords: jsonb("palavras_chave").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    examType: text("tipo_vestibular").notNull().default("enem"),
    /** "facil" | "medio" | "dificil" */
    difficulty: text("dificuldade").notNull().default("medio"),
    year: smallint("ano"),
    /** For ENEM topics: regular, segunda_aplicacao, ppl, digital, reaplicacao_ppl. */
    application: text("aplicacao"),
    /** "enem_historico" | "autoral" */
    source: text("fonte").notNull(),
    category: text("categoria_tematica"),
    /** Set when the topic was generated for a student (webhook or model). */
    generatedForUserId: text("gerado_para_user_id").references(() => users.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    /** Set when staff edit the topic in the back office; the seed then leaves it as staff left it. */
    staffEditedAt: timestamp("editado_pela_equipe_em", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("temas_redacao_fonte_ano_idx").on(t.source, t.examType, t.year),
    index("temas_redacao_categoria_idx").on(t.category, t.active),
  ],
);

export type EssayFeedback = {
  comentario_geral?: string;
  competencia1?: { nota: number; comentario: string } | string;
  competencia2?: { nota: number; comentario: string } | string;
  competencia3?: { nota: number; comentario: string } | string;
  competencia4?: { nota: number; comentario: string } | string;
  competencia5?: { nota: number; comentario: string } | string;
  [key: string]: unknown;
};

/** Student essays (redacoes_usuario): em_andamento → finalizada → corrigida. */
export const userEssays = pgTable(
  "redacoes_usuario",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    topicId: uuid("tema_id").references(() => essayTopics.id, { onDelete: "set null" }),
    title: text("titulo"),
    content: text("conteudo").notNull().default(""),
    secondsSpent: integer("tempo_gasto").notNull().default(0),
    status: text("status").notNull().default("em_andamento"),
    finalScore: smallint("nota_final"),
    feedback: jsonb("feedback_correcao").$type<EssayFeedback>(),
    /** Which corrector produced the feedback: webhook, model, builtin. */
    correctedBy: text("corrigida_por"),
    correctionError: text("erro_correcao"),
    submittedAt: timestamp("finalizada_em", { withTimezone: true }),
    correctedAt: timestamp("corrigida_em", { withTimezone: true }),
    /**
     * The day-1 simulado this essay was written in, handed in with it (docs/simulados.md#the-essay).
     * No foreign key: simulados.ts refers to this file (its topic), and a cycle is not allowed;
     * both rows go only with the account.
     */
    simuladoId: uuid("simulado_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex("redacoes_usuario_simulado_idx").on(t.simuladoId).where(sql`simulado_id is not null`),
    index("redacoes_usuario_user_created_idx").on(t.userId, t.createdAt),
    index("redacoes_usuario_id_idx").on(t.id),
  ],
);

/** Essay automation webhooks: gerar_tema, gerar_tema_autoral, corrigir_redacao. */
export const essayWebhooks = pgTable("redacao_webhooks", {
  id: uuid("id").primaryKey().defaultRandom(),
  type: text("tipo").notNull(),
  url: text("webhook_url").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
