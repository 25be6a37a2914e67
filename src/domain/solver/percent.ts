/** Percentages: p% of N, "A is what % of B", change from A to B, discounts/increases and successive changes. */
import { evaluate } from "mathjs";
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import { oneWay, percentChange } from "./math-percent-change.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

type Found = { value: number; start: number; end: number };

/** Interest, probability and statistics talk about "%" too: those have their own solvers. */
const OTHER_TOPIC =
  /juros|taxa|a\.\s?[ma]\.|ao (mes|ano|dia)|montante|capital|probabilidade|chance|media|aplica/;
const UP = /aument\w*|acresc\w*|reajust\w*|\bsub(iu|ir|iram)\b|\balta\b|valoriz\w*|infla\w*/g;
const DOWN =
  /descont\w*|diminu\w*|reduz\w*|reduc\w*|abatim\w*|queda|\bca(iu|ir|iram)\b|\bbaix\w*|desvaloriz\w*|\bcort(e|es|ou|aram)\b/g;
const ASK =
  /quant[oa]s? ?(%|por ?cento)|qual (a|o) (porcentagem|percentual|variacao)|(que|qual) porcentagem|variacao percentual|percentual de (aumento|reducao|desconto)/;

export const solvePercent: Solver = (message) => {
  const t = plain(message);
  if (OTHER_TOPIC.test(t)) return null;
  const percents: Found[] = [];
  const others: Found[] = [];
  for (const m of t.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const value = parseNumber(m[0]);
    if (value === null) continue;
    const end = m.index + m[0].length;
    const found = { value, start: m.index, end };
    if (/^\s*(%|por ?cento)/.test(t.slice(end))) percents.push(found);
    else others.push(found);
  }
  const unit = /r\$|reais|real\b/.test(t) ? "R$" : "";
  if (percents.length >= 2) return successive(t, percents, others, unit);
  if (percents.length === 1) {
    const p = percents[0] as Found;
    const dir = direction(t, p);
    if (dir && others.length === 1) return change(p.value, (others[0] as Found).value, dir, unit);
    if (
      !dir &&
      others.length === 1 &&
      /^\s*(%|por ?cento) (de|do|da|sobre) (r\$ ?)?\d/.test(t.slice(p.end))
    ) {
      return percentOf(p.value, (others[0] as Found).value, unit);
    }
    return null;
  }
  if (!ASK.test(t)) return null;
  const changed = percentChange(
    t,
    others.map((o) => o.value),
    unit,
  );
  if (changed || others.length !== 2) return changed;
  const [a, b] = others.map((o) => o.value) as [number, number];
  if (/\d (e|representa|corresponde a) (qual|quant[oa]s?|que)\b/.test(t)) return share(a, b);
  if (a === 0 || a === b) return null;
  return oneWay(a, b, t, unit);
};

/** Whether the nearest change word (within a short window) says increase or decrease. */
function direction(t: string, p: Found): "up" | "down" | null {
  let best: { dir: "up" | "down"; distance: number } | null = null;
  for (const [dir, re] of [["up", UP] as const, ["down", DOWN] as const]) {
    for (const m of t.matchAll(re)) {
      const distance = m.index > p.end ? m.index - p.end : p.start - (m.index + m[0].length);
      if (distance >= 0 && distance <= 25 && (!best || distance < best.distance)) best = { dir, distance };
    }
  }
  return best?.dir ?? null;
}

function money(value: number, unit: string): string {
  return unit === "R$" ? `R$ ${fmt(value)}` : fmt(value);
}

