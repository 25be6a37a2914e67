import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, jsonSchema, Output } from "ai";
import { z } from "zod";
import type { EssayFeedback } from "#domain/essays/feedback";
import { ENEM_LEVELS, snapToEnemLevel } from "#domain/essays/rules";
import type { ModelSettings } from "#server/core/ai-settings";
import { OutsideCallError } from "#server/essays/webhooks";
import { combineGradings, discrepant } from "./double-grading.ts";
import { CORRECTION_SYSTEM_PROMPT, correctionPrompt } from "./prompt.ts";
import type { CorrectionRequest, EssayCorrector } from "./types.ts";

function correctionSchema(nota: z.ZodType<number>) {
  const competency = z.object({
    nota: nota.describe("Nível ENEM: 0, 40, 80, 120, 160 ou 200"),
    comentario: z.string().min(1).describe("Explica a nota com trechos do texto e como melhorar"),
  });
  return z.object({
    competencia1: competency,
    competencia2: competency,
    competencia3: competency,
    competencia4: competency,
    competencia5: competency,
    comentario_geral: z.string().min(1),
  });
}

/**
 * What Rumo accepts back: any score from 0 to 200, snapped to a level afterwards, so a model that
 * ignores the schema and answers 150 is corrected rather than refused.
 */
export const modelCorrectionSchema = correctionSchema(z.number().min(0).max(200));

/** What the model is asked for: each score one of the six ENEM levels (an enum in the JSON schema). */
const requestedSchema = z.toJSONSchema(
  correctionSchema(z.union(ENEM_LEVELS.map((level) => z.literal(level))) as z.ZodType<number>),
) as Parameters<typeof jsonSchema>[0];

const outputSchema = jsonSchema<ModelCorrection>(requestedSchema, {
  validate: (value) => {
    const parsed = modelCorrectionSchema.safeParse(value);
    return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
  },
});

export type ModelCorrection = z.infer<typeof modelCorrectionSchema>;

const KEYS = ["competencia1", "competencia2", "competencia3", "competencia4", "competencia5"] as const;

/** The model's answer as stored feedback, every score snapped to an ENEM level. */
export function feedbackFromModel(answer: ModelCorrection): { finalScore: number; feedback: EssayFeedback } {
  const feedback: EssayFeedback = { comentario_geral: answer.comentario_geral.trim() };
  let finalScore = 0;
  for (const key of KEYS) {
    const nota = snapToEnemLevel(answer[key].nota);
    finalScore += nota;
    feedback[key] = { nota, comentario: answer[key].comentario.trim() };
  }
  return { finalScore, feedback };
}

/** An OpenAI-compatible model asked for a structured answer (JSON schema) with the ENEM rubric. */
export function modelCorrector(settings: ModelSettings): EssayCorrector {
  const provider = createOpenAICompatible({
    name: "rumo-essays",
    baseURL: settings.baseUrl.replace(/\/$/, ""),
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  const grade = async (request: CorrectionRequest) => {
    const result = await generateText({
      model: provider.chatModel(settings.model),
      system: CORRECTION_SYSTEM_PROMPT,
      prompt: correctionPrompt(request),
      output: Output.object({ schema: outputSchema, name: "correcao_enem" }),
      temperature: 0.4,
      maxRetries: 1,
      timeout: settings.timeoutMs,
    });
    return feedbackFromModel(result.output);
  };
  return {
    kind: "model",
    // As ENEM does: two independent gradings, and a third when they differ too much.
    async correct(request: CorrectionRequest) {
      try {
        const gradings = await Promise.all([grade(request), grade(request)]);
        if (discrepant(gradings[0], gradings[1])) gradings.push(await grade(request));
        return combineGradings(gradings);
      } catch (error) {
        throw new OutsideCallError(`model correction failed: ${String(error)}`);
      }
    },
  };
}
