/**
 * Stacking blend: a ridge combination of the base models' predictions (level units). Inputs
 * come in named groups — the five feature-model predictions, the six lexical ones (five
 * competencies and the total) and the six of the prompt prior — because
 * graders' competency scores move together, so every competency can borrow from the others.
 * Fitting: training/fit-ridge.ts.
 */
export type BlendInputGroup = "feature" | "lexical" | "prior";
export type BlendInputs = Partial<Record<BlendInputGroup, number[]>>;

export interface BlendWeights {
  intercept: number;
  weights: BlendInputs;
}

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
