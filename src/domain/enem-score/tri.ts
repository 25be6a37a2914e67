import { QUADRATURE_MAX, QUADRATURE_MIN, QUADRATURE_POINTS } from "./scale.ts";

/** Quadrature nodes and log prior weights (standard normal), shared by every call. */
export const NODES: Float64Array = Float64Array.from(
  { length: QUADRATURE_POINTS },
  (_, k) => QUADRATURE_MIN + ((QUADRATURE_MAX - QUADRATURE_MIN) * k) / (QUADRATURE_POINTS - 1),
);
const LOG_PRIOR: Float64Array = NODES.map((x) => (-x * x) / 2);

/** log P(right) and log P(wrong) of one 3PL item at every node: precomputed once per booklet. */
export interface ItemCurve {
  logRight: Float64Array;
  logWrong: Float64Array;
}

export function itemCurve(a: number, b: number, c: number): ItemCurve {
  const logRight = new Float64Array(QUADRATURE_POINTS);
  const logWrong = new Float64Array(QUADRATURE_POINTS);
  for (let k = 0; k < QUADRATURE_POINTS; k++) {
    // The published parameters are already in the logistic metric: D = 1 (1.7 fits far worse).
    const p = c + (1 - c) / (1 + Math.exp(-a * (NODES[k]! - b)));
    logRight[k] = Math.log(p);
    logWrong[k] = Math.log(1 - p);
  }
  return { logRight, logWrong };
}

/** Log-likelihood at every node of a response pattern (right = true). */
export function logLikelihood(curves: readonly ItemCurve[], right: readonly boolean[]): Float64Array {
  const total = new Float64Array(QUADRATURE_POINTS);
  for (let i = 0; i < curves.length; i++) {
    const curve = curves[i]!;
    const row = right[i] ? curve.logRight : curve.logWrong;
    for (let k = 0; k < QUADRATURE_POINTS; k++) total[k]! += row[k]!;
  }
  return total;
}

export interface Posterior {
  mean: number;
  sd: number;
}

/**
 * EAP: posterior mean and SD over the nodes. `swap` replaces one item's term (used to price a single
 * flipped answer without rebuilding the whole likelihood).
 */
export function posterior(
  logLik: Float64Array,
  swap?: { remove: Float64Array; add: Float64Array },
): Posterior {
  const log = new Float64Array(QUADRATURE_POINTS);
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < QUADRATURE_POINTS; k++) {
    let v = logLik[k]! + LOG_PRIOR[k]!;
    if (swap) v += swap.add[k]! - swap.remove[k]!;
    log[k] = v;
    if (v > max) max = v;
  }
  // Subtract the maximum: 45 small probabilities underflow otherwise.
  let sum = 0;
  let first = 0;
  let second = 0;
  for (let k = 0; k < QUADRATURE_POINTS; k++) {
    const w = Math.exp(log[k]! - max);
    const x = NODES[k]!;
    sum += w;
    first += w * x;
    second += w * x * x;
  }
  const mean = first / sum;
  return { mean, sd: Math.sqrt(Math.max(0, second / sum - mean * mean)) };
}
