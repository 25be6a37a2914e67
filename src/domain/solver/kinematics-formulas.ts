/** The formulas of kinematics and dynamics: mathjs expression, LaTeX, and the slips each invites. */

import type { Qty, Target } from "./kinematics-read.ts";
import { clean } from "./math-helpers.ts";
import { calc, tex } from "./science-text.ts";
import type { KnownMistake, SolvedValue } from "./types.ts";

export type Mode = "newton" | "weight" | "mean" | "mru" | "fall" | "mruv";
export type Nums = Record<string, string>;
type Slip = [expr: string, why: (s: Nums) => string];
export type Formula = {
  mode: Mode;
  target: Target;
  needs: Qty[];
  expr: string;
  tex: string;
  sub: (n: Nums) => string;
  slips?: Slip[];
};

const F = (
  mode: Mode,
  target: Target,
  needs: Qty[],
  expr: string,
  texText: string,
  sub: (n: Nums) => string,
  slips: Slip[] = [],
): Formula => ({ mode, target, needs, expr, tex: texText, sub, slips });

// For each unknown, the formulas that give it, in the order they are tried.
export const FORMULAS: Formula[] = [
  F("newton", "F", ["m", "a"], "m*a", "F = m \\cdot a", (n) => `F = ${n.m} \\cdot ${n.a}`),
  F("newton", "a", ["F", "m"], "F/m", "a = \\dfrac{F}{m}", (n) => `a = \\dfrac{${n.F}}{${n.m}}`, [
    ["m/F", (s) => `inverteu a divisão: ${s.m} ÷ ${s.F}`],
    ["F*m", (s) => `multiplicou a força pela massa (${s.F} × ${s.m}) em vez de dividir`],
  ]),
  F("newton", "m", ["F", "a"], "F/a", "m = \\dfrac{F}{a}", (n) => `m = \\dfrac{${n.F}}{${n.a}}`, [
    ["F*a", (s) => `multiplicou em vez de dividir: ${s.F} × ${s.a}`],
  ]),
  F("weight", "P", ["m", "g"], "m*g", "P = m \\cdot g", (n) => `P = ${n.m} \\cdot ${n.g}`),
  F(
    "mean",
    "vm",
    ["d", "t"],
    "d/t",
    "v_m = \\dfrac{\\Delta s}{\\Delta t}",
    (n) => `v_m = \\dfrac{${n.d}}{${n.t}}`,
    [["t/d", (s) => `inverteu a divisão: ${s.t} ÷ ${s.d}`]],
  ),
  F("mru", "d", ["v0", "t"], "v0*t", "\\Delta s = v \\cdot t", (n) => `\\Delta s = ${n.v0} \\cdot ${n.t}`),
  F("mru", "t", ["d", "v0"], "d/v0", "t = \\dfrac{\\Delta s}{v}", (n) => `t = \\dfrac{${n.d}}{${n.v0}}`, [
    ["d*v0", (s) => `multiplicou em vez de dividir: ${s.d} × ${s.v0}`],
  ]),
  F(
    "fall",
    "v",
    ["d"],
    "sqrt(2*g*d)",
    "v = \\sqrt{2 g h}",
    (n) => `v = \\sqrt{2 \\cdot ${n.g} \\cdot ${n.d}}`,
    [
      ["2*g*d", (s) => `esqueceu a raiz: parou em v² = 2 × ${s.g} × ${s.d}`],
      ["sqrt(g*d)", (s) => `esqueceu o 2 de v² = 2gh: √(${s.g} × ${s.d})`],
    ],
  ),
  F("fall", "v", ["t"], "g*t", "v = g \\cdot t", (n) => `v = ${n.g} \\cdot ${n.t}`),
  F(
    "fall",
    "t",
    ["d"],
    "sqrt(2*d/g)",
    "t = \\sqrt{\\dfrac{2h}{g}}",
    (n) => `t = \\sqrt{\\dfrac{2 \\cdot ${n.d}}{${n.g}}}`,
    [
      ["sqrt(d/g)", (s) => `esqueceu o ½ de h = g·t²/2: √(${s.d} ÷ ${s.g})`],
      ["2*d/g", (s) => `esqueceu a raiz: parou em t² = 2 × ${s.d} ÷ ${s.g}`],
    ],
  ),
  F("fall", "t", ["v"], "v/g", "t = \\dfrac{v}{g}", (n) => `t = \\dfrac{${n.v}}{${n.g}}`),
  F("fall", "d", ["t"], "g*t^2/2", "h = \\dfrac{g t^2}{2}", (n) => `h = \\dfrac{${n.g} \\cdot ${n.t}^2}{2}`, [
    ["g*t^2", (s) => `esqueceu o ½: ${s.g} × ${s.t}²`],
    ["g*t/2", (s) => `esqueceu de elevar o tempo ao quadrado: ${s.g} × ${s.t} ÷ 2`],
  ]),
  F(
    "fall",
    "d",
    ["v"],
    "v^2/(2*g)",
    "h = \\dfrac{v^2}{2g}",
    (n) => `h = \\dfrac{${n.v}^2}{2 \\cdot ${n.g}}`,
    [["v^2/g", (s) => `esqueceu o 2 do denominador: ${s.v}² ÷ ${s.g}`]],
  ),
  F(
    "mruv",
    "a",
    ["v0", "v", "t"],
    "(v-v0)/t",
    "a = \\dfrac{v - v_0}{t}",
    (n) => `a = \\dfrac{${n.v} - ${n.v0}}{${n.t}}`,
    [["v/t", (s) => `ignorou a velocidade inicial: ${s.v} ÷ ${s.t}`]],
  ),
  F(
    "mruv",
    "v",
    ["v0", "a", "t"],
    "v0+a*t",
    "v = v_0 + a \\cdot t",
    (n) => `v = ${n.v0} + ${n.a} \\cdot ${n.t}`,
    [["(v0+a)*t", (s) => `somou antes de multiplicar: (${s.v0} + ${s.a}) × ${s.t}`]],
  ),
  F(
    "mruv",
    "d",
    ["v0", "a", "t"],
    "v0*t+a*t^2/2",
    "\\Delta s = v_0 t + \\dfrac{a t^2}{2}",
    (n) => `\\Delta s = ${n.v0} \\cdot ${n.t} + \\dfrac{${n.a} \\cdot ${n.t}^2}{2}`,
    [
      ["v0*t+a*t^2", (s) => `esqueceu o ½ em a·t²/2: ${s.v0} × ${s.t} + ${s.a} × ${s.t}²`],
      ["v0*t+a*t/2", (s) => `esqueceu de elevar o tempo ao quadrado: ${s.v0} × ${s.t} + ${s.a} × ${s.t} ÷ 2`],
    ],
  ),
  F(
    "mruv",
    "v",
    ["v0", "a", "d"],
    "sqrt(v0^2+2*a*d)",
    "v^2 = v_0^2 + 2 a \\Delta s",
    (n) => `v = \\sqrt{${n.v0}^2 + 2 \\cdot ${n.a} \\cdot ${n.d}}`,
    [
      ["v0^2+2*a*d", (s) => `esqueceu a raiz: parou em v² = ${s.v0}² + 2 × ${s.a} × ${s.d}`],
      ["sqrt(v0^2+a*d)", (s) => `esqueceu o 2 de Torricelli: √(${s.v0}² + ${s.a} × ${s.d})`],
    ],
  ),
  F(
    "mruv",
    "d",
    ["v0", "v", "a"],
    "(v^2-v0^2)/(2*a)",
    "v^2 = v_0^2 + 2 a \\Delta s",
    (n) => `\\Delta s = \\dfrac{${n.v}^2 - ${n.v0}^2}{2 \\cdot ${n.a}}`,
    [["(v^2-v0^2)/a", (s) => `esqueceu o 2 de Torricelli: (${s.v}² − ${s.v0}²) ÷ ${s.a}`]],
  ),
  F(
    "mruv",
    "a",
    ["v0", "v", "d"],
    "(v^2-v0^2)/(2*d)",
    "v^2 = v_0^2 + 2 a \\Delta s",
    (n) => `a = \\dfrac{${n.v}^2 - ${n.v0}^2}{2 \\cdot ${n.d}}`,
    [["(v^2-v0^2)/d", (s) => `esqueceu o 2 de Torricelli: (${s.v}² − ${s.v0}²) ÷ ${s.d}`]],
  ),
  F(
    "mruv",
    "t",
    ["v0", "v", "a"],
    "(v-v0)/a",
    "v = v_0 + a \\cdot t",
    (n) => `t = \\dfrac{${n.v} - ${n.v0}}{${n.a}}`,
  ),
  F(
    "mruv",
    "d",
    ["v0", "v", "t"],
    "(v0+v)/2*t",
    "\\Delta s = \\dfrac{v_0 + v}{2} \\cdot t",
    (n) => `\\Delta s = \\dfrac{${n.v0} + ${n.v}}{2} \\cdot ${n.t}`,
    [["(v0+v)*t", (s) => `esqueceu de dividir por 2 a soma das velocidades: (${s.v0} + ${s.v}) × ${s.t}`]],
  ),
];

