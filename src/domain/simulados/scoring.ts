import { scoreAligned } from "#domain/enem-score/score";
import type { Booklet, EnemArea as InepArea, TriItem } from "#domain/enem-score/types";
import { type EnemArea as BankArea, ENEM_AREAS } from "#domain/practice/enem-matrix";

/** 3PL parameters on the ENEM 2009 scale, logistic metric (D = 1), as INEP publishes them. */
export interface ItemParams {
  a: number;
  b: number;
  c: number;
}

export type Difficulty = "Fácil" | "Médio" | "Difícil";

/**
 * Where a Rumo item starts before students' answers calibrate it: its difficulty label read as a b
 * parameter (ENEM's items sit mostly between b = -1 and 3), a typical discrimination and the
 * guessing of five options.
 */
export const PRIOR_PARAMS: Record<Difficulty, ItemParams> = {
  Fácil: { a: 1.8, b: -0.5, c: 0.2 },
  Médio: { a: 1.8, b: 0.8, c: 0.2 },
  Difícil: { a: 1.8, b: 1.9, c: 0.2 },
};

export function priorParams(difficulty: string): ItemParams {
  return PRIOR_PARAMS[difficulty as Difficulty] ?? PRIOR_PARAMS.Médio;
}

export const INEP_AREA: Record<BankArea, InepArea> = {
  linguagens: "LC",
  humanas: "CH",
  natureza: "CN",
  matematica: "MT",
};

export interface ScoredItem {
  questionId: string;
  key: string;
  /** null: left blank, wrong as on ENEM. */
  answer: string | null;
  params: ItemParams;
}

export interface AreaResult {
  area: BankArea;
  name: string;
  nota: number;
  erroPadrao: number;
  rightCount: number;
  questionCount: number;
  sameCountEasiest: number | null;
  sameCountHardest: number | null;
  /** Score moved by each item's answer (right minus wrong), by question id. */
  swings: Map<string, number>;
}

function bookletOf(area: BankArea, items: readonly ScoredItem[]): Booklet {
  return {
    year: 0,
    code: "rumo",
    area: INEP_AREA[area],
    color: "",
    items: items.map(
      (item, i): TriItem => ({
        position: i + 1,
        itemCode: item.questionId,
        key: item.key,
        ...item.params,
        language: null,
        dropped: false,
      }),
    ),
  };
}

function scorePattern(booklet: Booklet, right: readonly boolean[]) {
  return scoreAligned(
    booklet,
    booklet.items.map((item, i) => ({
      item,
      answer: right[i] ? item.key : ".",
      right: right[i]!,
      scored: true,
    })),
  );
}

/**
 * One area of a simulado scored as INEP scores ENEM (3PL, EAP, the area's ENEM scale), with the
 * pattern effect on the student's own count: the same number of right answers on the easiest
 * items, and on the hardest.
 */
export function scoreSimuladoArea(area: BankArea, items: readonly ScoredItem[]): AreaResult {
  const booklet = bookletOf(area, items);
  const right = items.map((item) => item.answer !== null && item.answer === item.key);
  const score = scorePattern(booklet, right);
  const count = right.filter(Boolean).length;

  let sameCountEasiest: number | null = null;
  let sameCountHardest: number | null = null;
  if (count > 0 && count < items.length) {
    const byDifficulty = items.map((item, i) => ({ i, b: item.params.b })).sort((x, y) => x.b - y.b);
    const rightOn = (chosen: Array<{ i: number }>) => {
      const pattern = items.map(() => false);
      for (const { i } of chosen) pattern[i] = true;
      return scorePattern(booklet, pattern).nota;
    };
    sameCountEasiest = rightOn(byDifficulty.slice(0, count));
    sameCountHardest = rightOn(byDifficulty.slice(-count));
  }

  return {
    area,
    name: ENEM_AREAS[area].name,
    nota: score.nota,
    erroPadrao: score.erroPadrao ?? 0,
    rightCount: count,
    questionCount: items.length,
    sameCountEasiest,
    sameCountHardest,
    swings: new Map(score.items.map((o) => [o.itemCode, o.swing ?? 0])),
  };
}
