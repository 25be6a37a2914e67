import type { EnemArea as BankArea } from "#domain/practice/enem-matrix";
import { ITEMS_PER_AREA, KIND_AREAS, type SimuladoKind } from "./rules.ts";

export interface DrawCandidate {
  id: string;
  area: BankArea;
  /** Subject slug. */
  subject: string;
  difficulty: "Fácil" | "Médio" | "Difícil";
  skill: string | null;
  /** Already in one of the student's earlier simulados: used only when nothing new is left. */
  seen: boolean;
}

/**
 * ENEM's booklet by subject: Linguagens opens with the 5 foreign-language items; Humanas and
 * Natureza split their 45 items among their subjects. Shares, not counts: a subject short of items
 * leaves its place to the others of its area.
 */
const SUBJECT_SHARES: Record<BankArea, Array<[string, number]>> = {
  linguagens: [
    ["ingles", 5],
    ["portugues", 30],
    ["literatura", 10],
  ],
  humanas: [
    ["historia", 15],
    ["geografia", 15],
    ["filosofia", 7],
    ["sociologia", 8],
  ],
  natureza: [
    ["biologia", 15],
    ["fisica", 15],
    ["quimica", 15],
  ],
  matematica: [["matematica", 45]],
};

/** About ENEM's spread of difficulty in a booklet (by INEP's b parameters): a third easy, a quarter hard. */
const DIFFICULTY_SHARE = { Fácil: 0.3, Médio: 0.45, Difícil: 0.25 } as const;

/** Whole counts for `total` from shares, capped by what each key has, the rest passed to keys with room. */
export function apportion(total: number, shares: Array<[string, number]>, available: Map<string, number>) {
  const counts = new Map(shares.map(([k]) => [k, 0]));
  let left = total;
  while (left > 0) {
    const open = shares.filter(([k]) => (counts.get(k) ?? 0) < (available.get(k) ?? 0));
    if (open.length === 0) break;
    const weight = open.reduce((s, [, w]) => s + w, 0);
    // The key furthest below its share of what is being placed gets the next item.
    const placed = total - left;
    let best = open[0]!;
    let bestGap = Number.NEGATIVE_INFINITY;
    for (const entry of open) {
      const gap = ((placed + 1) * entry[1]) / weight - (counts.get(entry[0]) ?? 0);
      if (gap > bestGap) [best, bestGap] = [entry, gap];
    }
    counts.set(best[0], (counts.get(best[0]) ?? 0) + 1);
    left--;
  }
  return counts;
}

/**
 * The booklet of a simulado: 45 items per area of the kind, in ENEM's order (areas, then subjects),
 * spread over subjects, difficulties and skills as ENEM's are, new items before ones the student has
 * already met. `random` is injected so a test can fix the draw.
 */
export function drawBooklet(
  kind: SimuladoKind,
  candidates: readonly DrawCandidate[],
  random: () => number = Math.random,
): string[] {
  const booklet: string[] = [];
  for (const area of KIND_AREAS[kind]) {
    const pool = candidates.filter((c) => c.area === area);
    const bySubject = countBy(pool, (c) => c.subject);
    // A subject the shares do not name (added by staff) has no quota: it only fills what is left.
    const subjectQuota = apportion(ITEMS_PER_AREA, SUBJECT_SHARES[area], bySubject);
    const difficultyQuota = apportion(
      ITEMS_PER_AREA,
      Object.entries(DIFFICULTY_SHARE),
      countBy(pool, (c) => c.difficulty),
    );
    const tieBreak = new Map(pool.map((c) => [c.id, random()]));
    const skillsUsed = new Set<string>();
    const chosen: DrawCandidate[] = [];
    const left = new Set(pool);
    while (chosen.length < ITEMS_PER_AREA && left.size > 0) {
      let best: DrawCandidate | null = null;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const c of left) {
        const score =
          ((subjectQuota.get(c.subject) ?? 0) > 0 ? 1000 : 0) +
          (c.seen ? 0 : 100) +
          ((difficultyQuota.get(c.difficulty) ?? 0) > 0 ? 10 : 0) +
          (c.skill && !skillsUsed.has(c.skill) ? 2 : 0) +
          tieBreak.get(c.id)!;
        if (score > bestScore) [best, bestScore] = [c, score];
      }
      if (!best) break;
      left.delete(best);
      chosen.push(best);
      subjectQuota.set(best.subject, (subjectQuota.get(best.subject) ?? 0) - 1);
      difficultyQuota.set(best.difficulty, (difficultyQuota.get(best.difficulty) ?? 0) - 1);
      if (best.skill) skillsUsed.add(best.skill);
    }
    const subjectOrder = SUBJECT_SHARES[area].map(([s]) => s);
    const rank = (s: string) => {
      const i = subjectOrder.indexOf(s);
      return i === -1 ? subjectOrder.length : i;
    };
    chosen.sort((a, b) => rank(a.subject) - rank(b.subject) || tieBreak.get(a.id)! - tieBreak.get(b.id)!);
    booklet.push(...chosen.map((c) => c.id));
  }
  return booklet;
}

function countBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}
