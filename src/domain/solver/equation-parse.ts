/** Finds the equations a student typed inside a chat message and reads them with mathjs. */
import { derivative, evaluate, type MathNode, parse, rationalize } from "mathjs";
import { clean, plain } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";

export type Equation = {
  /** Each side as mathjs reads it ("3*(x-2)"), "." decimals. */
  left: string;
  right: string;
  /** Unknowns in the equation, sorted ("x", "y"). */
  variables: string[];
};

const UNKNOWNS = /^[xyz]$/;

/**
 * The equations in the message, in order. Words become separators, so "resolve 2x+3=11 pfv" gives
 * "2x+3=11" and "sistema x + y = 10 e x - y = 2" gives two. "x = 4" (a result, not a problem) is dropped.
 */
export function equationsIn(message: string): Equation[] {
  let s = plain(message).replace(/²/g, "^2").replace(/³/g, "^3").replace(/[×·]/g, "*").replace(/÷/g, "/");
  // "f(x) = 2x + 1" defines a function: not an equation to solve.
  if (/(?<![a-z])[a-wA-W]\s*\(\s*[xyz]\s*\)/.test(s)) return [];
  // "x = 5 + 2t": another letter used as a variable (a physics formula), not an equation in x, y, z.
  if (/\d[a-w](?![a-z])|[-+*/^=(]\s*[a-w](?![a-z])/.test(s)) return [];
  s = s.replace(/\d+(?:[.,]\d+)*/g, (raw) => String(parseNumber(raw) ?? raw));
  s = timesSigns(s);
  // "x2" right before an operator is how phones type x².
  s = s.replace(/(?<![a-z])([xyz])2(?=\s*[-+=)])/g, "$1^2");
  s = s.replace(/[a-z]{2,}/g, "|").replace(/(?<![a-z])[a-w](?![a-z])/g, "|");
  s = s.replace(/[^0-9xyz.+\-*/^()= ,;|%]/g, "|");
  s = s.replace(/([xyz])\s*\(/g, "$1*(");
  const out: Equation[] = [];
  for (const raw of s.split(/[|,;]/)) {
    const piece = raw.trim();
    // "2% x 3 = 6%": the student's arithmetic with percentages, not an equation to solve.
    if (piece.includes("%")) continue;
    const sides = piece.split("=");
    if (sides.length !== 2) continue;
    const [left, right] = sides.map((side) => side.trim()) as [string, string];
    if (!left || !right) continue;
    const variables = symbolsOf(`(${left}) - (${right})`);
    if (!variables || variables.length === 0) continue;
    if (isResult(left, right) || isResult(right, left)) continue;
    out.push({ left, right, variables });
  }
  return out;
}

/**
 * An "x" between two numbers is a times sign: "2 x 3", "2% x 3", "10x9x8x7". Kept as the unknown
 * only in "2x2" / "3x3" written tight and not part of a chain, which phones use for 2x² (see "x2").
 */
function timesSigns(s: string): string {
  return s.replace(
    /([\d%)])(\s*)x(\s*)(?=\d)/g,
    (all, before: string, gap1: string, gap2: string, at: number) => {
      const after = s.slice(at + all.length).match(/^\d+(?:\.\d+)?(\s*x\s*\d)?/);
      const chained = Boolean(after?.[1]) || /x\s*\d+(?:\.\d+)?$/.test(s.slice(0, at + 1));
      if (gap1 === "" && gap2 === "" && /^[23]$/.test(after?.[0] ?? "") && !chained) return all;
      return `${before} * `;
    },
  );
}

/** "x = 4" or "x = -2.5": an answer the student wrote, not something to solve. */
function isResult(side: string, other: string): boolean {
  return UNKNOWNS.test(side) && /^-?\d+(\.\d+)?$/.test(other.replace(/\s/g, ""));
}

/** The unknowns of an expression, or null when mathjs cannot read it or it has other names. */
function symbolsOf(expression: string): string[] | null {
  let node: MathNode;
  try {
    node = parse(expression);
  } catch {
    return null;
  }
  const names = new Set<string>();
  let ok = true;
  node.traverse((n) => {
    if (n.type === "FunctionNode") ok = false;
    if (n.type === "SymbolNode" && "name" in n && typeof n.name === "string") names.add(n.name);
  });
  if (!ok || [...names].some((name) => !UNKNOWNS.test(name))) return null;
  return [...names].sort();
}

/**
 * Polynomial coefficients of an expression in one unknown, lowest degree first ([6, -5, 1] for
 * x² − 5x + 6), from mathjs `rationalize`. Null when the unknown is in a denominator.
 */
export function coefficientsOf(expression: string): number[] | null {
  try {
    const symbols = symbolsOf(expression);
    if (!symbols) return null;
    if (symbols.length === 0) return [clean(Number(evaluate(expression)))];
    const r = rationalize(expression, {}, true);
    // With the unknown in a denominator mathjs adds `denominator` (missing from its typings).
    if ((r as { denominator?: unknown }).denominator) return null;
    const coefficients = r.coefficients.map((c) => clean(Number(c)));
    while (coefficients.length > 1 && coefficients[coefficients.length - 1] === 0) coefficients.pop();
    return coefficients.every(Number.isFinite) ? coefficients : null;
  } catch {
    return null;
  }
}

/**
 * Coefficients of a linear expression in several unknowns (mathjs `derivative`, which must be a
 * constant for each unknown) and its constant term; null when it is not linear.
 */
export function linearOf(
  expression: string,
  variables: string[],
): { coefficients: number[]; constant: number } | null {
  try {
    const node = parse(expression);
    const coefficients: number[] = [];
    for (const v of variables) {
      const d = derivative(node, v);
      if (symbolsOf(d.toString())?.length !== 0) return null;
      coefficients.push(clean(Number(d.evaluate())));
    }
    const zeros = Object.fromEntries(variables.map((v) => [v, 0]));
    const constant = clean(Number(node.evaluate(zeros)));
    return coefficients.every(Number.isFinite) && Number.isFinite(constant)
      ? { coefficients, constant }
      : null;
  } catch {
    return null;
  }
}

/** An expression as LaTeX, close to how the student wrote it ("3(x-2)", "x^2 - 5x"). */
export function texOf(expression: string): string {
  return expression
    .replace(/\s*\*\s*/g, " \\cdot ")
    .replace(/(\d)\.(\d)/g, "$1{,}$2")
    .replace(/\s*([+\-=])\s*/g, " $1 ")
    .replace(/^ - /, "-")
    .replace(/\( - /g, "(-")
    .trim();
}

/** A polynomial from its coefficients (lowest degree first) as LaTeX: "x^2 - 5x + 6". */
export function polyTex(coefficients: number[], variable: string, fmt: (n: number) => string): string {
  const terms: string[] = [];
  for (let degree = coefficients.length - 1; degree >= 0; degree--) {
    const c = coefficients[degree] ?? 0;
    if (c === 0) continue;
    const power = degree === 0 ? "" : degree === 1 ? variable : `${variable}^${degree}`;
    const size = Math.abs(c);
    const body = degree > 0 && size === 1 ? power : `${fmt(size)}${power}`;
    terms.push(terms.length === 0 ? (c < 0 ? `-${body}` : body) : `${c < 0 ? "-" : "+"} ${body}`);
  }
  return terms.length ? terms.join(" ") : "0";
}

/** LaTeX from `texOf` back to plain text for the `understood` sentence ("3 · (x - 2) = 2x + 5"). */
export function textOf(latex: string): string {
  return latex
    .replace(/\$/g, "")
    .replace(/ \\cdot /g, " · ")
    .replace(/\{,\}/g, ",");
}
