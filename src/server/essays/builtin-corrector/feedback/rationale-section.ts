/**
 * "Por que {nota}" and "O que falta para {nota + 40}", placed before a competency's tip: the
 * caps that lowered the level, how the essay compares with graded essays of the level below and
 * of the level above (level-rationale.ts), and — when that comparison finds no gap the student
 * can see — the competency's own concrete next step (`next`, written by feedback-*.ts).
 */
import type { EnemLevel } from "#domain/essays/rules";
import type { CapReason } from "../model/enem-caps.ts";
import type { CompetencyAssessment } from "../types.ts";
import { anchorQuotes, othersText } from "./feedback-text.ts";

const TIP_MARK = "###**Como melhorar:**";

/** A competency's feedback with what it takes to reach the next level, in the essay's terms. */
export interface DraftAssessment extends CompetencyAssessment {
  /** Concrete "what is missing for the next level" (always set below 200). */
  next?: string;
  /** When set, `next` replaces the statistical comparison with the level above (C5: its elements). */
  nextFirst?: boolean;
}

export function withRationale(
  c: DraftAssessment,
  level: EnemLevel,
  caps: CapReason[],
  rationale: { above: string; below: string },
  essay: string,
): CompetencyAssessment {
  const parts: string[] = [];
  // A capped level is explained by its cap; lifting the cap is what raises it.
  if (caps.length) {
    parts.push(`Limite aplicado: ${caps.map((r) => othersText(r.why, essay)).join("; ")}.`);
    parts.push(`**O que falta para subir:** ${caps.map((r) => othersText(r.fix, essay)).join("; ")}.`);
  } else if (rationale.above)
    parts.push(`Comparado às redações avaliadas em ${level - 40} nesta competência: ${rationale.above}.`);
  if (level < 200 && !caps.length) {
    const next = c.next ?? "";
    parts.push(
      rationale.below && !(c.nextFirst && next)
        ? `**O que falta para ${level + 40}:** comparado às redações avaliadas em ${level + 40}: ${rationale.below}.`
        : `**O que falta para ${level + 40}:** ${next}`,
    );
  }
  if (!parts.length)
    parts.push(
      `nos aspectos que medimos, o texto se compara às redações avaliadas em ${level} nesta competência.`,
    );
  const section = `###**Por que ${level}:** ${parts.join(" ")}`;
  const at = c.comment.indexOf(TIP_MARK);
  const comment =
    at < 0 ? `${c.comment}${section}` : `${c.comment.slice(0, at)}${section}${c.comment.slice(at)}`;
  return {
    score: c.score,
    comment: anchorQuotes(comment, essay),
    evidence: c.evidence.map((e) => anchorQuotes(e, essay)),
  };
}
