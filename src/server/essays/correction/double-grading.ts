import type { CompetencyFeedback, EssayFeedback } from "#domain/essays/feedback";
import { COMPETENCY_KEYS } from "#domain/essays/feedback";

/** One independent grading: a score per competency (ENEM levels) and its feedback. */
export type Grading = { finalScore: number; feedback: EssayFeedback };

/** ENEM's discrepancy: more than 100 points in the total or more than 80 in a competency. */
export const TOTAL_DISCREPANCY = 100;
export const COMPETENCY_DISCREPANCY = 80;

function scores(g: Grading): number[] {
  return COMPETENCY_KEYS.map((k) => (g.feedback[k] as CompetencyFeedback).nota);
}

export function discrepant(a: Grading, b: Grading): boolean {
  if (Math.abs(a.finalScore - b.finalScore) > TOTAL_DISCREPANCY) return true;
  const sb = scores(b);
  return scores(a).some((s, i) => Math.abs(s - (sb[i] ?? 0)) > COMPETENCY_DISCREPANCY);
}

/** With three gradings, ENEM keeps the two whose totals are closest (ties: the earlier pair). */
function closestPair(gradings: Grading[]): [Grading, Grading] {
  let best: [Grading, Grading] = [gradings[0]!, gradings[1]!];
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 0; i < gradings.length; i++)
    for (let j = i + 1; j < gradings.length; j++) {
      const d = Math.abs(gradings[i]!.finalScore - gradings[j]!.finalScore);
      if (d < gap) {
        gap = d;
        best = [gradings[i]!, gradings[j]!];
      }
    }
  return best;
}

/**
 * ENEM's final grade from two (or, after a discrepancy, three) independent gradings: each
 * competency is the mean of the two kept gradings, and the total their sum. Where the two differ,
 * the comment gives each grading's score with its own reasons, so every score shown has its reason;
 * every grading is recorded.
 */
export function combineGradings(gradings: Grading[]): Grading {
  const [a, b] = closestPair(gradings);
  const feedback: EssayFeedback = {
    comentario_geral: a.feedback.comentario_geral,
    correcoes_independentes: gradings.map(
      (g, i) =>
        `${i + 1}ª correção: ${g.finalScore} (${scores(g)
          .map((s, c) => `C${c + 1} ${s}`)
          .join(", ")})`,
    ),
  };
  let finalScore = 0;
  for (const key of COMPETENCY_KEYS) {
    const fa = a.feedback[key] as CompetencyFeedback;
    const fb = b.feedback[key] as CompetencyFeedback;
    const nota = (fa.nota + fb.nota) / 2;
    finalScore += nota;
    feedback[key] =
      fa.nota === fb.nota
        ? fa
        : {
            nota,
            comentario: `Média de duas correções independentes (${fa.nota} e ${fb.nota}).\n\n**Correção com ${fa.nota}:** ${fa.comentario}\n\n**Correção com ${fb.nota}:** ${fb.comentario}`,
          };
  }
  return { finalScore, feedback };
}
