/**
 * Two overlapping groups in a population ("40 alunos, 25 gostam de matemática, 20 de física e 10
 * das duas"): by inclusion–exclusion, |A ∪ B| = |A| + |B| − |A ∩ B|; then the chance of "A ou B",
 * of neither, or of only one, over the total.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const TOTAL = new RegExp(
  `(${NUM}) ?(?:alunos|pessoas|estudantes|entrevistados|funcionarios|candidatos|jovens|moradores|clientes|leitores)\\b`,
  "u",
);
const BOTH = new RegExp(
  `(${NUM})\\s+(?:[a-z]+\\s+){0,3}?(?:das duas|dos dois|de ambos|de ambas|ambos|ambas|as duas|os dois|nas duas|nos dois)\\b`,
  "u",
);
const ASKS_CHANCE = /probabilidade|chance|porcentagem|%/;

export const solveSetCounts: Solver = (message) => {
  const text = fold(message);
  const total = TOTAL.exec(text);
  const both = BOTH.exec(text);
  if (!total || !both || !/\bou\b|nenhum|nenhuma|apenas|somente|so /.test(text)) return null;
  // The two groups: the numbers between the total and the overlap.
  const between = text.slice(total.index + total[0].length, both.index);
  const groups = [...between.matchAll(new RegExp(`(${NUM})(?! ?%)`, "gu"))].map((m) => parseNumber(m[1]!));
  const N = parseNumber(total[1]!);
  const C = parseNumber(both[1]!);
  if (groups.length !== 2 || groups.includes(null) || !N || C === null) return null;
  const [A, B] = groups as [number, number];
  if (C > Math.min(A, B) || A > N || B > N || A + B - C > N) return null;
  const union = A + B - C;
  const question = text.slice(both.index + both[0].length);
  const asks = /nenhum|nenhuma/.test(question)
    ? "none"
    : /\b(apenas|somente|so)\b/.test(question)
      ? "only"
      : "union";
  const count = asks === "none" ? N - union : asks === "only" ? A - C : union;
  const chance = ASKS_CHANCE.test(text);
  const steps = [
    `Quem está nos dois grupos foi contado duas vezes em ${formatNumber(A)} + ${formatNumber(B)}: $|A \\cup B| = ${tex(A)} + ${tex(B)} - ${tex(C)} = ${tex(union)}$.`,
  ];
  if (asks === "none") steps.push(`Fora dos dois grupos: $${tex(N)} - ${tex(union)} = ${tex(count)}$.`);
  if (asks === "only") steps.push(`Só do primeiro grupo: $${tex(A)} - ${tex(C)} = ${tex(count)}$.`);
  const answers = [
    chance
      ? { label: "probabilidade", value: clean((count / N) * 100), unit: "%" }
      : { label: "quantidade", value: count, unit: "" },
  ];
  if (chance)
    steps.push(
      `Probabilidade: $P = \\dfrac{${tex(count)}}{${tex(N)}} = ${tex(clean((count / N) * 100), false, 3)}\\%$.`,
    );
  const asShare = (x: number) => (chance ? clean((x / N) * 100) : x);
  return {
    title: chance ? "Conjuntos e probabilidade (união)" : "Conjuntos (união e interseção)",
    keywords: "probabilidade da união conjuntos interseção diagrama de Venn",
    understood: `Dados: ${formatNumber(N)} no total, ${formatNumber(A)} no primeiro grupo, ${formatNumber(B)} no segundo, ${formatNumber(C)} nos dois; pede-se ${asks === "none" ? "quem não está em nenhum" : asks === "only" ? "quem está só no primeiro" : "quem está em pelo menos um"}${chance ? ", como probabilidade" : ""}.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: asShare(asks === "none" ? N - A - B : asks === "only" ? A : A + B),
          step: 0,
          why: "somou os dois grupos sem descontar quem está nos dois",
        },
      ],
      answers,
    ),
  };
};
