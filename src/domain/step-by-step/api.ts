import { z } from "zod";
import { STEP_BY_STEP_MESSAGES as M } from "./rules.ts";

/** POST /api/questions/:questionId/step-by-step (docs/product.md#passo-a-passo). */
export const stepByStepParamsSchema = z.object({ questionId: z.uuid({ error: M.notFound }) });

const limitUsage = z.object({ used: z.number(), limit: z.number().nullable(), remaining: z.number() });

export const stepByStepSchema = z.object({
  sections: z.array(z.object({ title: z.string(), steps: z.array(z.string()) })),
  answer: z.object({ letter: z.string(), text: z.string() }),
  computed: z.boolean(),
  /** False when the question had been unlocked before: nothing was counted. */
  counted: z.boolean(),
  usage: limitUsage,
});
export type StepByStepResponse = z.infer<typeof stepByStepSchema>;

/** GET /api/step-by-step/recent?subject=… — the questions the tutor offers a step-by-step for. */
export const recentQuestionsQuerySchema = z.object({
  /** A subject's slug; absent (the Amiga de Estudo) means every subject. */
  subject: z.string().max(80).optional(),
});

export const recentQuestionsSchema = z.object({
  questions: z.array(
    z.object({
      questionId: z.string(),
      /** The statement's opening, as plain text. */
      excerpt: z.string(),
      topic: z.string(),
      /** The latest answer the student gave it. */
      right: z.boolean(),
      answeredAt: z.string(),
      /** Already unlocked: seeing it again does not count. */
      unlocked: z.boolean(),
    }),
  ),
});
export type RecentQuestions = z.infer<typeof recentQuestionsSchema>;
