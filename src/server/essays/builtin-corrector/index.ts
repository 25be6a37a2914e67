/**
 * Rumo's built-in ENEM essay corrector. Rule-based analysers (spelling, grammar, topic,
 * repertoire, structure, cohesion, proposal) explain each competency; models fitted on
 * Essay-BR (model/model-weights.json: analyser features; model/lexical-weights.json: TF-IDF of
 * the text) turn their findings into ENEM levels.
 */
import dictionary from "dictionary-pt";
import type { EssayFeedback, NormalizedCorrection } from "#domain/essays/feedback";
import type { AnalysisTools } from "./analysis/essay-analysis.ts";
import { HunspellChecker } from "./analysis/hunspell-checker.ts";
import { SpellingAnalyzer } from "./analysis/spelling-analysis.ts";
import type { IdfTable } from "./analysis/term-vectors.ts";
import { createCorrector } from "./corrector.ts";
import { loadModelWeights } from "./model/scoring-model.ts";
import topicIdf from "./model/topic-idf.json" with { type: "json" };
import type { BuiltinCorrection, BuiltinEssayCorrector } from "./types.ts";

let tools: Promise<AnalysisTools> | null = null;

/** Dictionary, spell checker and IDF table are loaded once per process (~0.5 s). */
export function loadAnalysisTools(): Promise<AnalysisTools> {
  tools ??= Promise.resolve().then(() => {
    const checker = new HunspellChecker(dictionary);
    const idf = topicIdf as IdfTable;
    return { checker, spelling: new SpellingAnalyzer(checker), idf };
  });
  return tools;
}

export async function createBuiltinCorrector(): Promise<BuiltinEssayCorrector> {
  return createCorrector(await loadAnalysisTools(), loadModelWeights());
}

/**
 * The one place where a correction takes the stored pt-BR shape (redacoes_usuario.feedback_correcao,
 * #domain/essays/feedback): comentario_geral, competencia1..5 and, for an annulled essay, its
 * explanation under anulacao.
 */
export function toStoredCorrection(c: BuiltinCorrection): NormalizedCorrection {
  const feedback: EssayFeedback = { comentario_geral: c.summary };
  c.competencies.forEach((comp, i) => {
    feedback[`competencia${i + 1}`] = {
      nota: comp.score,
      comentario: comp.comment,
      evidencias: comp.evidence,
    };
  });
  if (c.annulment) feedback.anulacao = c.annulment.explanation;
  return { finalScore: c.finalScore, feedback };
}
