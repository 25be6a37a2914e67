/**
 * Radioactive decay by half-lives: after n = t / T half-lives the mass is m₀ / 2ⁿ, as ENEM's items
 * on iodine-131, carbon-14 or cesium-137 ask (the remaining mass, or the time to reach it).
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const CUE = /meia[- ]vida|periodo de semi-?desintegracao/;
const TIME = new RegExp(
  `(${NUM}) ?(anos?|dias?|horas?|h|min|minutos?|segundos?|s|meses|mes)(?![\\p{L}\\d])`,
  "gu",
);
const MASS = new RegExp(`(${NUM}) ?(mg|g|kg|gramas?|miligramas?|%)(?![\\p{L}\\d/])`, "gu");

const base = (u: string) =>
  u
    .replace(/^anos?$/, "ano")
    .replace(/^dias?$/, "dia")
    .replace(/^(h|horas?)$/, "h")
    .replace(/^(min|minutos?)$/, "min")
    .replace(/^(s|segundos?)$/, "s")
    .replace(/^(mes|meses)$/, "mês");

const plural = (u: string) => (u === "mês" ? "meses" : u === "ano" || u === "dia" ? `${u}s` : u);

export const solveHalfLife: Solver = (message) => {
  const text = fold(message);
  if (!CUE.test(text)) return null;
  const times = [...text.matchAll(TIME)];
  const masses = [...text.matchAll(MASS)];
  if (times.length === 1 && masses.length === 1 && masses[0]![2] === "%")
    return elapsedTime(text, times[0]!, masses[0]!);
  if (times.length !== 2 || masses.length !== 1) return null;
  // The half-life is the time written next to "meia-vida"; the other is the time elapsed.
  const cueAt = CUE.exec(text)!.index;
  const [first, second] = times as [RegExpMatchArray, RegExpMatchArray];
  const halfFirst = Math.abs(first.index! - cueAt) <= Math.abs(second.index! - cueAt);
  const [half, elapsed] = halfFirst ? [first, second] : [second, first];
  const T = parseNumber(half[1]!);
  const t = parseNumber(elapsed[1]!);
  const m0 = parseNumber(masses[0]![1]!);
  if (!T || !t || !m0 || base(half[2]!) !== base(elapsed[2]!)) return null;
  const unitText = masses[0]![2]!.replace(/^gramas?$/, "g").replace(/^miligramas?$/, "mg");
  const timeUnit = base(half[2]!);
  const n = clean(t / T);
  const m = clean(m0 / 2 ** n);
  const steps = [
    `Número de meias-vidas: $n = \\dfrac{t}{T} = \\dfrac{${tex(t)}}{${tex(T)}} = ${tex(n, false, 3)}$.`,
    `A cada meia-vida a quantidade cai pela metade: $m = \\dfrac{m_0}{2^{n}} = \\dfrac{${tex(m0)}}{2^{${tex(n, false, 3)}}} = ${tex(m, false, 3)}\\,\\text{${unitText}}$.`,
  ];
  if (Number.isInteger(n) && n <= 6) {
    const chain = Array.from({ length: n + 1 }, (_, i) => formatNumber(m0 / 2 ** i, 3));
    steps.push(`Passo a passo: ${chain.join(" → ")} ${unitText}.`);
  }
  const answers = [{ label: "quantidade restante", value: m, unit: unitText }];
  return {
    title: "Meia-vida (decaimento radioativo)",
    keywords: "meia-vida decaimento radioativo radioatividade",
    understood: `Dados: ${formatNumber(m0)} ${unitText}, meia-vida de ${formatNumber(T)} ${timeUnit}, depois de ${formatNumber(t)} ${timeUnit}.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(m0 / n),
          step: 1,
          why: `dividiu por ${formatNumber(n, 3)} (o número de meias-vidas) em vez de dividir por 2 a cada uma, ou seja, por 2^${formatNumber(n, 3)}`,
        },
        { value: clean(m0 / (2 * n)), step: 1, why: "dividiu por 2 × n em vez de 2 elevado a n" },
        { value: clean(m0 - m), step: 1, why: "deu o quanto decaiu, não o quanto sobrou" },
      ],
      answers,
    ),
  };
};

/** "Um fóssil tem só 12,5% do carbono-14 que tinha; meia-vida de 5730 anos": how long ago. */
function elapsedTime(text: string, half: RegExpMatchArray, left: RegExpMatchArray) {
  const T = parseNumber(half[1]!);
  const share = parseNumber(left[1]!);
  if (
    !T ||
    !share ||
    share <= 0 ||
    share >= 100 ||
    !/quant[oa]s? anos|idade|ha quanto tempo|quanto tempo|tem o fossil/.test(text)
  )
    return null;
  const unitText = base(half[2]!);
  const n = clean(Math.log2(100 / share));
  const t = clean(n * T);
  const halvings =
    Number.isInteger(n) && n <= 6
      ? Array.from({ length: n + 1 }, (_, i) => `${formatNumber(100 / 2 ** i, 3)}%`)
      : [];
  const steps = [
    `Cada meia-vida deixa a metade: $\\dfrac{${tex(share, false, 3)}\\%}{100\\%} = \\left(\\tfrac{1}{2}\\right)^{n}$, então $n = \\log_2 \\dfrac{100}{${tex(share, false, 3)}} = ${tex(n, false, 3)}$ meias-vidas${halvings.length ? ` (${halvings.join(" → ")})` : ""}.`,
    `Tempo: $t = n \\cdot T = ${tex(n, false, 3)} \\cdot ${tex(T)} = ${tex(t)}$ ${plural(unitText)}.`,
  ];
  const answers = [{ label: "tempo decorrido", value: t, unit: plural(unitText) }];
  return {
    title: "Meia-vida (decaimento radioativo)",
    keywords: "meia-vida decaimento radioativo datação carbono-14",
    understood: `Dados: restam ${formatNumber(share, 3)}% da quantidade inicial, meia-vida de ${formatNumber(T)} ${unitText}; pede-se o tempo decorrido.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(((100 - share) / 50) * T),
          step: 0,
          why: "tratou o decaimento como linear (metade a cada meia-vida, sempre da quantidade inicial)",
        },
        {
          value: clean((100 / share) * T),
          step: 0,
          why: `multiplicou a meia-vida por ${formatNumber(100 / share, 3)} (a fração) em vez de contar as meias-vidas`,
        },
      ],
      answers,
    ),
  };
}
