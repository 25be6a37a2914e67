import type { EssayFeedback } from "#domain/essays/feedback";
import { type BuiltinEssayCorrector, createBuiltinCorrector } from "#server/essays/builtin-corrector/index";
import type { CorrectionRequest, EssayCorrector } from "./types.ts";

let shared: Promise<BuiltinEssayCorrector> | null = null;

/** Rumo's own rubric-based corrector (src/server/essays/builtin-corrector): always available. */
export function builtinCorrector(): EssayCorrector {
  return {
    kind: "builtin",
    async correct(request: CorrectionRequest) {
      // Loaded once per process (dictionary and tables, about half a second).
      shared ??= createBuiltinCorrector().catch((error: unknown) => {
        shared = null;
        throw error;
      });
      const corrector = await shared;
      const result = corrector.correct({
        texto: request.content,
        titulo: request.title,
        tema: {
          titulo: request.topic.title,
          descricao: request.topic.description,
          palavras_chave: request.topic.keywords,
          textos_auxiliares: request.topic.supportingTexts,
        },
      });
      const feedback: EssayFeedback = { comentario_geral: result.comentario_geral };
      result.competencias.forEach((c, i) => {
        feedback[`competencia${i + 1}`] = {
          nota: c.nota,
          comentario: c.comentario,
          evidencias: c.evidencias,
        };
      });
      if (result.anulacao) feedback.anulacao = result.anulacao.explicacao;
      return { finalScore: result.nota_final, feedback };
    },
  };
}
