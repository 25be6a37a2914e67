/**
 * A committee drawn from two groups ("6 meninas e 5 meninos; comissão de 4 com 2 meninas e 2
 * meninos"): order does not matter inside each group, so C(n₁, k₁) · C(n₂, k₂) by the
 * multiplication principle.
 */
import { combinations } from "mathjs";
import { keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, surfaceWord } from "./science-text.ts";
import type { Solver } from "./types.ts";

const CUE = /comiss|equipe|grupo|time|delegacao|banca|escolher|formar|selecionar/;
const COUNTED = new RegExp(`(${NUM}) ([a-z]{3,})`, "gu");
/** "meninas" and "menina" are one group. */
const groupOf = (word: string) => word.replace(/(?:es|s)$/, "");

const arrangements = (n: number, k: number) => {
  let out = 1;
  for (let i = 0; i < k; i++) out *= n - i;
  return out;
};

export const solveCommittee: Solver = (message) => {
  const text = fold(message);
  if (!CUE.test(text)) return null;
  const mentions = [...text.matchAll(COUNTED)].map((m) => ({
    n: parseNumber(m[1]!),
    group: groupOf(m[2]!),
    word: m[2]!,
  }));
  const byGroup = new Map<string, { n: number; word: string }[]>();
  for (const m of mentions) {
    if (m.n === null || !Number.isInteger(m.n)) continue;
    byGroup.set(m.group, [...(byGroup.get(m.group) ?? []), { n: m.n, word: m.word }]);
  }
  // Each group named twice: how many there are, then how many are chosen.
  const groups = [...byGroup.values()].filter((g) => g.length === 2);
  if (groups.length !== 2 || byGroup.size > 3) return null;
  const parts = groups.map(([total, chosen]) => ({
    n: total!.n,
    k: chosen!.n,
    word: surfaceWord(message, total!.word),
  }));
  if (parts.some((p) => p.k < 1 || p.k > p.n)) return null;
  const values = parts.map((p) => combinations(p.n, p.k));
  const total = values[0]! * values[1]!;
  const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
  const steps = [
    `Numa comissão a ordem não importa: é combinação, $C(n, k) = \\dfrac{n!}{k!\\,(n-k)!}$.`,
    `${a.word}: $C(${a.n}, ${a.k}) = ${formatNumber(values[0]!)}$; ${b.word}: $C(${b.n}, ${b.k}) = ${formatNumber(values[1]!)}$.`,
    `Cada escolha de ${a.word} combina com cada escolha de ${b.word} (princípio multiplicativo): $${formatNumber(values[0]!)} \\cdot ${formatNumber(values[1]!)} = ${formatNumber(total)}$.`,
  ];
  const answers = [
    { label: "comissões", value: total, unit: "" },
    { label: `escolhas de ${a.word}`, value: values[0]!, unit: "", intermediate: true },
    { label: `escolhas de ${b.word}`, value: values[1]!, unit: "", intermediate: true },
  ];
  return {
    title: "Combinação (comissões com dois grupos)",
    keywords: "combinação análise combinatória comissão princípio multiplicativo",
    understood: `${formatNumber(a.n)} ${a.word} (escolher ${formatNumber(a.k)}) e ${formatNumber(b.n)} ${b.word} (escolher ${formatNumber(b.k)}); pede-se o número de comissões.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: arrangements(a.n, a.k) * arrangements(b.n, b.k),
          step: 0,
          why: "usou arranjo: contou a ordem das pessoas, que numa comissão não importa",
        },
        {
          value: values[0]! + values[1]!,
          step: 2,
          why: "somou as escolhas dos dois grupos em vez de multiplicar",
        },
        {
          value: combinations(a.n + b.n, a.k + b.k),
          step: 1,
          why: `escolheu ${a.k + b.k} entre todos, sem respeitar quantos de cada grupo`,
        },
      ],
      answers,
    ),
  };
};