function percentOf(p: number, n: number, unit: string): Solution {
  const result = clean(evaluate(`${p} / 100 * ${n}`) as number);
  const answers: SolvedValue[] = [{ label: `${fmt(p)}% de ${fmt(n)}`, value: result, unit }];
  const mistakes: KnownMistake[] = [
    {
      value: n / p,
      step: 1,
      why: `dividiu ${fmt(n)} por ${fmt(p)} em vez de multiplicar por ${fmt(p / 100, 4)}`,
    },
    { value: n * p, step: 0, why: "esqueceu de dividir a porcentagem por 100" },
  ];
  return {
    title: "Porcentagem",
    understood: `Calcular ${fmt(p)}% de ${money(n, unit)}.`,
    steps: [
      `Porcentagem é uma fração de 100: $${tex(p)}\\% = \\frac{${tex(p)}}{100} = ${tex(p / 100)}$.`,
      `Multiplique pelo valor: $${tex(p / 100)} \\cdot ${tex(n)} = ${tex(result)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

function share(a: number, b: number): Solution | null {
  if (b === 0) return null;
  const result = clean((a / b) * 100);
  const answers: SolvedValue[] = [{ label: "porcentagem", value: result, unit: "%" }];
  return {
    title: "Porcentagem",
    understood: `Quantos por cento ${fmt(a)} representa de ${fmt(b)}.`,
    steps: [
      `A parte sobre o todo: $\\frac{${tex(a)}}{${tex(b)}} = ${tex(a / b)}$.`,
      `Em porcentagem: $${tex(a / b)} \\cdot 100\\% = ${tex(result)}\\%$.`,
    ],
    answers,
    mistakes: keepMistakes(
      [{ value: (b / a) * 100, step: 0, why: `inverteu a fração: ${fmt(b)} ÷ ${fmt(a)}` }],
      answers,
    ),
  };
}

function change(p: number, n: number, dir: "up" | "down", unit: string): Solution {
  const sign = dir === "up" ? 1 : -1;
  const part = clean((p / 100) * n);
  const result = clean(evaluate(`${n} * (1 + ${sign} * ${p} / 100)`) as number);
  const word = dir === "up" ? "Aumento" : "Desconto";
  const answers: SolvedValue[] = [
    { label: "valor final", value: result, unit },
    { label: dir === "up" ? "valor do aumento" : "valor do desconto", value: part, unit },
  ];
  const factor = clean(1 + (sign * p) / 100);
  const mistakes: KnownMistake[] = [
    {
      value: n + sign * p,
      step: 1,
      why: `${dir === "up" ? "somou" : "subtraiu"} ${fmt(p)} direto, como se ${fmt(p)}% fossem ${money(p, unit)}`,
    },
  ];
  return {
    title: dir === "up" ? "Aumento percentual" : "Desconto percentual",
    understood: `${word} de ${fmt(p)}% sobre ${money(n, unit)}.`,
    steps: [
      `${word} de ${fmt(p)}%: $${tex(p)}\\% \\cdot ${tex(n)} = ${tex(p / 100)} \\cdot ${tex(n)} = ${tex(part)}$.`,
      `Valor final: $${tex(n)} ${dir === "up" ? "+" : "-"} ${tex(part)} = ${tex(result)}$.`,
      `Direto pelo fator: $${tex(n)} \\cdot ${tex(factor)} = ${tex(result)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

/** Successive changes multiply their factors; adding the percentages is the classic mistake. */
function successive(t: string, percents: Found[], others: Found[], unit: string): Solution | null {
  if (percents.length > 4 || others.length > 1) return null;
  const dirs = percents.map((p) => direction(t, p));
  if (dirs.some((d) => d === null)) return null;
  const factors = percents.map((p, i) => clean(1 + ((dirs[i] === "up" ? 1 : -1) * p.value) / 100));
  const total = clean(evaluate(factors.join(" * ")) as number);
  const net = clean((total - 1) * 100);
  const summed = clean(percents.reduce((s, p, i) => s + (dirs[i] === "up" ? p.value : -p.value), 0));
  const label = net > 0 ? "aumento total" : net < 0 ? "queda total" : "variação total";
  const answers: SolvedValue[] = [{ label, value: Math.abs(net), unit: "%" }];
  const list = percents.map((p, i) => `${dirs[i] === "up" ? "aumento" : "desconto"} de ${fmt(p.value)}%`);
  const steps = [
    `Cada variação vira um fator: ${list.map((l, i) => `${l} → $\\times ${tex(factors[i] as number)}$`).join("; ")}.`,
    `A segunda variação incide sobre o valor já alterado, então os fatores se multiplicam: $${factors.map((f) => tex(f)).join(" \\cdot ")} = ${tex(total)}$.`,
    `$${tex(total)} = 1 ${net < 0 ? "-" : "+"} ${tex(Math.abs(net) / 100)}$: ${net === 0 ? "sem variação" : `${label} de ${fmt(Math.abs(net))}%`}.`,
  ];
  const mistakes: KnownMistake[] = [
    {
      value: Math.abs(summed),
      step: 1,
      why: `somou as porcentagens (${fmt(summed)}%) em vez de multiplicar os fatores`,
    },
  ];
  const base = others[0]?.value;
  if (base !== undefined) {
    const final = clean(base * total);
    steps.push(`Sobre ${money(base, unit)}: $${tex(base)} \\cdot ${tex(total)} = ${tex(final)}$.`);
    // The values it goes through: the second change acts on the first one's result, not on the start.
    let value = base;
    const path = factors.map((f, i) => {
      value = clean(value * f);
      return `${money(value, unit)} (${list[i]})`;
    });
    steps.push(`Valor a valor: ${money(base, unit)} → ${path.join(" → ")}.`);
    answers.push({ label: "valor final", value: final, unit });
    mistakes.push({
      value: base * (1 + summed / 100),
      step: 1,
      why: "aplicou a soma das porcentagens de uma vez",
    });
  }
  return {
    title: "Variações percentuais sucessivas",
    understood:
      `${list.join(" seguido de ")}${base !== undefined ? ` sobre ${money(base, unit)}` : ""}.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
