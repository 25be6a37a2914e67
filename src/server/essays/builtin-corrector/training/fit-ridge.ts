/**
 * Closed-form ridge fits: the per-competency feature models (model/ridge-model.ts) and the
 * stacking blends (model/blend.ts).
 */
import type { BlendInputGroup, BlendInputs, BlendWeights } from "../model/blend.ts";
import type { CompetencyModel } from "../model/ridge-model.ts";

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

/** Which columns of which groups a blend may use (absent group: none). */
export type BlendColumns = Partial<Record<BlendInputGroup, number[]>>;

/** Ridge (on standardised inputs) of y on the listed columns; the weights are returned unstandardised. */
export function fitBlend(
  rows: BlendInputs[],
  y: number[],
  columns: BlendColumns,
  lambda: number,
): BlendWeights {
  const names = (Object.entries(columns) as Array<[BlendInputGroup, number[]]>).flatMap(([group, cols]) =>
    cols.map((j) => `${group}:${j}`),
  );
  const table = rows.map((r) =>
    Object.fromEntries(
      names.map((name) => {
        const [group, j] = name.split(":") as [BlendInputGroup, string];
        return [name, r[group]?.[Number(j)] ?? 0];
      }),
    ),
  );
  const m = fitRidge(table, y, names, lambda);
  const out: BlendWeights = { intercept: m.intercept, weights: {} };
  for (const [group, cols] of Object.entries(columns) as Array<[BlendInputGroup, number[]]>) {
    const width = Math.max(0, ...cols.map((j) => j + 1));
    out.weights[group] = new Array<number>(width).fill(0);
  }
  names.forEach((name, k) => {
    const [group, j] = name.split(":") as [BlendInputGroup, string];
    const c = (m.coef[k] ?? 0) / (m.std[k] || 1);
    (out.weights[group] as number[])[Number(j)] = c;
    out.intercept -= c * (m.mean[k] ?? 0);
  });
  return out;
}

export function roundBlend(w: BlendWeights): BlendWeights {
  const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    intercept: r6(w.intercept),
    weights: Object.fromEntries(Object.entries(w.weights).map(([g, ws]) => [g, ws.map(r6)])),
  };
}
