/**
 * Per-competency calibrated model: ridge regression on standardised features predicting
 * the ENEM level index (0..5), then cut points (fitted to maximise agreement) snap the
 * continuous prediction to a level. Few parameters, closed-form fit, easy to inspect.
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

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r]?.[col] ?? 0) > Math.abs(M[piv]?.[col] ?? 0)) piv = r;
    [M[col], M[piv]] = [M[piv] ?? [], M[col] ?? []];
    const p = M[col]?.[col] ?? 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = (M[r]?.[col] ?? 0) / p;
      if (f === 0) continue;
      for (let k = col; k <= n; k++) (M[r] as number[])[k] = (M[r]?.[k] ?? 0) - f * (M[col]?.[k] ?? 0);
    }
  }
  return M.map((row, i) => (row[n] ?? 0) / (row[i] || 1e-12));
}

export function fitRidge(
  rows: Array<Record<string, number>>,
  y: number[],
  features: string[],
  lambda: number,
  weights?: number[],
): Omit<CompetencyModel, "cuts"> {
  const n = rows.length;
  const d = features.length;
  const wt = weights ?? new Array<number>(n).fill(1);
  const W = wt.reduce((a, b) => a + b, 0);
  const mean = features.map((f) => rows.reduce((s, r, i) => s + (wt[i] ?? 1) * (r[f] ?? 0), 0) / W);
  const std = features.map(
    (f, j) =>
      Math.sqrt(rows.reduce((s, r, i) => s + (wt[i] ?? 1) * ((r[f] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / W) || 1,
  );
  const X = rows.map((r) => features.map((f, j) => ((r[f] ?? 0) - (mean[j] ?? 0)) / (std[j] ?? 1)));
  const ymean = y.reduce((s, v, i) => s + (wt[i] ?? 1) * v, 0) / W;
  const A = Array.from({ length: d }, (_, a) =>
    Array.from(
      { length: d },
      (_, b) =>
        X.reduce((s, x, i) => s + (wt[i] ?? 1) * (x[a] ?? 0) * (x[b] ?? 0), 0) + (a === b ? lambda : 0),
    ),
  );
  const rhs = Array.from({ length: d }, (_, a) =>
    X.reduce((s, x, i) => s + (wt[i] ?? 1) * (x[a] ?? 0) * ((y[i] ?? 0) - ymean), 0),
  );
  const coef = solve(A, rhs);
  return { features, mean, std, coef, intercept: ymean, lambda };
}

/** Quadratic weighted kappa between two integer ratings in [0, k). */
export function quadraticWeightedKappa(a: number[], b: number[], k: number): number {
  const O = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const ha = new Array<number>(k).fill(0);
  const hb = new Array<number>(k).fill(0);
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    (O[x] as number[])[y] = (O[x]?.[y] ?? 0) + 1;
    ha[x] = (ha[x] ?? 0) + 1;
    hb[y] = (hb[y] ?? 0) + 1;
  });
  const n = a.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const wgt = ((i - j) * (i - j)) / ((k - 1) * (k - 1));
      num += wgt * (O[i]?.[j] ?? 0);
      den += (wgt * (ha[i] ?? 0) * (hb[j] ?? 0)) / n;
    }
  }
  return den === 0 ? 1 : 1 - num / den;
}
