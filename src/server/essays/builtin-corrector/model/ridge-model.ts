/**
 * Per-competency calibrated model: ridge regression on standardised features predicting
 * the ENEM level index (0..5), then cut points (fitted to maximise agreement) snap the
 * continuous prediction to a level. Few parameters, closed-form fit (training/fit-ridge.ts),
 * easy to inspect.
 */

export interface CompetencyModel {
  features: string[];
  mean: number[];
  std: number[];
  coef: number[];
  intercept: number;
  lambda: number;
  /** Five increasing cut points between the six levels (in level-index units). */
  cuts: number[];
}

export function predictRaw(m: CompetencyModel, x: Record<string, number>): number {
  let z = m.intercept;
  m.features.forEach((f, i) => {
    z += (m.coef[i] ?? 0) * (((x[f] ?? 0) - (m.mean[i] ?? 0)) / (m.std[i] || 1));
  });
  return z;
}

export function snap(z: number, cuts: number[]): number {
  let level = 0;
  for (const c of cuts) if (z > c) level++;
  return level;
}
