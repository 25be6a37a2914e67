/**
 * Assembles a correction: analysis → calibrated levels → ENEM rules (annulment, caps) →
 * feedback written from the same evidence, so every score comes with its reasons.
 */
import { checkAnnulment, isTangential } from "./annulment-rules.js";
import { type AnalysisTools, analyzeEssay, type EssayAnalysis } from "./essay-analysis.js";
import { featureVector } from "./feature-vector.js";
import { c1Feedback, c2Feedback } from "./feedback-language.js";
import { c3Feedback, c4Feedback, c5Feedback } from "./feedback-organization.js";
import { generalComment } from "./feedback-summary.js";
import { headline } from "./feedback-text.js";
import { type ModelWeights, predictLevels } from "./scoring-model.js";
import type {
  BuiltinCorrection,
  BuiltinEssayCorrector,
  CompetencyAssessment,
  CorrectionInput,
  EnemLevel,
} from "./types.js";

/** Below this similarity the proposal speaks only of the broad subject, not the theme. */
const PROPOSAL_THEME_SIMILARITY = 0.03;

/** [deviations detected, highest C1 level allowed]; checked on Essay-BR (no 200 essay has 5+, 94% of 160 essays have under 6). */
export const C1_DEVIATION_CAPS: Array<[number, EnemLevel]> = [
  [3, 160],
  [6, 120],
  [12, 80],
];

/** Spelling plus grammar slips; punctuation spacing and long sentences are too noisy to count here. */
export function countDeviations(a: EssayAnalysis): number {
  return (
    a.misspelledTokens +
    a.grammar.filter((g) => g.category !== "pontuacao" && g.category !== "estrutura").length
  );
}

const min = (a: EnemLevel, b: EnemLevel): EnemLevel => (a < b ? a : b);

type Levels = [EnemLevel, EnemLevel, EnemLevel, EnemLevel, EnemLevel];

/** ENEM rules the calibrated models cannot know about (applied to any predicted levels). */
function applyRules(
  a: EssayAnalysis,
  predicted: EnemLevel[],
  tangential: boolean,
  relatedToTheme: boolean,
): Levels {
  const levels = [...predicted] as Levels;
  if (tangential) for (const k of [1, 2, 4] as const) levels[k] = min(levels[k], 40);
  const p = a.proposal;
  // No proposal found caps C5 (ENEM grid). On Essay-BR this costs agreement: some of its prompts
  // are not ENEM-style and their graders did not require a proposal (see the README).
  if (!p.elements.acao) levels[4] = min(levels[4], p.onlyLackOrConditional ? 40 : 80);
  else if (!relatedToTheme) levels[4] = min(levels[4], 40);
  if (p.humanRightsViolation) levels[4] = 0;
  if (a.paragraphs.length === 1) levels[3] = min(levels[3], 80);
  // INEP's C1 grid counts deviations: 200 only with exceptional slips, many slips cannot reach 160.
  const deviations = countDeviations(a);
  for (const [atLeast, cap] of C1_DEVIATION_CAPS) if (deviations >= atLeast) levels[0] = min(levels[0], cap);
  return levels;
}

/**
 * When the lexical model moved a level away from what the rule evidence alone gives, the
 * comment says so in neutral terms (the evidence quoted below still comes from the rules).
 */
export function lexicalNote(
  competency: 1 | 2 | 3 | 4 | 5,
  level: EnemLevel,
  evidenceLevel: EnemLevel,
): string {
  if (level === evidenceLevel) return "";
  return `_Só pelos indícios apontados neste comentário, a competência ${competency} ficaria em ${evidenceLevel}. A nota final também considera o vocabulário e a construção do texto como um todo, que se parecem mais com os de redações avaliadas em ${level} nesta competência._`;
}

function withNote(c: CompetencyAssessment, note: string): CompetencyAssessment {
  if (!note) return c;
  const end = c.comentario.indexOf(".**");
  if (end < 0) return { ...c, comentario: `${c.comentario} ${note}` };
  return { ...c, comentario: `${c.comentario.slice(0, end + 3)} ${note}${c.comentario.slice(end + 3)}` };
}

export function correctAnalysis(a: EssayAnalysis, weights: ModelWeights): BuiltinCorrection {
  const annulment = checkAnnulment(a);
  if (annulment) {
    const zero = (k: 1 | 2 | 3 | 4 | 5): CompetencyAssessment => ({
      nota: 0,
      comentario: `${headline(k, 0)} Redação anulada: ${annulment.explicacao}`,
      evidencias: [annulment.explicacao],
    });
    return {
      nota_final: 0,
      competencias: [zero(1), zero(2), zero(3), zero(4), zero(5)],
      comentario_geral: `**Nota 0/1000 — redação anulada.** ${annulment.explicacao}`,
      anulacao: annulment,
      tangenciamento: false,
    };
  }
  const predicted = predictLevels(weights, featureVector(a), a.paragraphs.join("\n"), a.promptKey);
  const tangential = isTangential(a);
  const relatedToTheme = a.proposalTopicSimilarity >= PROPOSAL_THEME_SIMILARITY;
  const levels = applyRules(
    a,
    predicted.map((p) => p.level),
    tangential,
    relatedToTheme,
  );
  // The same rules applied to the rule-evidence level, to tell when the lexical model moved a score.
  const evidenceLevels = applyRules(
    a,
    predicted.map((p) => p.featureLevel),
    tangential,
    relatedToTheme,
  );
  const competencias = [
    c1Feedback(a, levels[0]),
    c2Feedback(a, levels[1], tangential),
    c3Feedback(a, levels[2], tangential),
    c4Feedback(a, levels[3]),
    c5Feedback(a, levels[4], tangential, relatedToTheme),
  ].map((c, i) =>
    withNote(c, lexicalNote((i + 1) as 1 | 2 | 3 | 4 | 5, levels[i] ?? 0, evidenceLevels[i] ?? 0)),
  ) as BuiltinCorrection["competencias"];
  const nota_final = levels.reduce<number>((s, l) => s + l, 0);
  return {
    nota_final,
    competencias,
    comentario_geral: generalComment(a, competencias, nota_final),
    anulacao: null,
    tangenciamento: tangential,
  };
}

export function createCorrector(tools: AnalysisTools, weights: ModelWeights): BuiltinEssayCorrector {
  return {
    correct(input: CorrectionInput): BuiltinCorrection {
      return correctAnalysis(analyzeEssay(input.texto, input.tema, tools), weights);
    },
  };
}
