/**
 * Sensible heat (Q = m·c·ΔT): the heat to warm or cool a mass, from its specific heat (water's
 * 1 cal/g·°C when the statement names water and gives none) and the two temperatures; a volume of
 * water counts 1 g per mL.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const CUE = /\bcalor\b|\bcalorias?\b|\bcal\b|quantidade de calor|\bq ?= ?m ?[.·*]? ?c/;
const MASS = new RegExp(`(${NUM}) ?(kg|g|gramas?|quilos?|l|litros?|ml)(?![\\p{L}\\d/])`, "gu");
const TEMPERATURE = new RegExp(`(${NUM}) ?(?:°|º|graus|oc|°c|ºc)(?: ?c(?:elsius)?)?(?![\\p{L}\\d])`, "gu");
const SPECIFIC_HEAT = new RegExp(`(?:c ?=|calor especifico(?: de| e| =|:)?) ?(${NUM})`, "u");
/** Water's specific heat, the one ENEM gives when it gives any: 1 cal/(g·°C). */
const WATER_C = 1;

export const solveCalorimetry: Solver = (message) => {
  const text = fold(message).replace(/delta ?t/g, "dt");
  if (!CUE.test(text)) return null;
  const masses = [...text.matchAll(MASS)];
  const temperatures = [...text.matchAll(TEMPERATURE)].map((m) => parseNumber(m[1]!));
  if (masses.length !== 1 || temperatures.length !== 2 || temperatures.includes(null)) return null;
  const [mass] = masses;
  const amount = parseNumber(mass![1]!);
  const written = mass![2]!;
  const isVolume = /^(l|litros?|ml)$/.test(written);
  const water = /\bagua\b/.test(text);
  if (amount === null || amount <= 0 || (isVolume && !water)) return null;
  const givenC = SPECIFIC_HEAT.exec(text);
  const c = givenC ? parseNumber(givenC[1]!) : water ? WATER_C : null;
  if (c === null || c <= 0) return null;
  const grams = /^(kg|quilos?|l|litros?)$/.test(written) ? amount * 1000 : amount;
  const [from, to] = temperatures as [number, number];
  const dT = clean(to - from);
  const Q = clean(grams * c * dT);
  const steps: string[] = [];
  if (grams !== amount)
    steps.push(
      `Massa em gramas: ${formatNumber(amount)} ${written.startsWith("l") ? "L de água (1 L de água tem 1 kg)" : "kg"} = ${formatNumber(grams)} g.`,
    );
  steps.push(
    `Variação de temperatura: $\\Delta T = ${tex(to, true)} - ${tex(from, true)} = ${tex(dT)}\\,°\\text{C}$.`,
  );
  const dTStep = steps.length - 1;
  steps.push(
    `Calor sensível: $Q = m \\cdot c \\cdot \\Delta T = ${tex(grams)} \\cdot ${tex(c, false, 3)} \\cdot ${tex(dT, true)} = ${tex(Q)}\\,\\text{cal}$${Math.abs(Q) >= 1000 ? ` (${formatNumber(Q / 1000, 3)} kcal)` : ""}.`,
  );
  const last = steps.length - 1;
  if (dT < 0) steps.push("O sinal negativo indica calor cedido: o corpo esfria.");
  const answers = [{ label: "calor", value: Q, unit: "cal" }];
  return {
    title: "Calorimetria (calor sensível)",
    keywords: "calorimetria calor sensível calor específico Q = m·c·ΔT",
    understood: `Dados: ${formatNumber(amount)} ${written}${water ? " de água" : ""}, c = ${formatNumber(c, 3)} cal/g·°C, de ${formatNumber(from)} °C a ${formatNumber(to)} °C; pede-se o calor.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        ...(grams !== amount
          ? [{ value: clean(amount * c * dT), step: 0, why: "não passou a massa para gramas" }]
          : []),
        {
          value: clean(grams * c * to),
          step: dTStep,
          why: "usou a temperatura final no lugar da variação ΔT",
        },
        {
          value: clean(grams * c * (to + from)),
          step: dTStep,
          why: "somou as temperaturas em vez de subtrair",
        },
        { value: clean(Q / 1000), step: last, why: "deu o resultado em kcal achando que era cal" },
      ],
      answers,
    ),
  };
};
