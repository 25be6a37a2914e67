/**
 * From blended scores (level units) to ENEM levels: each competency is rounded (or cut at
 * QWK-fitted points), the total is predicted on its own and stretched away from the centre
 * (regression shrinks towards the mean; the stretch is fitted for QWK on out-of-fold
 * predictions), and the competency levels are moved one step at a time until they add up to it.
 */
import { quadraticWeightedKappa, snap } from "./ridge-model.js";

export interface LevelMapping {
  /** Five increasing cut points per competency, on the blended scale (default 0.5 … 4.5). */
  cuts: number[][];
  /** Total level (0..25) = round(center + stretch · (blended total − center)). */
  totalCenter: number;
  totalStretch: number;
  /** Whether competency levels are shifted jointly to agree with the predicted total. */
  joint: boolean;
}

export const ROUNDING_CUTS = [0.5, 1.5, 2.5, 3.5, 4.5];

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The total level the mapping gives for a blended total. */
export function totalLevel(m: LevelMapping, totalZ: number): number {
  return Math.max(0, Math.min(25, Math.round(m.totalCenter + m.totalStretch * (totalZ - m.totalCenter))));
}

/**
 * Level per competency. With `joint`, the levels are then moved one step at a time until they
 * add up to the predicted total: each step moves the competency whose blended score is
 * nearest to the cut point it has to cross (ties: the first competency).
 */
export function levelsFrom(m: LevelMapping, z: number[], totalZ: number): number[] {
  const levels = z.map((v, c) => snap(v, m.cuts[c] ?? ROUNDING_CUTS));
  if (!m.joint) return levels;
  const target = totalLevel(m, totalZ);
  let total = sum(levels);
  while (total !== target) {
    const up = total < target;
    let pick = -1;
    let gap = Number.POSITIVE_INFINITY;
    levels.forEach((l, c) => {
      if (up ? l >= 5 : l <= 0) return;
      const cut = m.cuts[c]?.[up ? l : l - 1] ?? 0;
      const g = up ? cut - (z[c] ?? 0) : (z[c] ?? 0) - cut;
      if (g < gap) {
        gap = g;
        pick = c;
      }
    });
    if (pick < 0) break;
    levels[pick] = (levels[pick] ?? 0) + (up ? 1 : -1);
    total += up ? 1 : -1;
  }
  return levels;
}

/**
 * Cut points maximising QWK of snap(pred) against the human levels: start from the cuts
 * that reproduce the human level distribution, then coordinate ascent over each cut.
 */
export function fitCuts(pred: number[], human: number[], k: number): number[] {
  const sorted = [...pred].sort((a, b) => a - b);
  const counts = new Array<number>(k).fill(0);
  for (const h of human) counts[h] = (counts[h] ?? 0) + 1;
  const cuts: number[] = [];
  let acc = 0;
  for (let c = 0; c < k - 1; c++) {
    acc += counts[c] ?? 0;
    const q = Math.min(sorted.length - 1, Math.max(0, Math.round(acc) - 1));
    cuts.push((sorted[q] ?? 0) + 1e-9);
  }
  for (let c = 1; c < cuts.length; c++) cuts[c] = Math.max(cuts[c] ?? 0, (cuts[c - 1] ?? 0) + 1e-6);
  const score = (cs: number[]) =>
    quadraticWeightedKappa(
      pred.map((p) => snap(p, cs)),
      human,
      k,
    );
  let best = score(cuts);
  const lo = sorted[0] ?? 0;
  const hi = sorted[sorted.length - 1] ?? 0;
  for (let round = 0; round < 3; round++) {
    for (let c = 0; c < cuts.length; c++) {
      const a = c === 0 ? lo - 0.5 : (cuts[c - 1] ?? lo);
      const b = c === cuts.length - 1 ? hi + 0.5 : (cuts[c + 1] ?? hi);
      for (let s = 1; s < 40; s++) {
        const trial = [...cuts];
        trial[c] = a + ((b - a) * s) / 40;
        const q = score(trial);
        if (q > best + 1e-9) {
          best = q;
          cuts[c] = trial[c] as number;
        }
      }
    }
  }
  return cuts.map((x) => Math.round(x * 1e5) / 1e5);
}

/**
 * Centre (mean blended total) and the stretch in [1, 2.5] that maximises QWK of the summed
 * levels against the human totals, on out-of-fold blended scores.
 */
export function fitTotalStretch(
  base: Pick<LevelMapping, "cuts" | "joint">,
  oof: Array<{ z: number[]; total: number }>,
  humanTotals: number[],
): Pick<LevelMapping, "totalCenter" | "totalStretch"> {
  const totalCenter = Math.round((sum(oof.map((o) => o.total)) / Math.max(1, oof.length)) * 1e4) / 1e4;
  let totalStretch = 1;
  let best = -2;
  for (let s = 1; s <= 2.5 + 1e-9; s += 0.05) {
    const trial: LevelMapping = { ...base, totalCenter, totalStretch: s };
    const totals = oof.map((o) => sum(levelsFrom(trial, o.z, o.total)));
    const q = quadraticWeightedKappa(totals, humanTotals, 26);
    if (q > best + 1e-9) {
      best = q;
      totalStretch = Math.round(s * 100) / 100;
    }
  }
  return { totalCenter, totalStretch };
}
