/**
 * From blended scores (level units) to ENEM levels: each competency is rounded (or cut at
 * QWK-fitted points), the total is predicted on its own and stretched away from the centre
 * (regression shrinks towards the mean; the stretch is fitted for QWK on out-of-fold
 * predictions), and the competency levels are moved one step at a time until they add up to it.
 * Fitting: training/fit-levels.ts.
 */
import { snap } from "./ridge-model.ts";

export interface LevelMapping {
  /** Five increasing cut points per competency, on the blended scale (default 0.5 … 4.5). */
  cuts: number[][];
  /** Total level (0..25) = round(center + stretch · (blended total − center)). */
  totalCenter: number;
  totalStretch: number;
  /** Whether competency levels are shifted jointly to agree with the predicted total. */
  joint: boolean;
  /**
   * The first competency the joint total covers (default 0: all five). At 1, the total is that
   * of C2–C5, predicted without C1's evidence, and C1 keeps its own level: a spelling slip moves
   * C1 and nothing else.
   */
  jointFrom?: number;
}

export const ROUNDING_CUTS = [0.5, 1.5, 2.5, 3.5, 4.5];

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The total level the mapping gives for a blended total (of the competencies it covers). */
function totalLevel(m: LevelMapping, totalZ: number): number {
  const top = 5 * (5 - (m.jointFrom ?? 0));
  return Math.max(0, Math.min(top, Math.round(m.totalCenter + m.totalStretch * (totalZ - m.totalCenter))));
}

/**
 * Level per competency. With `joint`, the levels are then moved one step at a time until they
 * add up to the predicted total: each step moves the competency whose blended score is
 * nearest to the cut point it has to cross (ties: the first competency).
 */
export function levelsFrom(m: LevelMapping, z: number[], totalZ: number): number[] {
  const levels = z.map((v, c) => snap(v, m.cuts[c] ?? ROUNDING_CUTS));
  if (!m.joint) return levels;
  const from = m.jointFrom ?? 0;
  const target = totalLevel(m, totalZ);
  let total = sum(levels.slice(from));
  while (total !== target) {
    const up = total < target;
    let pick = -1;
    let gap = Number.POSITIVE_INFINITY;
    levels.forEach((l, c) => {
      if (c < from || (up ? l >= 5 : l <= 0)) return;
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