/** A second unknown asked in the same message, from the data and the value just found. */
export function followUp(
  mode: Mode,
  target: Target,
  found: Target,
  scope: Record<string, number>,
  format: (x: number) => string,
): { value: number; tex: string; slips: { value: number; why: string }[] } | null {
  const fits = FORMULAS.filter(
    (f) => f.mode === mode && f.target === target && f.needs.every((q) => scope[q] !== undefined),
  ).sort((a, b) => Number(a.needs.includes(found as Qty)) - Number(b.needs.includes(found as Qty)));
  const formula = fits[0];
  if (!formula) return null;
  const needs = mode === "fall" ? [...formula.needs, "g" as const] : formula.needs;
  const nums: Nums = {};
  const plain: Nums = {};
  for (const q of needs) {
    plain[q] = scope[q]! < 0 ? `(${format(scope[q]!)})` : format(scope[q]!);
    nums[q] = plain[q].replace(/,/g, "{,}");
  }
  const value = calc(formula.expr, scope);
  if (value === null) return null;
  const slips = (formula.slips ?? []).flatMap(([expr, why]) => {
    const wrong = calc(expr, scope);
    return wrong === null ? [] : [{ value: wrong, why: why(plain) }];
  });
  return {
    value,
    tex: `$${formula.tex}$: $${formula.sub(nums)} = ${format(value).replace(/,/g, "{,}")}`,
    slips,
  };
}

