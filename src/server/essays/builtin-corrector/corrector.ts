/**
 * Assembles a correction: analysis → calibrated levels → ENEM rules (annulment, caps) →
 * feedback written from the same evidence, so every score comes with its reasons.
 */
import type { EnemLevel } from "#domain/essays/rules";
import { type AnalysisTools, analyzeEssay, type EssayAnalysis } from "./analysis/essay-analysis.ts";
import { c1Feedback, c2Feedback } from "./feedback/feedback-language.ts";
import { c3Feedback, c4Feedback, c5Feedback } from "./feedback/feedback-organization.ts";
import { generalComment } from "./feedback/feedback-summary.ts";
import { headline } from "./feedback/feedback-text.ts";
import { levelRationale } from "./feedback/level-rationale.ts";
import { checkAnnulment, isTangential } from "./model/annulment-rules.ts";
import { applyCaps, type CapReason, proposalRelatedToTheme } from "./model/enem-caps.ts";
import { featureVector } from "./model/feature-vector.ts";
import { type ModelWeights, predictLevels } from "./model/scoring-model.ts";
import type {
  BuiltinCorrection,
  BuiltinEssayCorrector,
  CompetencyAssessment,
  CorrectionInput,
} from "./types.ts";

const TIP_MARK = "###**Como melhorar:**";

/**
 * "Por que esta nota": the caps that lowered the level, how the essay compares with graded
 * essays of the level below and of the level above (feedback/level-rationale.ts). Placed before the tip.
 */
function withRationale(
  c: CompetencyAssessment,
  level: EnemLevel,
  caps: CapReason[],
  rationale: { above: string; below: string },
): CompetencyAssessment {
  const parts: string[] = [];
  // A capped level is explained by its cap; lifting the cap is what raises it.
  if (caps.length) {
    parts.push(`Limite aplicado: ${caps.map((r) => r.why).join("; ")}.`);
    parts.push(`**O que falta para subir:** ${caps.map((r) => r.fix).join("; ")}.`);
  } else if (rationale.above)
    parts.push(`Comparado às redações avaliadas em ${level - 40} nesta competência: ${rationale.above}.`);
  if (level < 200 && !caps.length)
    parts.push(
      rationale.below
        ? `**O que falta para ${level + 40}:** comparado às redações avaliadas em ${level + 40}: ${rationale.below}.`
        : `**O que falta para ${level + 40}:** nos aspectos que medimos, o texto já se compara às redações avaliadas em ${level + 40}; siga a orientação abaixo para que a diferença apareça na leitura do corretor.`,
    );
  if (!parts.length)
    parts.push(
      `nos aspectos que medimos, o texto se compara às redações avaliadas em ${level} nesta competência.`,
    );
  const section = `###**Por que ${level}:** ${parts.join(" ")}`;
  const at = c.comment.indexOf(TIP_MARK);
  const comment =
    at < 0 ? `${c.comment}${section}` : `${c.comment.slice(0, at)}${section}${c.comment.slice(at)}`;
  return { ...c, comment };
}

function annulled(
  a: EssayAnalysis,
  annulment: NonNullable<ReturnType<typeof checkAnnulment>>,
): BuiltinCorrection {
  const zero = (k: 1 | 2 | 3 | 4 | 5): CompetencyAssessment => ({
    score: 0,
    comment: `${headline(k, 0)} Redação anulada: ${annulment.explanation}`,
    evidence: [annulment.explanation],
  });
  return {
    finalScore: 0,
    competencies: [zero(1), zero(2), zero(3), zero(4), zero(5)],
    summary: `**Nota 0/1000 — redação anulada.** ${annulment.explanation} Texto avaliado: cerca de ${a.lines} linhas.`,
    annulment: annulment,
    tangential: false,
  };
}

export function correctAnalysis(a: EssayAnalysis, weights: ModelWeights): BuiltinCorrection {
  const annulment = checkAnnulment(a);
  if (annulment) return annulled(a, annulment);
  const features = featureVector(a);
  const predicted = predictLevels(weights, features, a.paragraphs.join("\n"), a.promptKey);
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
    return withRationale(c, level, reasons[i] ?? [], rationale);
  }) as BuiltinCorrection["competencies"];
  const finalScore = levels.reduce<number>((s, l) => s + l, 0);
  return {
    finalScore,
    competencies,
    summary: generalComment(a, competencies, finalScore),
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
