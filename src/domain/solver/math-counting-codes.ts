/**
 * Passwords, plates and codes by the multiplicative principle: "senhas de 4 dígitos sem repetir",
 * "placas com 3 letras e 4 números". Each position's choices, multiplied (mathjs `permutations`, `pow`).
 */
import { combinations, permutations, pow } from "mathjs";
import { keepMistakes, plain, tex } from "./math-helpers.ts";
import { numbersIn } from "./numbers.ts";
import type { KnownMistake, Solution, SolvedValue } from "./types.ts";

const WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
};
/** How many symbols each kind of position can take. */
const SYMBOLS: Record<string, { size: number; name: string }> = {
  digito: { size: 10, name: "dígito" },
  algarismo: { size: 10, name: "algarismo" },
  numero: { size: 10, name: "número" },
  letra: { size: 26, name: "letra" },
  vogal: { size: 5, name: "vogal" },
};
const POSITIONS =
  /\b(\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito) (digitos?|algarismos?|numeros?|letras?|vogal|vogais)\b/g;
const NO_REPEAT =
  /sem repet|nao (?:se )?(?:pode|podem|podendo|posso|da pra|deve|devem)? ?repet|sem repeticao|distint|diferentes|nao se repetem|nao repet/;
const REPEAT = /com repeti|(?:pode|podem|podendo|posso|da pra) repetir|repetidos? (?:e|sao) permitid/;
/** Conditions this simple count does not handle (first digit, parity, "pelo menos"…). */
const CONDITION =
  /comec|termin|primeiro|ultimo|zero|\bpar\b|\bpares\b|impar|maior|menor|multiplo|consoante|cont[ei]n|pelo menos|exatamente|nenhum|probabilidade|chance|crescente|decrescente|soma/;

type Block = { count: number; size: number; name: string };

export function solveCodes(message: string): Solution | null {
  const t = plain(message);
  const what = t.match(/\b(senhas?|placas?|codigos?|cadeados?|combinacoes de cadeado)\b/)?.[1];
  if (!what || !/quant[oa]s|maneiras|possibilidades|formas|modos|total/.test(t) || CONDITION.test(t))
    return null;
  const blocks: Block[] = [];
  for (const m of t.matchAll(POSITIONS)) {
    const count = WORDS[m[1] as string] ?? Number(m[1]);
    const kind = (m[2] as string).replace(/ais$/, "al").replace(/s$/, "");
    const symbols = SYMBOLS[kind];
    if (!symbols || !Number.isInteger(count) || count < 1 || count > 10) return null;
    blocks.push({ count, ...symbols });
  }
  if (blocks.length === 0 || blocks.length > 2) return null;
  // Every number must be a count of positions: a stray one is a condition we did not read.
  if (numbersIn(t).length !== [...t.matchAll(POSITIONS)].filter((m) => /\d/.test(m[1] as string)).length)
    return null;
  const noRepeat = NO_REPEAT.test(t);
  if (noRepeat && blocks.some((b) => b.count > b.size)) return null;
  const said = noRepeat || REPEAT.test(t);
  const choices = blocks.flatMap((b) =>
    Array.from({ length: b.count }, (_, i) => ({ name: b.name, options: noRepeat ? b.size - i : b.size })),
  );
  const total = blocks.reduce(
    (p, b) => p * (noRepeat ? Number(permutations(b.size, b.count)) : Number(pow(b.size, b.count))),
    1,
  );
  const withRepeat = blocks.reduce((p, b) => p * Number(pow(b.size, b.count)), 1);
  const product = choices.map((c) => c.options).join(" \\cdot ");
  const powers = blocks.map((b) => (b.count === 1 ? `${b.size}` : `${b.size}^{${b.count}}`)).join(" \\cdot ");
  const label = `${plain(what).replace(/s$/, "")}s`.replace("codigos", "códigos");
  const positions = choices.map((c, i) => `${i + 1}ª posição (${c.name}): ${c.options}`).join("; ");
  const rule = noRepeat
    ? "sem repetir, cada posição tem uma opção a menos que a anterior do mesmo tipo"
    : said
      ? "com repetição, toda posição tem todas as opções"
      : "o enunciado não proíbe repetir, então toda posição tem todas as opções";
  const steps = [
    `Princípio multiplicativo: cada posição é uma escolha, e o total é o produto das opções de cada posição (a ordem importa${blocks.every((b) => b.size === 10) ? `: 1234 e 4321 são ${label} diferentes` : ""}).`,
    `Opções por posição (${rule}): ${positions}.`,
    `Total: $${product}${noRepeat ? "" : ` = ${powers}`} = ${tex(total)}$.`,
  ];
  const answers: SolvedValue[] = [{ label, value: total, unit: "" }];
  const mistakes: KnownMistake[] = [];
  if (noRepeat) {
    mistakes.push({
      value: withRepeat,
      step: 1,
      why: `usou $${powers}$: contou também ${label} com símbolos repetidos`,
    });
    const chosen = blocks.reduce((p, b) => p * Number(combinations(b.size, b.count)), 1);
    mistakes.push({
      value: chosen,
      step: 0,
      why: "usou combinação, mas a ordem importa: 1234 e 4321 são diferentes",
    });
  } else {
    const distinct = blocks.every((b) => b.count <= b.size)
      ? blocks.reduce((p, b) => p * Number(permutations(b.size, b.count)), 1)
      : Number.NaN;
    mistakes.push({ value: distinct, step: 1, why: "tirou uma opção a cada posição, mas aqui pode repetir" });
    mistakes.push({
      value: blocks.reduce((p, b) => p * b.size * b.count, 1),
      step: 2,
      why: "multiplicou as opções pela quantidade de posições em vez de elevar",
    });
  }
  return {
    title: noRepeat ? "Princípio multiplicativo (sem repetição)" : "Princípio multiplicativo (com repetição)",
    keywords: "princípio fundamental da contagem arranjo",
    understood:
      `${label.replace(/^./, (c) => c.toUpperCase())} com ${blocks.map((b) => `${b.count} ${b.name}${b.count > 1 ? "s" : ""}`).join(" e ")}, ${noRepeat ? "sem repetição" : "podendo repetir"}.`.replace(
        /vogals/,
        "vogais",
      ),
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