/** "…e quantos metros ele anda até parar?": the distance asked beside the acceleration. */
export const ASKS_DISTANCE =
  /\b(quantos metros|que distancia|qual a distancia|quanto (?:ele |o carro |o corpo )?(?:anda|percorre|andou|percorreu)|distancia (?:percorrida|de frenagem|ate parar))\b/;

/** The distance in the same time, from the acceleration just found: s = v0·t + a·t²/2. */
export function distanceToo(
  scope: { v0: number; t: number },
  a: number,
  steps: string[],
  answers: SolvedValue[],
  mistakes: KnownMistake[],
) {
  const d = calc("v0*t + a*t^2/2", { ...scope, a });
  if (d === null) return;
  steps.push(
    `Distância nesse tempo: $\\Delta s = v_0 t + \\dfrac{a t^2}{2} = ${tex(scope.v0, true)} \\cdot ${tex(scope.t)} + \\dfrac{${tex(a, true)} \\cdot ${tex(scope.t)}^2}{2} = ${tex(d)}\\,\\text{m}$`,
  );
  answers.push({ label: "distância", value: d, unit: "m" });
  const noHalf = calc("v0*t + a*t^2", { ...scope, a });
  if (noHalf !== null)
    mistakes.push({ value: noHalf, step: steps.length - 1, why: "esqueceu o ½ em a·t²/2" });
  mistakes.push({
    value: clean(scope.v0 * scope.t),
    step: steps.length - 1,
    why: "usou v·t como se a velocidade fosse constante",
  });
}
