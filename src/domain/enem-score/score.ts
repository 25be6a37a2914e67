import { type AlignedAnswer, alignAnswers } from "./answers.ts";
import { ENEM_SCALE, roundScore } from "./scale.ts";
import { type ItemCurve, itemCurve, logLikelihood, posterior } from "./tri.ts";
import type { Booklet, EnemArea, ForeignLanguage, TriItem } from "./types.ts";

export interface ScoreInput {
  booklet: Booklet;
  /** INEP's response string (TX_RESPOSTAS_*): A–E, "." blank, "*" double mark; "" = absent. */
  answers: string;
  /** LC only: needed when the string has 45 characters. */
  language?: ForeignLanguage | null;
}

export interface ItemOutcome {
  position: number;
  itemCode: string;
  answer: string;
  key: string;
  right: boolean;
  scored: boolean;
  /**
   * Score with this answer right minus the score with it wrong, everything else unchanged: what the
   * wrong answer cost (or the right one earned). Null for items left out of the score.
   */
  swing: number | null;
}

export interface AreaScore {
  area: EnemArea;
  /** On the ENEM scale, one decimal like INEP's. 0 when the string is empty. */
  nota: number;
  /** Posterior SD mapped onto the ENEM scale; null when there is no score. */
  erroPadrao: number | null;
  /** EAP on the 2009 reference scale (N(0, 1) prior). */
  theta: number | null;
  thetaSd: number | null;
  rightCount: number;
  scoredCount: number;
  items: ItemOutcome[];
}

/** Item curves per booklet: computed on the first call, reused after (the booklet objects are shared). */
const curvesCache = new WeakMap<Booklet, Map<TriItem, ItemCurve>>();

export function bookletCurves(booklet: Booklet): Map<TriItem, ItemCurve> {
  let curves = curvesCache.get(booklet);
  if (!curves) {
    curves = new Map();
    for (const item of booklet.items) {
      if (item.a !== null && item.b !== null && item.c !== null) {
        curves.set(item, itemCurve(item.a, item.b, item.c));
      }
    }
    curvesCache.set(booklet, curves);
  }
  return curves;
}

function toScale(area: EnemArea, theta: number): number {
  const { slope, intercept } = ENEM_SCALE[area];
  return slope * theta + intercept;
}

/** Scores an aligned pattern (see alignAnswers); the booklet gives the area and the cached curves. */
export function scoreAligned(booklet: Booklet, aligned: readonly AlignedAnswer[]): AreaScore {
  const all = bookletCurves(booklet);
  const scored = aligned.filter((a) => a.scored && all.has(a.item));
  const curves = scored.map((a) => all.get(a.item)!);
  const right = scored.map((a) => a.right);
  const logLik = logLikelihood(curves, right);
  const post = posterior(logLik);
  const { slope } = ENEM_SCALE[booklet.area];
  const exact = toScale(booklet.area, post.mean);

  const swings = new Map<TriItem, number>();
  scored.forEach((a, i) => {
    const curve = curves[i]!;
    const [remove, add] = a.right ? [curve.logRight, curve.logWrong] : [curve.logWrong, curve.logRight];
    const other = toScale(booklet.area, posterior(logLik, { remove, add }).mean);
    swings.set(a.item, roundScore(a.right ? exact - other : other - exact));
  });

  return {
    area: booklet.area,
    nota: roundScore(exact),
    erroPadrao: roundScore(slope * post.sd),
    theta: post.mean,
    thetaSd: post.sd,
    rightCount: right.filter(Boolean).length,
    scoredCount: scored.length,
    items: aligned.map((a) => ({
      position: a.item.position,
      itemCode: a.item.itemCode,
      answer: a.answer,
      key: a.item.key,
      right: a.right,
      scored: swings.has(a.item),
      swing: swings.get(a.item) ?? null,
    })),
  };
}

/** Official-style score of one area: 3PL, EAP over 40 nodes, linear map to the ENEM scale. */
export function scoreArea({ booklet, answers, language }: ScoreInput): AreaScore {
  // INEP gives 0 to an absent candidate (empty string); an all-blank string is scored like any other.
  if (answers === "") {
    return {
      area: booklet.area,
      nota: 0,
      erroPadrao: null,
      theta: null,
      thetaSd: null,
      rightCount: 0,
      scoredCount: 0,
      items: [],
    };
  }
  return scoreAligned(booklet, alignAnswers(booklet, answers, language));
}
