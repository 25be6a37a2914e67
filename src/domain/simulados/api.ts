import { z } from "zod";
import {
  ANSWER_LETTERS,
  SIMULADO_MESSAGES as M,
  MAX_SIMULADO_ESSAY_CHARS,
  SIMULADO_KINDS,
  SIMULADO_MODES,
} from "./rules.ts";

/** The contract of /api/simulados (docs/simulados.md); the screens validate with the same schemas. */

const bankArea = z.enum(["linguagens", "humanas", "natureza", "matematica"]);

export const startSimuladoSchema = z.object({
  kind: z.enum(SIMULADO_KINDS, { error: M.kindInvalid }),
  mode: z.enum(SIMULADO_MODES, { error: M.modeInvalid }),
});
export type StartSimuladoInput = z.input<typeof startSimuladoSchema>;

export const simuladoParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });
export const simuladoAnswerParamsSchema = z.object({
  id: z.uuid({ error: M.notFound }),
  questionId: z.uuid({ error: M.notInSimulado }),
});

/** null clears the answer; `marked` is "marcar para revisar". */
export const saveAnswerSchema = z.object({
  answer: z.enum(ANSWER_LETTERS, { error: M.answerInvalid }).nullable(),
  marked: z.boolean().default(false),
});
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

export const answerSavedSchema = z.object({
  questionId: z.string(),
  answer: z.enum(ANSWER_LETTERS).nullable(),
  marked: z.boolean(),
  /** Seconds left on the server's clock. */
  secondsLeft: z.number(),
});
export type AnswerSaved = z.infer<typeof answerSavedSchema>;

/** The day-1 essay as typed so far (autosaved while the clock runs). */
export const saveSimuladoEssaySchema = z.object({
  content: z.string().max(MAX_SIMULADO_ESSAY_CHARS, { error: M.essayTooLong }),
});
export type SaveSimuladoEssayInput = z.infer<typeof saveSimuladoEssaySchema>;

export const simuladoEssaySavedSchema = z.object({
  savedAt: z.string(),
  /** Seconds left on the server's clock. */
  secondsLeft: z.number(),
});
export type SimuladoEssaySaved = z.infer<typeof simuladoEssaySavedSchema>;

export const simuladoEssaySchema = z.object({
  /** ENEM's topic drawn at the start; null if staff removed it since. */
  topic: z
    .object({
      id: z.string(),
      title: z.string(),
      year: z.number().nullable(),
      instructions: z.string().nullable(),
      supportingTexts: z.array(z.object({ label: z.string(), text: z.string(), source: z.string() })),
    })
    .nullable(),
  content: z.string(),
  savedAt: z.string().nullable(),
  /** Once handed in: what became of the essay. */
  result: z
    .object({
      /** em_branco: nothing written; sem_tema: the topic was removed; the rest follow the correction. */
      status: z.enum(["em_branco", "sem_tema", "na_fila", "corrigida", "falhou"]),
      /** The essay in Minhas Redações, with its correction. */
      essayId: z.string().nullable(),
      /** 0–1000 once corrected (0 when blank). */
      nota: z.number().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export type SimuladoEssay = z.infer<typeof simuladoEssaySchema>;

export const areaScoreSchema = z.object({
  area: bankArea,
  name: z.string(),
  /** ENEM scale, one decimal. */
  nota: z.number(),
  /** Posterior SD on the ENEM scale: the margin is ± this. */
  erroPadrao: z.number(),
  rightCount: z.number(),
  questionCount: z.number(),
  /**
   * The pattern effect on this student's own count: the score of the same number of right answers
   * placed on the easiest items, and on the hardest ones (null when 0 or all were right).
   */
  sameCountEasiest: z.number().nullable(),
  sameCountHardest: z.number().nullable(),
});
export type AreaScore = z.infer<typeof areaScoreSchema>;

export const skillResultSchema = z.object({
  area: bankArea,
  competency: z.string().nullable(),
  skill: z.string().nullable(),
  right: z.number(),
  total: z.number(),
});
export type SkillResult = z.infer<typeof skillResultSchema>;

export const simuladoItemSchema = z.object({
  questionId: z.string(),
  /** 1-based, across the whole booklet. */
  number: z.number(),
  area: bankArea,
  subject: z.string(),
  /** Markdown (may hold a table or a ```grafico block). */
  prompt: z.string(),
  options: z.array(z.string()),
  source: z.string().nullable(),
  answer: z.enum(ANSWER_LETTERS).nullable(),
  marked: z.boolean(),
  /** Only once the simulado is finished. */
  review: z
    .object({
      correctAnswer: z.string(),
      right: z.boolean(),
      explanation: z.string().nullable(),
      optionNotes: z.array(z.string()).nullable(),
      competency: z.string().nullable(),
      skill: z.string().nullable(),
      difficulty: z.string(),
      /** ENEM points this item's answer moved the area's score (right minus wrong). */
      swing: z.number().nullable(),
    })
    .nullable(),
});
export type SimuladoItem = z.infer<typeof simuladoItemSchema>;

export const simuladoStatusSchema = z.enum(["em_andamento", "finalizado"]);

export const simuladoSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SIMULADO_KINDS),
  mode: z.enum(SIMULADO_MODES),
  status: simuladoStatusSchema,
  startedAt: z.string(),
  deadline: z.string(),
  finishedAt: z.string().nullable(),
  questionCount: z.number(),
  answeredCount: z.number(),
  /** Empty while in progress. */
  areas: z.array(z.object({ area: bankArea, nota: z.number(), erroPadrao: z.number() })),
  /** Day 1, handed in: the essay's grade once corrected (0 when blank), else null. */
  essayScore: z.number().nullable(),
});
export type SimuladoSummary = z.infer<typeof simuladoSummarySchema>;

export const simuladoSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(SIMULADO_KINDS),
  mode: z.enum(SIMULADO_MODES),
  status: simuladoStatusSchema,
  startedAt: z.string(),
  deadline: z.string(),
  finishedAt: z.string().nullable(),
  durationMinutes: z.number(),
  /** On the server's clock; 0 once finished. */
  secondsLeft: z.number(),
  items: z.array(simuladoItemSchema),
  /** Day 1 only. */
  essay: simuladoEssaySchema.nullable(),
  result: z
    .object({
      areas: z.array(areaScoreSchema),
      skills: z.array(skillResultSchema),
      /** How the score was computed (an estimate on Rumo's items). */
      estimateNote: z.string(),
      /** "acertar questões fáceis e errar difíceis vale mais que o contrário". */
      patternNote: z.string(),
      /** Set when the clock ran out before the student handed it in. */
      timedOut: z.boolean(),
    })
    .nullable(),
});
export type SimuladoSession = z.infer<typeof simuladoSessionSchema>;

export const simuladoKindOptionSchema = z.object({
  kind: z.enum(SIMULADO_KINDS),
  label: z.string(),
  questionCount: z.number(),
  minutes: z.object({ oficial: z.number(), treino: z.number() }),
  /** Why this student cannot start it now (day 1 with the month's essays used up), or null. */
  unavailable: z.string().nullable(),
});

export const simuladosIndexSchema = z.object({
  access: z.object({ allowed: z.boolean(), message: z.string().nullable() }),
  current: simuladoSummarySchema.nullable(),
  /** Newest first. */
  finished: z.array(simuladoSummarySchema),
  kinds: z.array(simuladoKindOptionSchema),
});
export type SimuladosIndex = z.infer<typeof simuladosIndexSchema>;
