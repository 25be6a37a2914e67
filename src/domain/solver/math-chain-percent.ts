/**
 * Percentage of a percentage: "de 1.200 alunos, 30% são do noturno e desses 25% trabalham". Each
 * percentage after the first is of the group before it, so the shares multiply.
 */
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

type Found = { value: number; start: number; end: number };

const OTHER_TOPIC =
  /juros|desconto|aumento|acrescimo|reducao|reajuste|lucro|prejuizo|imposto|taxa|probabilidade|chance/;
const LINK =
  "desses|destes|dessas|destas|deles|delas|dos quais|das quais|(?:d?entre|dentre) (?:eles|elas|esses|essas|estes|estas)";
const LINK_BEFORE = new RegExp(`\\b(${LINK})\\b`);
const LINK_AFTER = new RegExp(
  `^\\s*(%|por ?cento)\\s*(${LINK}|dos que|das que|do que|dos (\\p{L}+ )?que|das (\\p{L}+ )?que)`,
  "u",
);
const ASKS_SHARE =
  /(que|q|qual|quant[oa]s?|quanto) ?(%|por ?cento|porcentagem|percentual)|(porcentagem|percentual|%) (do|em relacao ao|sobre o) total|fracao do total/;

export const solveChainPercent: Solver = (message) => {
  const t = plain(message);
  if (OTHER_TOPIC.test(t)) return null;
  const percents: Found[] = [];
  const others: Found[] = [];
  for (const m of t.matchAll(/(?<![\p{L}\d.,])\d+(?:[.,]\d+)*(?![\p{L}])/gu)) {
    const value = parseNumber(m[0]);
    if (value === null) return null;
    const found = { value, start: m.index, end: m.index + m[0].length };
    if (/^\s*(%|por ?cento)/.test(t.slice(found.end))) percents.push(found);
    else others.push(found);
  }
  if (percents.length < 2 || percents.length > 3 || others.length > 1) return null;
  if (percents.some((p) => p.value <= 0 || p.value > 100)) return null;
  for (const [i, p] of percents.entries()) {
    if (i === 0) continue;
    const before = t.slice(percents[i - 1]!.end, p.start);
    if (!LINK_BEFORE.test(before) && !LINK_AFTER.test(t.slice(p.end))) return null;
  }
  const base = others[0]?.value;
  if (base !== undefined && (base <= 0 || others[0]!.start > percents[0]!.start + 40)) return null;
  const asksShare = ASKS_SHARE.test(t.replace(/\d+(?:[.,]\d+)* ?%/g, "")) || base === undefined;

  const rates = percents.map((p) => p.value);
  const steps: string[] = [
    `Cada porcentagem depois da primeira é do grupo anterior (“desses”), não do total: as partes se multiplicam.`,
  ];
  const answers: SolvedValue[] = [];
  const mistakes: KnownMistake[] = [];
  const summed = clean(rates.reduce((s, r) => s + r, 0));
  if (base !== undefined) {
    let group = base;
    const parts: string[] = [];
    for (const r of rates) {
      const next = clean((r / 100) * group);
      parts.push(`$${tex(r)}\\%$ de $${tex(group)}$: $${tex(r / 100)} \\cdot ${tex(group)} = ${tex(next)}$`);
      group = next;
    }
    steps.push(`Passo a passo: ${parts.join("; ")}.`);
    answers.push({ label: "quantidade final", value: group, unit: "" });
    const last = rates[rates.length - 1]!;
    mistakes.push(
      {
        value: (last / 100) * base,
        step: 1,
        why: `aplicou ${fmt(last)}% sobre o total (${fmt(base)}) em vez do grupo anterior`,
      },
      { value: (summed / 100) * base, step: 1, why: `somou as porcentagens (${fmt(summed)}%)` },
    );
  }
  if (asksShare) {
    const share = clean(rates.reduce((s, r) => (s * r) / 100, 100));
    steps.push(
      `Em relação ao total: $${rates.map((r) => tex(r / 100)).join(" \\cdot ")} = ${tex(share / 100, 6)} = ${tex(share)}\\%$${base !== undefined ? ` (confira: $\\frac{${tex(answers[0]!.value)}}{${tex(base)}} = ${tex(share)}\\%$)` : ""}.`,
    );
    answers.push({ label: "porcentagem do total", value: share, unit: "%" });
    const at = steps.length - 1;
    mistakes.push(
      { value: summed, step: at, why: `somou as porcentagens: ${rates.map((r) => fmt(r)).join(" + ")}` },
      { value: rates[rates.length - 1]!, step: at, why: "tomou a última porcentagem como se fosse do total" },
    );
  }
  return {
    title: "Porcentagem de porcentagem",
    keywords: "porcentagem de porcentagem produto",
    understood: `${base !== undefined ? `Total ${fmt(base)}; ` : ""}${rates.map((r, i) => `${fmt(r)}% ${i === 0 ? "do total" : "do grupo anterior"}`).join(", depois ")}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};
