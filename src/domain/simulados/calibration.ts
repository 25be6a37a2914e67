import { NODES } from "#domain/enem-score/tri";
import type { ItemParams } from "./scoring.ts";

/** One student's answers to one area of one simulado: the unit whose ability is integrated out. */
export interface ResponsePattern {
  responses: Array<{ itemId: string; right: boolean }>;
}

export interface CalibrationOptions {
  /** Items with fewer answers keep their current parameters (the prior). */
  minAnswers?: number;
  cycles?: number;
}

export interface CalibratedItem extends ItemParams {
  itemId: string;
  answerCount: number;
}

/** Priors of the estimate: log a ~ N(log 1.8, 0.5²), b ~ N(the item's prior b, 1), c ~ Beta(5, 17). */
const LOG_A_MEAN = Math.log(1.8);
const LOG_A_SD = 0.5;
const B_SD = 1;
const C_ALPHA = 5;
const C_BETA = 17;

const LOG_PRIOR = Array.from(NODES, (x) => (-x * x) / 2);

function probability(p: ItemParams, theta: number): number {
  return p.c + (1 - p.c) / (1 + Math.exp(-p.a * (theta - p.b)));
}

/**
 * Marginal maximum likelihood (Bock–Aitkin EM) of the 3PL parameters, with priors that keep an item
 * with few answers near its label's prior: the E-step spreads each student over the quadrature by
 * their whole pattern, the M-step moves each item's (a, b, c) to fit the expected right answers at
 * each ability. The ability scale stays ENEM's: N(0, 1) prior, as in the scoring.
 */
export function calibrateItems(
  patterns: readonly ResponsePattern[],
  start: ReadonlyMap<string, ItemParams>,
  options: CalibrationOptions = {},
): CalibratedItem[] {
  const minAnswers = options.minAnswers ?? 30;
  const cycles = options.cycles ?? 15;
  const params = new Map([...start].map(([id, p]) => [id, { ...p }]));
  const answerCount = new Map<string, number>();
  for (const pattern of patterns)
    for (const r of pattern.responses) answerCount.set(r.itemId, (answerCount.get(r.itemId) ?? 0) + 1);
  const estimated = [...answerCount].filter(([id, n]) => n >= minAnswers && params.has(id)).map(([id]) => id);
  const priorB = new Map(estimated.map((id) => [id, params.get(id)!.b]));
  const K = NODES.length;

  for (let cycle = 0; cycle < cycles; cycle++) {
    // E-step: expected answers (n) and right answers (r) of each item at each node.
    const n = new Map(estimated.map((id) => [id, new Float64Array(K)]));
    const r = new Map(estimated.map((id) => [id, new Float64Array(K)]));
    for (const pattern of patterns) {
      const log = LOG_PRIOR.slice();
      for (const resp of pattern.responses) {
        const p = params.get(resp.itemId);
        if (!p) continue;
        for (let k = 0; k < K; k++) {
          const pk = probability(p, NODES[k]!);
          log[k]! += Math.log(resp.right ? pk : 1 - pk);
        }
      }
      const max = Math.max(...log);
      const w = log.map((v) => Math.exp(v - max));
      const sum = w.reduce((s, v) => s + v, 0);
      for (const resp of pattern.responses) {
        const nk = n.get(resp.itemId);
        if (!nk) continue;
        const rk = r.get(resp.itemId)!;
        for (let k = 0; k < K; k++) {
          nk[k]! += w[k]! / sum;
          if (resp.right) rk[k]! += w[k]! / sum;
        }
      }
    }
    // M-step: each item on its own.
    for (const id of estimated) {
      params.set(id, maximiseItem(params.get(id)!, n.get(id)!, r.get(id)!, priorB.get(id)!));
    }
  }
  return estimated.map((id) => ({ itemId: id, ...params.get(id)!, answerCount: answerCount.get(id)! }));
}

/** Log posterior of one item's parameters given its expected counts. */
function itemObjective(p: ItemParams, n: Float64Array, r: Float64Array, priorB: number): number {
  let total = 0;
  for (let k = 0; k < NODES.length; k++) {
    const pk = Math.min(1 - 1e-9, Math.max(1e-9, probability(p, NODES[k]!)));
    total += r[k]! * Math.log(pk) + (n[k]! - r[k]!) * Math.log(1 - pk);
  }
  const la = Math.log(p.a);
  total -= (la - LOG_A_MEAN) ** 2 / (2 * LOG_A_SD ** 2);
  total -= (p.b - priorB) ** 2 / (2 * B_SD ** 2);
  total += (C_ALPHA - 1) * Math.log(p.c) + (C_BETA - 1) * Math.log(1 - p.c);
  return total;
}

/** A few steps of gradient ascent (numerical gradient, halving the step until it improves), within bounds. */
function maximiseItem(start: ItemParams, n: Float64Array, r: Float64Array, priorB: number): ItemParams {
  const clamp = (p: ItemParams): ItemParams => ({
    a: Math.min(6, Math.max(0.2, p.a)),
    b: Math.min(5, Math.max(-5, p.b)),
    c: Math.min(0.45, Math.max(0.01, p.c)),
  });
  let p = clamp(start);
  let value = itemObjective(p, n, r, priorB);
  let step = 0.1;
  for (let iter = 0; iter < 40 && step > 1e-5; iter++) {
    const h = 1e-4;
    const grad = (["a", "b", "c"] as const).map(
      (key) => (itemObjective({ ...p, [key]: p[key] + h }, n, r, priorB) - value) / h,
    );
    const norm = Math.hypot(...grad) || 1;
    const next = clamp({
      a: p.a + (step * grad[0]!) / norm,
      b: p.b + (step * grad[1]!) / norm,
      c: p.c + ((step * grad[2]!) / norm) * 0.1,
    });
    const nextValue = itemObjective(next, n, r, priorB);
    if (nextValue > value) {
      p = next;
      value = nextValue;
      step *= 1.5;
    } else step /= 2;
  }
  return p;
}
