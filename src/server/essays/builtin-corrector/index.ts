/**
 * Rumo's built-in ENEM essay corrector. Rule-based analysers (spelling, grammar, topic,
 * repertoire, structure, cohesion, proposal) explain each competency; models fitted on
 * Essay-BR (model-weights.json: analyser features; lexical-weights.json: TF-IDF of the text)
 * turn their findings into ENEM levels.
 */
import dictionary from "dictionary-pt";
import { createCorrector } from "./corrector.js";
import type { AnalysisTools } from "./essay-analysis.js";
import { HunspellChecker } from "./hunspell-checker.js";
import { loadModelWeights } from "./scoring-model.js";
import { SpellingAnalyzer } from "./spelling-analysis.js";
import topicIdf from "./topic-idf.json" with { type: "json" };
import type { IdfTable } from "./topic-relevance.js";
import type { BuiltinCorrection, BuiltinEssayCorrector } from "./types.js";

export type {
  AnnulmentReason,
  BuiltinCorrection,
  BuiltinEssayCorrector,
  CompetencyAssessment,
  CorrectionInput,
  EnemLevel,
  EssayTopicForCorrection,
} from "./types.js";

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

/** Shape stored in redacoes_usuario.feedback_correcao (see docs spec 02): comentario_geral + competencia1..5. */
export function toFeedbackCorrecao(c: BuiltinCorrection): Record<string, unknown> {
  const out: Record<string, unknown> = { comentario_geral: c.comentario_geral };
  c.competencias.forEach((comp, i) => {
    out[`competencia${i + 1}`] = {
      nota: comp.nota,
      comentario: comp.comentario,
      evidencias: comp.evidencias,
    };
  });
  if (c.anulacao) out.anulacao = c.anulacao;
  return out;
}
