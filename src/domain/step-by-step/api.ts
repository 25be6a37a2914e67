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
