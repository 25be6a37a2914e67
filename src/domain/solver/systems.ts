/** 2×2 and 3×3 linear systems: mathjs `lusolve`, explained as elimination and substitution. */
import { det, lusolve } from "mathjs";
import { equationsIn, linearOf } from "./equation-parse.ts";
import { clean, fmt, keepMistakes, tex, texp } from "./math-helpers.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

export type Row = { coefficients: number[]; rhs: number };

export const solveSystem: Solver = (message) => {
  const equations = equationsIn(message);
  if (equations.length < 2 || equations.length > 3) return null;
  const vars = [...new Set(equations.flatMap((e) => e.variables))].sort();
  if (vars.length !== equations.length) return null;
  const rows: Row[] = [];
  for (const e of equations) {
    const lin = linearOf(`(${e.left}) - (${e.right})`, vars);
    if (!lin) return null;
    rows.push({ coefficients: lin.coefficients, rhs: clean(-lin.constant) });
  }
  const worked = workSystem(rows, vars);
  if (!worked) return null;
  const answers: SolvedValue[] = vars.map((v, i) => ({
    label: v,
    value: worked.values[i] as number,
    unit: "",
  }));
  const result = answers.map((a) => `${a.label} = ${fmt(a.value, 4)}`).join(", ");
  return {
    title: rows.length === 2 ? "Sistema linear 2×2" : "Sistema linear 3×3",
    keywords: "sistemas substituição adição",
    understood: `Sistema: ${rows.map((r) => rowTex(r, vars).replace(/\{,\}/g, ",")).join("; ")}.`,
    steps: [...worked.steps, `Solução: ${result}.`],
    answers,
    mistakes: keepMistakes(worked.mistakes, answers),
  };
};

/**
 * Solves a square system with mathjs `lusolve` and explains it (the system, elimination,
 * substitution); null when it has no single solution. Mistakes are not filtered yet.
 */
export function workSystem(
  rows: Row[],
  vars: string[],
): { values: number[]; steps: string[]; mistakes: KnownMistake[] } | null {
  const matrix = rows.map((r) => r.coefficients);
  if (Math.abs(Number(det(matrix))) < 1e-9) return null; // no single solution: not what the student asked
  const solved = lusolve(
    matrix,
    rows.map((r) => r.rhs),
  ) as number[][];
  const values = solved.map((row) => clean(Number(row[0])));
  if (values.length !== vars.length || !values.every(Number.isFinite)) return null;
  const system = `$\\begin{cases} ${rows.map((r) => rowTex(r, vars)).join(" \\\\ ")} \\end{cases}$`;
  const steps = [`Sistema com ${rows.length} equações e ${rows.length} incógnitas: ${system}.`];
  const mistakes: KnownMistake[] = [];
  if (rows.length === 2)
    twoByTwo(rows as [Row, Row], vars as [string, string], values as [number, number], steps, mistakes);
  else threeByThree(rows, vars, values, steps);
  return { values, steps, mistakes };
}

export function rowTex(row: Row, vars: string[]): string {
  const terms: string[] = [];
  row.coefficients.forEach((c, i) => {
    if (c === 0) return;
    const body = `${Math.abs(c) === 1 ? "" : tex(Math.abs(c))}${vars[i]}`;
    terms.push(terms.length === 0 ? (c < 0 ? `-${body}` : body) : `${c < 0 ? "-" : "+"} ${body}`);
  });
  return `${terms.join(" ")} = ${tex(row.rhs)}`;
}

/** "x", "-x" or "2x": a coefficient in front of an unknown. */
function coef(c: number): string {
  return c === 1 ? "" : c === -1 ? "-" : tex(c);
}

/** "2 \\cdot 4", or just "4" when the coefficient is 1. */
function times(c: number, value: number): string {
  return c === 1 ? texp(value) : c === -1 ? `-${texp(value)}` : `${texp(c)} \\cdot ${texp(value)}`;
}

