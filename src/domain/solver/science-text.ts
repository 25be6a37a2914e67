/** Text helpers shared by the physics, chemistry and unit solvers. */
import { evaluate } from "mathjs";
import { clean } from "./math-helpers.ts";
import { formatNumber } from "./numbers.ts";

/** A number as students type it ("1.300", "2,5", "2.5"), not glued to a letter ("v0", "H2"). */
export const NUM = String.raw`(?<![\p{L}\d.,])[+-]?\d+(?:[.,]\d+)*`;

/** Lower case without accents; NFKD also turns "m/s²" into "m/s2" and "v₀" into "v0". */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[−–]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Evaluates a mathjs expression to a real number, or null (sqrt of a negative, division by zero). */
export function calc(expr: string, scope: Record<string, number>): number | null {
  const result: unknown = evaluate(expr, { ...scope });
  return typeof result === "number" && Number.isFinite(result) ? clean(result) : null;
}

/** A number for LaTeX: decimal comma as `{,}`; negatives in parentheses when `wrap` (inside a formula). */
export function tex(value: number, wrap = false, digits = 2): string {
  const text = formatNumber(value, digits).replace(/,/g, "{,}");
  return wrap && value < 0 ? `(${text})` : text;
}

/** A plain-text number with its unit: "20 m/s", "3 m/s²". */
export function withUnit(value: number, unitText: string, digits = 2): string {
  return unitText ? `${formatNumber(value, digits)} ${unitText}` : formatNumber(value, digits);
}

/** How to go from one unit to the other in words: "÷ 3,6" or "× 1.000". */
export function factorText(factor: number): string {
  // Six significant digits: mathjs' 1 atm / 1 mmHg is 760,0002.
  const shown = (x: number) => formatNumber(Number(x.toPrecision(6)), 6);
  return factor >= 1 ? `× ${shown(factor)}` : `÷ ${shown(1 / factor)}`;
}

/** The student's own spelling of a word read from the folded text ("gavião" for "gaviao"). */
export function surfaceWord(message: string, folded: string): string {
  return message.split(/[^\p{L}]+/u).find((w) => fold(w) === folded) ?? folded;
}
