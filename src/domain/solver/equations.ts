/** First- and second-degree equations in one unknown, solved with mathjs (`rationalize` gives the coefficients). */
import { coefficientsOf, equationsIn, polyTex, texOf, textOf } from "./equation-parse.ts";
import { clean, fmt, keepMistakes, tex, texp } from "./math-helpers.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

export { solveSystem } from "./systems.ts";

export const solveEquation: Solver = (message) => {
  const equations = equationsIn(message);
  if (equations.length !== 1) return null;
  const [eq] = equations as [(typeof equations)[0]];
  if (eq.variables.length !== 1) return null;
  const v = eq.variables[0] as string;
  const total = coefficientsOf(`(${eq.left}) - (${eq.right})`);
  if (!total) return null;
  const written = `$${texOf(eq.left)} = ${texOf(eq.right)}$`;
  if (total.length === 2) return linear(eq.left, eq.right, v, total, written);
  if (total.length === 3) return quadratic(v, total as [number, number, number], written);
  return null;
};

function linear(left: string, right: string, v: string, total: number[], written: string): Solution | null {
  const [b0, a0] = total as [number, number];
  const x = clean(-b0 / a0);
  const l = coefficientsOf(left);
  const r = coefficientsOf(right);
  // Each side's own ax + b (when both are at most first degree) shows the "passa para o outro lado".
  const sides = l && r && l.length <= 2 && r.length <= 2;
  const [lb, la] = [l?.[0] ?? 0, l?.[1] ?? 0];
  const [rb, ra] = [r?.[0] ?? 0, r?.[1] ?? 0];
  const a = sides ? clean(la - ra) : a0;
  const b = sides ? clean(rb - lb) : clean(-b0);
  const steps = [`Equação do 1º grau em $${v}$: ${written}.`];
  const developed = sides ? `$${polyTex([lb, la], v, tex)} = ${polyTex([rb, ra], v, tex)}$` : "";
  if (sides && developed !== written) steps.push(`Desenvolva cada lado: ${developed}.`);
  const result = `$${polyTex([0, a], v, tex)} = ${tex(b)}$`;
  if (sides) {
    const xs = ra === 0 ? polyTex([0, la], v, tex) : `${polyTex([0, la], v, tex)} - ${texp(ra)}${v}`;
    const ns = lb === 0 ? tex(rb) : `${tex(rb)} - ${texp(lb)}`;
    const moved = `$${xs} = ${ns}$`;
    steps.push(
      moved === result
        ? `Os termos com $${v}$ já estão de um lado e os números do outro: ${result}.`
        : `Termos com $${v}$ de um lado, números do outro (quem muda de lado troca o sinal): ${moved}, ou seja, ${result}.`,
    );
  } else {
    steps.push(`Passe tudo para um lado e simplifique: $${polyTex(total, v, tex)} = 0$, ou seja, ${result}.`);
  }
  const move = steps.length - 1;
  if (a !== 1)
    steps.push(`Divida pelo coeficiente de $${v}$: $${v} = \\frac{${tex(b)}}{${tex(a)}} = ${tex(x)}$.`);
  const answers: SolvedValue[] = [{ label: v, value: x, unit: "" }];
  const divide = move + 1;
  const mistakes: KnownMistake[] = [];
  if (Math.abs(a) !== 1) {
    mistakes.push(
      { value: b * a, step: divide, why: `multiplicou por ${fmt(a)} em vez de dividir` },
      { value: b - a, step: divide, why: `subtraiu ${fmt(a)} em vez de dividir por ${fmt(a)}` },
    );
  }
  if (sides && lb !== 0) {
    mistakes.unshift({
      value: (rb + lb) / a,
      step: move,
      why: `passou o ${fmt(lb)} para o outro lado sem trocar o sinal`,
    });
  }
  if (sides && ra !== 0 && la + ra !== 0) {
    mistakes.push({ value: b / (la + ra), step: move, why: `passou o ${fmt(ra)}${v} sem trocar o sinal` });
  }
  return {
    title: "Equação do 1º grau",
    keywords: "isolar incógnita",
    understood: `Equação do 1º grau ${textOf(written)}, com a incógnita ${v}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

function quadratic(v: string, [c, b, a]: [number, number, number], written: string): Solution {
  const delta = clean(b * b - 4 * a * c);
  const form = polyTex([c, b, a], v, tex);
  const steps = [
    `Forma $a${v}^2 + b${v} + c = 0$: $${form} = 0$, com $a = ${tex(a)}$, $b = ${tex(b)}$ e $c = ${tex(c)}$.`,
    `Discriminante: $\\Delta = b^2 - 4ac = ${texp(b)}^2 - 4 \\cdot ${texp(a)} \\cdot ${texp(c)} = ${tex(delta)}$.`,
  ];
  const answers: SolvedValue[] = [];
  const mistakes: KnownMistake[] = [];
  const roots = (d: number, sign: number, den: number) =>
    d < 0 ? [] : [clean((sign * b + Math.sqrt(d)) / den), clean((sign * b - Math.sqrt(d)) / den)];
  if (delta < 0) {
    steps.push(`Como $\\Delta < 0$, não há raízes reais: a equação não tem solução no conjunto dos reais.`);
    answers.push({ label: "Δ", value: delta, unit: "" });
  } else if (delta === 0) {
    const x = clean(-b / (2 * a));
    steps.push(
      `Como $\\Delta = 0$, há uma raiz dupla (duas raízes reais iguais).`,
      `$${v} = \\frac{-b}{2a} = \\frac{${tex(-b)}}{${tex(2 * a)}} = ${tex(x)}$.`,
    );
    answers.push({ label: v, value: x, unit: "" });
  } else {
    const [x1, x2] = roots(delta, -1, 2 * a) as [number, number];
    const root = Number.isInteger(Math.sqrt(delta)) ? tex(Math.sqrt(delta)) : `\\sqrt{${tex(delta)}}`;
    steps.push(
      `Como $\\Delta > 0$, há duas raízes reais diferentes.`,
      `Bhaskara: $${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${tex(-b)} \\pm ${root}}{${tex(2 * a)}}$.`,
      `$${v}_1 = ${tex(x1)}$ e $${v}_2 = ${tex(x2)}$ (confira: soma $= -b/a = ${tex(clean(-b / a))}$, produto $= c/a = ${tex(clean(c / a))}$).`,
    );
    answers.push({ label: `${v}₁`, value: x1, unit: "" }, { label: `${v}₂`, value: x2, unit: "" });
    const formula = 3;
    for (const value of roots(delta, 1, 2 * a)) {
      mistakes.push({
        value,
        step: formula,
        why: `esqueceu o sinal de $-b$: usou ${fmt(b)} em vez de ${fmt(-b)}`,
      });
    }
    if (a !== 1) {
      for (const value of roots(delta, -1, 2)) {
        mistakes.push({ value, step: formula, why: `dividiu só por 2 em vez de $2a = ${tex(2 * a)}$` });
      }
    }
  }
  if (b !== 0) {
    mistakes.push({
      value: clean(-b * b - 4 * a * c),
      step: 1,
      why: `calculou $-${tex(Math.abs(b))}^2$ em vez de $${texp(b)}^2$ no Δ`,
    });
  }
  if (a * c !== 0) {
    const plus = clean(b * b + 4 * a * c);
    mistakes.push({ value: plus, step: 1, why: "errou o sinal de $-4ac$ no Δ" });
    for (const value of roots(plus, -1, 2 * a)) {
      mistakes.push({ value, step: 1, why: `com o sinal de $4ac$ trocado, Δ daria ${fmt(plus)}` });
    }
  }
  return {
    title: "Equação do 2º grau",
    keywords: "bhaskara discriminante",
    understood: `Equação do 2º grau ${textOf(written)}: a = ${fmt(a)}, b = ${fmt(b)}, c = ${fmt(c)}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, [...answers, { label: "Δ", value: delta, unit: "" }]),
  };
}