/** Eliminates the first unknown, finds the second, substitutes back; the classic slips become mistakes. */
function twoByTwo(
  [r1, r2]: [Row, Row],
  [u, w]: [string, string],
  [x, y]: [number, number],
  steps: string[],
  mistakes: KnownMistake[],
) {
  const [a1, b1] = r1.coefficients as [number, number];
  const [a2, b2] = r2.coefficients as [number, number];
  const k = clean(a2 * b1 - a1 * b2);
  const m = clean(a2 * r1.rhs - a1 * r2.rhs);
  let how: string;
  if (a1 === 0 || a2 === 0) how = `Uma das equações não tem $${u}$: dela sai direto $${w} = ${tex(y)}$.`;
  else if (a1 === a2)
    how = `Subtraia as equações para eliminar $${u}$: $${tex(clean(b1 - b2))}${w} = ${tex(clean(r1.rhs - r2.rhs))}$, logo $${w} = ${tex(y)}$.`;
  else if (a1 === -a2)
    how = `Some as equações para eliminar $${u}$: $${tex(clean(b1 + b2))}${w} = ${tex(clean(r1.rhs + r2.rhs))}$, logo $${w} = ${tex(y)}$.`;
  else {
    const scale =
      a2 === 1
        ? `Multiplique a 2ª equação por ${fmt(a1)} e subtraia da 1ª`
        : a1 === 1
          ? `Multiplique a 1ª equação por ${fmt(a2)} e subtraia a 2ª`
          : `Multiplique a 1ª equação por ${fmt(a2)} e a 2ª por ${fmt(a1)} e subtraia`;
    how = `${scale}, para eliminar $${u}$: $${tex(k)}${w} = ${tex(m)}$, logo $${w} = ${tex(y)}$.`;
  }
  steps.push(how);
  const [a, b, c, n] = a1 !== 0 ? [a1, b1, r1.rhs, "1ª"] : [a2, b2, r2.rhs, "2ª"];
  steps.push(
    `Substitua $${w} = ${tex(y)}$ na ${n} equação: $${coef(a)}${u} + ${times(b, y)} = ${tex(c)}$, ` +
      `então $${u} = ${a === 1 ? `${tex(c)} - ${texp(clean(b * y))}` : `\\frac{${tex(c)} - ${texp(clean(b * y))}}{${tex(a)}}`} = ${tex(x)}$.`.replace(
        /\+ -/g,
        "- ",
      ),
  );
  const [oa, ob, oc] = a1 !== 0 ? [a2, b2, r2.rhs] : [a1, b1, r1.rhs];
  steps.push(
    `Confira na outra equação: $${times(oa, x)} + ${times(ob, y)} = ${tex(oc)}$ ✓.`.replace(/\+ -/g, "- "),
  );
  if (a1 !== 0 && a2 !== 0 && a1 !== -a2 && a2 * b1 + a1 * b2 !== 0) {
    const wrongY = clean((a2 * r1.rhs + a1 * r2.rhs) / (a2 * b1 + a1 * b2));
    mistakes.push({
      value: wrongY,
      step: 1,
      why: `somou as equações em vez de subtrair, e ${u} não sumiu de verdade`,
    });
  }
  if (b !== 0) {
    mistakes.push({
      value: (c + b * y) / a,
      step: 2,
      why: `passou ${fmt(clean(b * y))} para o outro lado sem trocar o sinal`,
    });
  }
}

/** Eliminates the first unknown from two equations with a pivot row, leaving a 2×2 system. */
function threeByThree(rows: Row[], vars: string[], values: number[], steps: string[]) {
  const p = rows.findIndex((r) => r.coefficients[0] !== 0);
  const pivot = rows[p] as Row;
  const a = pivot.coefficients[0] as number;
  const reduced = rows
    .filter((_, i) => i !== p)
    .map((r) => {
      const f = r.coefficients[0] as number;
      return {
        coefficients: r.coefficients.map((c, j) => clean(a * c - f * (pivot.coefficients[j] ?? 0))).slice(1),
        rhs: clean(a * r.rhs - f * pivot.rhs),
      };
    });
  const rest = vars.slice(1);
  steps.push(
    `Use a ${p + 1}ª equação para eliminar $${vars[0]}$ das outras duas (multiplique e subtraia): ` +
      `$\\begin{cases} ${reduced.map((r) => rowTex(r, rest)).join(" \\\\ ")} \\end{cases}$.`,
    `Resolva esse sistema 2×2 (eliminação de novo): $${rest[0]} = ${tex(values[1] ?? 0)}$ e $${rest[1]} = ${tex(values[2] ?? 0)}$.`,
    `Substitua na ${p + 1}ª equação para achar $${vars[0]} = ${tex(values[0] ?? 0)}$.`,
  );
}
