/** Request and response contracts of the essay API, shared by the server and the web client. */
import { z } from "zod";
import { MAX_ESSAY_CHARS, MAX_TITLE_CHARS } from "./rules.ts";
import {
  ENEM_APPLICATIONS,
  ESSAY_CATEGORIES,
  ESSAY_TOPIC_YEAR_MAX,
  ESSAY_TOPIC_YEAR_MIN,
  TOPIC_DIFFICULTIES,
} from "./topic-content.ts";

export const essayTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  supportingTexts: z.array(z.object({ label: z.string(), text: z.string(), source: z.string() })),
  keywords: z.array(z.string()),
  examType: z.string(),
  difficulty: z.string(),
  year: z.number().nullable(),
  application: z.string().nullable(),
  source: z.enum(["enem_historico", "autoral"]),
  category: z.string().nullable(),
});
export type EssayTopic = z.infer<typeof essayTopicSchema>;

export const enemYearsSchema = z.object({
  years: z.array(
    z.object({
      year: z.number(),
      applications: z.array(z.object({ application: z.string(), title: z.string() })),
    }),
  ),
});
export type EnemYears = z.infer<typeof enemYearsSchema>;

export const enemTopicQuerySchema = z.object({
  // Any year the team may give an official topic (Temas de Redação); a year without one is a 404.
  ano: z.coerce.number().int().min(ESSAY_TOPIC_YEAR_MIN).max(ESSAY_TOPIC_YEAR_MAX),
  aplicacao: z.enum(ENEM_APPLICATIONS).optional(),
  vestibular: z.literal("enem").default("enem"),
});

export const RANDOM_CATEGORY = "aleatoria";
export const generateTopicSchema = z.object({
  categoria: z.enum([RANDOM_CATEGORY, ...ESSAY_CATEGORIES]).default(RANDOM_CATEGORY),
  dificuldade: z.enum(TOPIC_DIFFICULTIES).default("medio"),
});
export type GenerateTopicInput = z.infer<typeof generateTopicSchema>;

export const generatedTopicSchema = z.object({
  topic: essayTopicSchema,
  /** Which generator produced it: webhook, model or builtin (a curated topic). */
  generatedBy: z.enum(["webhook", "model", "builtin"]),
});

export const essayStatusSchema = z.enum(["em_andamento", "finalizada", "corrigida"]);

export const correctionStateSchema = z.object({
  state: z.enum(["queued", "running", "failed", "done"]),
  attempts: z.number(),
  maxAttempts: z.number(),
  error: z.string().nullable(),
});
export type CorrectionState = z.infer<typeof correctionStateSchema>;

export const essayDetailSchema = z.object({
  id: z.string(),
  topic: essayTopicSchema.nullable(),
  title: z.string().nullable(),
  content: z.string(),
  secondsSpent: z.number(),
  wordCount: z.number(),
  status: essayStatusSchema,
  finalScore: z.number().nullable(),
  feedback: z.record(z.string(), z.unknown()).nullable(),
  correctedBy: z.string().nullable(),
  correction: correctionStateSchema.nullable(),
  submittedAt: z.string().nullable(),
  correctedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EssayDetail = z.infer<typeof essayDetailSchema>;

export const currentEssaySchema = z.object({ essay: essayDetailSchema.nullable() });

export const essayListItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  topicTitle: z.string().nullable(),
  examType: z.string(),
  status: essayStatusSchema,
  date: z.string(),
  secondsSpent: z.number(),
  wordCount: z.number(),
  finalScore: z.number().nullable(),
});
export type EssayListItem = z.infer<typeof essayListItemSchema>;
export const essayListSchema = z.object({ essays: z.array(essayListItemSchema) });
export const essayListQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const scorePointSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  total: z.number(),
  competencies: z.array(z.number().nullable()).length(5),
});
export type ScorePoint = z.infer<typeof scorePointSchema>;
export const scoreHistorySchema = z.object({ points: z.array(scorePointSchema) });

const content = z.string().max(MAX_ESSAY_CHARS, { error: "A redação pode ter no máximo 20.000 caracteres." });
const title = z.string().trim().max(MAX_TITLE_CHARS).nullable().optional();
const secondsSpent = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600)
  .default(0);

export const createEssaySchema = z.object({ topicId: z.uuid(), content, title, secondsSpent });
export type CreateEssayInput = z.input<typeof createEssaySchema>;
export const saveEssaySchema = z.object({ content, title, secondsSpent });
export type SaveEssayInput = z.input<typeof saveEssaySchema>;
export const essayIdParamsSchema = z.object({ id: z.uuid({ error: "Redação não encontrada." }) });
export const topicIdParamsSchema = z.object({ id: z.uuid({ error: "Tema não encontrado." }) });
