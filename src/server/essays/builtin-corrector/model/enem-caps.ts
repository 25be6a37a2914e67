/**
 * ENEM caps the calibrated models cannot know about, applied to any predicted levels. Each
 * cap that actually lowers a level leaves a reason for that competency's comment, so the
 * student sees every point taken and why.
 */
import type { EnemLevel } from "#domain/essays/rules";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { q } from "../feedback/feedback-text.ts";
import { levelFloors } from "./annulment-rules.ts";

/** Below this similarity the proposal speaks only of the broad subject, not the theme. */
export const PROPOSAL_THEME_SIMILARITY = 0.03;
/**
 * A proposal this close to the essay's own discussion is articulated to it: the discussion
 * (whose theme the tangential rule checks) vouches for the proposal's link to the theme even
 * when its words differ from the topic's texts ("sistema carcerário" for "prisões").
 */
const PROPOSAL_DISCUSSION_SIMILARITY = 0.03;

/** ENEM C5: the proposal must address the theme; unrelated to the topic's texts and to the essay's own discussion, it does not. */
export function proposalRelatedToTheme(a: EssayAnalysis): boolean {
  return (
    a.proposalTopicSimilarity >= PROPOSAL_THEME_SIMILARITY ||
    a.proposalDiscussionSimilarity >= PROPOSAL_DISCUSSION_SIMILARITY
  );
}

/** [deviations detected, highest C1 level allowed]; checked on Essay-BR (no 200 essay has 5+, 94% of 160 essays have under 6). */
const C1_DEVIATION_CAPS: Array<[number, EnemLevel]> = [
  [3, 160],
  [6, 120],
  [12, 80],
];

/** Spelling plus grammar slips; punctuation spacing and long sentences are too noisy to count here. */
function countDeviations(a: EssayAnalysis): number {
  return (
    a.misspelledTokens +
    a.grammar.filter((g) => g.category !== "pontuacao" && g.category !== "estrutura").length
  );
}

type Levels = [EnemLevel, EnemLevel, EnemLevel, EnemLevel, EnemLevel];

/** Why a cap lowered a level, and what lifts it. */
export interface CapReason {
  why: string;
  fix: string;
}

interface CappedLevels {
  levels: Levels;
  /** Per competency, the caps that lowered it. */
  reasons: [CapReason[], CapReason[], CapReason[], CapReason[], CapReason[]];
}

export function applyCaps(
  a: EssayAnalysis,
  predicted: EnemLevel[],
  tangential: boolean,
  relatedToTheme: boolean,
): CappedLevels {
  // The grid's floors for an essay that was not annulled (annulment-rules.ts), then the caps.
  const floors = levelFloors(a, tangential);
  const levels = predicted.map((l, i) => Math.max(l, floors[i] ?? 0)) as Levels;
  const reasons: CappedLevels["reasons"] = [[], [], [], [], []];
  const cap = (k: 0 | 1 | 2 | 3 | 4, limit: EnemLevel, why: string, fix: string) => {
    if (levels[k] <= limit) return;
    levels[k] = limit;
    reasons[k].push({ why, fix });
  };
  if (tangential) {
    const cut = a.topic.focus?.missing.map((w) => q(w)).join(" e ") ?? "";
    for (const k of [1, 2, 4] as const)
      cap(
        k,
        40,
        "o tema foi tangenciado, e o ENEM limita C2, C3 e C5 a 40 pontos nesse caso",
        `discuta o recorte exato do título${cut ? ` (${cut})` : ""} em todos os parágrafos, não só o assunto geral`,
      );
  }
  const p = a.proposal;
  // ENEM's grid: no proposal is 0 in C5; a vague one (a lack noted, a conditional) is 40.
  if (!p.elements.acao)
    cap(
      4,
      p.onlyLackOrConditional ? 40 : 0,
      p.onlyLackOrConditional
        ? `constatar uma falta ou usar condicional (${q(p.onlyLackOrConditional)}) não é propor uma ação: é uma proposta vaga, e a C5 fica em no máximo 40`
        : "o texto não apresenta proposta de intervenção (quem deve fazer o quê), e sem ela a C5 é 0",
      "feche o texto com uma proposta concreta: quem deve agir, o que fazer, como e para quê",
    );
  else if (!relatedToTheme)
    cap(
      4,
      40,
      `a proposta (${q(p.elements.acao)}) não se relaciona ao recorte do tema, o que a limita a 40`,
      "proponha uma ação que resolva o problema discutido no texto, usando as palavras do tema",
    );
  if (p.humanRightsViolation)
    cap(
      4,
      0,
      `a proposta desrespeita os direitos humanos (${q(p.humanRightsViolation)}), o que zera a C5`,
      "proponha medidas que respeitem os direitos humanos (educação, fiscalização, políticas públicas)",
    );
  if (a.paragraphs.length === 1)
    cap(
      3,
      80,
      "o texto está em um único parágrafo, sem articulação entre partes, o que limita a C4 a 80",
      "divida o texto em introdução, desenvolvimento e conclusão, ligando os parágrafos com conectivos",
    );
  // INEP's C1 grid counts deviations: 200 only with exceptional slips, many slips cannot reach 160.
  const deviations = countDeviations(a);
  const example = a.misspellings[0]?.word ?? a.grammar.find((g) => g.category !== "pontuacao")?.excerpt;
  for (const [atLeast, limit] of C1_DEVIATION_CAPS)
    if (deviations >= atLeast)
      cap(
        0,
        limit,
        `com ${deviations} desvios identificados${example ? ` (ex.: ${q(example)})` : ""}, a grade do ENEM não permite mais que ${limit} na C1`,
        "revise grafia, acentuação e concordância até restarem no máximo dois desvios",
      );
  return { levels, reasons };
}
