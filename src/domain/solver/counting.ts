/** Counting: permutations n!, arrangements, combinations, anagrams (with repeated letters) and simple probability. */
import { combinations, factorial, permutations } from "mathjs";
import { solveCodes } from "./math-counting-codes.ts";
import { keepMistakes, plain, tex } from "./math-helpers.ts";
import { numbersIn } from "./numbers.ts";
import { solveProbability } from "./probability.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

const HOW_MANY = /maneiras|modos|formas|jeitos|quant[oa]s|possibilidades/;

export const solveCounting: Solver = (message) =>
  solveProbability(message) ?? solveCodes(message) ?? anagrams(message) ?? choose(message) ?? lineUp(message);

/** n! written out for n ≤ 8 ("5 \cdot 4 \cdot 3 \cdot 2 \cdot 1"), else just "n!". */
function expand(n: number, stop = 0): string {
  if (n - stop > 8) return `\\frac{${n}!}{${stop}!}`;
  return Array.from({ length: n - stop }, (_, i) => n - i).join(" \\cdot ");
}

function anagrams(message: string): Solution | null {
  const t = plain(message);
  if (!/anagrama/.test(t) || /comec|termin|junt|vogal|vogais|consoante|lado a lado/.test(t)) return null;
  const raw = message.match(/palavra\s+["“'«]?([\p{L}]+)/iu)?.[1] ?? message.match(/\b(\p{Lu}{2,})\b/u)?.[1];
  if (!raw) return null;
  const word = plain(raw).toUpperCase();
  if (!/^[A-Z]{2,12}$/.test(word)) return null;
  const counts = new Map<string, number>();
  for (const ch of word) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const repeated = [...counts].filter(([, k]) => k > 1);
  const n = word.length;
  const all = Number(factorial(n));
  const divisor = repeated.reduce((d, [, k]) => d * Number(factorial(k)), 1);
  const result = all / divisor;
  const answers: SolvedValue[] = [{ label: "anagramas", value: result, unit: "" }];
  const steps = [
    `A palavra ${word} tem ${n} letras${repeated.length ? `, com repetição: ${repeated.map(([c, k]) => `${c} (${k} vezes)`).join(", ")}` : ", todas diferentes"}.`,
    `Permutando as ${n} letras: $${n}! = ${expand(n)} = ${tex(all)}$.`,
  ];
  const mistakes: KnownMistake[] = [];
  if (repeated.length) {
    const den = repeated.map(([, k]) => `${k}!`).join(" \\cdot ");
    steps.push(
      `Trocar letras iguais de lugar não gera anagrama novo: divida por ${den.replace(/ \\cdot /g, " · ")}. $\\frac{${n}!}{${den}} = \\frac{${tex(all)}}{${tex(divisor)}} = ${tex(result)}$.`,
    );
    mistakes.push({ value: all, step: 2, why: "não descontou as letras repetidas" });
  }
  return {
    title: repeated.length ? "Permutação com repetição (anagramas)" : "Permutação (anagramas)",
    understood: `Anagramas da palavra ${word} (${n} letras).`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

/** Combinations and arrangements: "combinação de 10 tomados 3 a 3", "comissões de 3 entre 10 pessoas". */
function choose(message: string): Solution | null {
  const t = plain(message).replace(/\b(\d+) a \1\b/g, "$1");
  const notation = t.match(/\b([ca])\s*\(\s*(\d+)\s*[,;]\s*(\d+)\s*\)/);
  let kind: "C" | "A" | null = null;
  if (
    /combinac|\bc\(/.test(t) ||
    (/comiss|grupo|equipe|\btime\b|escolh|selecion|salada|sabores|apertos? de mao/.test(t) &&
      HOW_MANY.test(t))
  )
    kind = "C";
  if (
    /arranjo|\ba\(/.test(t) ||
    (/podio|presidente|cargos|classificac|1o, 2o|primeiro,? segundo/.test(t) && HOW_MANY.test(t))
  )
    kind = "A";
  if (notation) kind = notation[1] === "c" ? "C" : "A";
  if (!kind || /probabilidade|chance|anagrama|repeti/.test(t)) return null;
  const numbers = notation ? [Number(notation[2]), Number(notation[3])] : numbersIn(t);
  if (numbers.length !== 2 || !numbers.every((x) => Number.isInteger(x) && x > 0)) return null;
  const n = Math.max(...numbers);
  const k = Math.min(...numbers);
  if (n > 60 || k === n) return null;
  const c = Number(combinations(n, k));
  const a = Number(permutations(n, k));
  const combination = kind === "C";
  const result = combination ? c : a;
  const answers: SolvedValue[] = [
    { label: combination ? `C(${n}, ${k})` : `A(${n}, ${k})`, value: result, unit: "" },
  ];
  const steps = combination
    ? [
        `Escolher ${k} entre ${n} em que a ordem não importa (o grupo {A, B} é o mesmo que {B, A}): combinação.`,
        `$C_{${n},${k}} = \\frac{${n}!}{${k}!\\,(${n}-${k})!} = \\frac{${expand(n, n - k)}}{${expand(k)}}$.`,
        `$= \\frac{${tex(a)}}{${tex(Number(factorial(k)))}} = ${tex(c)}$.`,
      ]
    : [
        `Escolher ${k} entre ${n} em que a ordem importa (cada posição é diferente): arranjo.`,
        `$A_{${n},${k}} = \\frac{${n}!}{(${n}-${k})!} = ${expand(n, n - k)} = ${tex(a)}$.`,
      ];
  const mistakes: KnownMistake[] = [
    combination
      ? { value: a, step: 0, why: "usou arranjo: contou a mesma escolha em ordens diferentes" }
      : { value: c, step: 0, why: "usou combinação, mas aqui a ordem importa" },
  ];
  return {
    title: combination ? "Combinação simples" : "Arranjo simples",
    understood: `${combination ? "Combinação" : "Arranjo"} de ${n} elementos tomados ${k} a ${k}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

/** "De quantas maneiras 5 pessoas podem sentar em fila": all n in order, n!. */
function lineUp(message: string): Solution | null {
  const t = plain(message);
  const permutation = /permutac/.test(t);
  if (
    !permutation &&
    !(
      HOW_MANY.test(t) &&
      /\bfila|sentar|sentad|enfileir|ordem|ordenar|organiz|arrum|posicion|estante|prateleira/.test(t)
    )
  )
    return null;
  if (/probabilidade|chance|anagrama|repeti|\bjunt|lado a lado|comiss|escolh/.test(t)) return null;
  const numbers = numbersIn(t);
  if (numbers.length !== 1) return null;
  const n = numbers[0] as number;
  if (!Number.isInteger(n) || n < 2 || n > 20) return null;
  const result = Number(factorial(n));
  const answers: SolvedValue[] = [{ label: `${n}!`, value: result, unit: "" }];
  const mistakes: KnownMistake[] = [
    { value: (n * (n + 1)) / 2, step: 1, why: `somou ${n} + ${n - 1} + … + 1 em vez de multiplicar` },
    { value: n * n, step: 1, why: `fez ${n} × ${n}: as opções diminuem a cada posição` },
  ];
  return {
    title: "Permutação simples",
    understood: `Ordenar ${n} elementos distintos (todos usados, a ordem importa).`,
    steps: [
      `Princípio multiplicativo: ${n} opções para a 1ª posição, ${n - 1} para a 2ª, e assim por diante.`,
      `$P_{${n}} = ${n}! = ${expand(n)} = ${tex(result)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
