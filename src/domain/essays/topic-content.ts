import { z } from "zod";

/** Thematic categories of original (autoral) essay topics, as stored in temas_redacao.categoria_tematica. */
/** The first ENEM was in 1998; a year far ahead is a typo. */
export const ESSAY_TOPIC_YEAR_MIN = 1998;
export const ESSAY_TOPIC_YEAR_MAX = 2100;

export const ESSAY_CATEGORIES = [
  "tecnologia_sociedade",
  "meio_ambiente",
  "desigualdade_social",
  "educacao",
  "saude_publica",
  "direitos_humanos",
  "trabalho_economia",
  "diversidade_cultural",
] as const;
export type EssayCategory = (typeof ESSAY_CATEGORIES)[number];

export const TOPIC_DIFFICULTIES = ["facil", "medio", "dificil"] as const;

/** Which application of an ENEM edition a historical topic comes from. */
export const ENEM_APPLICATIONS = [
  "regular",
  "segunda_aplicacao",
  "ppl",
  "digital",
  "reaplicacao_ppl",
] as const;

export const supportingTextSchema = z.object({
  /** Short label shown above the text, e.g. "Texto I". */
  rotulo: z.string().min(1),
  texto: z.string().min(60),
  /** Where the facts come from, e.g. "Elaborado para o Rumo com base em dados do IBGE (Censo 2022)". */
  fonte: z.string().min(3),
});

const topicBase = {
  titulo: z.string().min(10),
  descricao: z.string().min(60),
  instrucoes_oficiais: z.string().min(200),
  textos_auxiliares: z.array(supportingTextSchema).min(2).max(4),
  palavras_chave: z.array(z.string().min(2)).min(4).max(12),
  dificuldade: z.enum(TOPIC_DIFFICULTIES),
  categoria_tematica: z.enum(ESSAY_CATEGORIES),
};

export const enemTopicContentSchema = z.object({
  ...topicBase,
  ano: z.number().int().min(2014).max(2023),
  aplicacao: z.enum(ENEM_APPLICATIONS),
});

export const originalTopicContentSchema = z.object(topicBase);

export type EnemTopicContent = z.infer<typeof enemTopicContentSchema>;
export type OriginalTopicContent = z.infer<typeof originalTopicContentSchema>;
export type SupportingText = z.infer<typeof supportingTextSchema>;
