/**
 * Assembles a correction: analysis → calibrated levels → ENEM rules (annulment, caps) →
 * feedback written from the same evidence, so every score comes with its reasons.
 */
import { type AnalysisTools, analyzeEssay, type EssayAnalysis } from "./analysis/essay-analysis.ts";
import { c1Feedback, c2Feedback } from "./feedback/feedback-language.ts";
import { c3Feedback, c4Feedback, c5Feedback } from "./feedback/feedback-organization.ts";
import { generalComment } from "./feedback/feedback-summary.ts";
import { anchorQuotes, count, headline, othersText } from "./feedback/feedback-text.ts";
import { levelRationale } from "./feedback/level-rationale.ts";
import { withRationale } from "./feedback/rationale-section.ts";
import { checkAnnulment, isTangential } from "./model/annulment-rules.ts";
import { applyCaps, proposalRelatedToTheme } from "./model/enem-caps.ts";
import { featureVector } from "./model/feature-vector.ts";
import { lexicalText } from "./model/lexical-text.ts";
import { type ModelWeights, predictLevels } from "./model/scoring-model.ts";
import type {
  BuiltinCorrection,
  BuiltinEssayCorrector,
  CompetencyAssessment,
  CorrectionInput,
} from "./types.ts";

function annulled(
  a: EssayAnalysis,
  annulment: NonNullable<ReturnType<typeof checkAnnulment>>,
): BuiltinCorrection {
  // The rule's explanation may cite the topic's words: only the essay's own words keep “…”.
  const explanation = othersText(annulment.explanation, a.paragraphs.join("\n"));
  const zero = (k: 1 | 2 | 3 | 4 | 5): CompetencyAssessment => ({
    score: 0,
    comment: `${headline(k, 0)} Redação anulada: ${explanation}`,
    evidence: [explanation],
  });
  return {
    finalScore: 0,
    competencies: [zero(1), zero(2), zero(3), zero(4), zero(5)],
    summary: `**Nota 0/1000 — redação anulada.** ${explanation} Texto avaliado: cerca de ${count(a.lines, "linha", "linhas")}.`,
    annulment: annulment,
    tangential: false,
  };
}

export function correctAnalysis(a: EssayAnalysis, weights: ModelWeights): BuiltinCorrection {
  const annulment = checkAnnulment(a);
  if (annulment) return annulled(a, annulment);
  const features = featureVector(a);
  const predicted = predictLevels(weights, features, lexicalText(a), a.promptKey);
  const tangential = isTangential(a);
  const relatedToTheme = proposalRelatedToTheme(a);
  const { levels, reasons } = applyCaps(
    a,
    predicted.map((p) => p.level),
    tangential,
    relatedToTheme,
  );
  const competencies = [
    c1Feedback(a, levels[0]),
    c2Feedback(a, levels[1], tangential),
    c3Feedback(a, levels[2], tangential),
    c4Feedback(a, levels[3]),
    c5Feedback(a, levels[4], tangential, relatedToTheme),
  ].map((c, i) => {
    const level = levels[i] ?? 0;
    const model = weights.competencies[i];
    const rationale = model
      ? levelRationale(i, level, a, features, model, weights.level_profiles)
      : { above: "", below: "" };
    return withRationale(c, level, reasons[i] ?? [], rationale, a.paragraphs.join("\n"));
  }) as BuiltinCorrection["competencies"];
  const finalScore = levels.reduce<number>((s, l) => s + l, 0);
  return {
    finalScore,
    competencies,
    summary: anchorQuotes(generalComment(a, competencies, finalScore), a.paragraphs.join("\n")),
    annulment: null,
    tangential,
  };
}

export function createCorrector(tools: AnalysisTools, weights: ModelWeights): BuiltinEssayCorrector {
  return {
    correct(input: CorrectionInput): BuiltinCorrection {
      return correctAnalysis(analyzeEssay(input.text, input.topic, tools), weights);
    },
  };
}
