/**
 * Stacking blend: a ridge combination of the base models' predictions (level units). Inputs
 * come in named groups — the five feature-model predictions, the six lexical ones (five
 * competencies and the total) and the six of the prompt prior — because
 * graders' competency scores move together, so every competency can borrow from the others.
 */
import { fitRidge } from "./ridge-model.js";

export type BlendInputGroup = "feature" | "lexical" | "prior";
export type BlendInputs = Partial<Record<BlendInputGroup, number[]>>;

export interface BlendWeights {
  intercept: number;
  weights: BlendInputs;
}

/** Which columns of which groups a blend may use (absent group: none). */
export type BlendColumns = Partial<Record<BlendInputGroup, number[]>>;

export function blend(w: BlendWeights, inputs: BlendInputs): number {
  let z = w.intercept;
  for (const [group, ws] of Object.entries(w.weights) as Array<[BlendInputGroup, number[]]>) {
    const x = inputs[group] ?? [];
    ws.forEach((c, j) => {
      z += c * (x[j] ?? 0);
    });
  }
  return z;
}

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
