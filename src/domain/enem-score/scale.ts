import type { EnemArea } from "./types.ts";

/**
 * Quadrature of INEP's EAP: 40 equally spaced points on [-4, 4] with N(0, 1) weights. Measured on the
 * cases (docs/enem-score.md): 39, 41 or 50 points, or a wider range, match fewer official scores.
 */
export const QUADRATURE_POINTS = 40;
export const QUADRATURE_MIN = -4;
export const QUADRATURE_MAX = 4;

/**
 * nota = slope · θ + intercept, per area. Not published with the parameters: recovered by least squares
 * from the official scores (content/enem-tri/cases.json); the same for every year 2009–2025.
 */
export const ENEM_SCALE: Record<EnemArea, { slope: number; intercept: number }> = {
  CN: { slope: 113.1016, intercept: 501.1466 },
  CH: { slope: 112.3096, intercept: 501.4897 },
  LC: { slope: 108.0886, intercept: 499.9768 },
  MT: { slope: 129.6437, intercept: 500.0217 },
};

/** INEP publishes one decimal. */
export function roundScore(value: number): number {
  return Math.round(value * 10) / 10;
}
