/**
 * A fixed part plus a price per unit — a taxi's "bandeirada" and price per km, a phone plan's fee
 * and price per minute: the function f(x) = fixo + preço·x, and x from a total paid, or the total
 * for a given x.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const MONEY = `(?:r\\$ ?(${NUM})|(${NUM}) ?reais)`;
const FIXED = new RegExp(
  `(?:bandeirada|taxa fixa|valor fixo|fixo|assinatura|mensalidade|taxa de entrega|tarifa fixa)(?: de| =|:)? ?${MONEY}`,
  "u",
);
const PER = new RegExp(
  `${MONEY} ?(?:por|a cada|cada|/) ?(km|quilometro|minuto|min|hora|h|kg|m3|m³|gb|unidade|pagina|litro)`,
  "u",
);
const TOTAL = new RegExp(
  `(?:paguei|pagou|pagar|gastei|gastou|total de|deu|custou|conta (?:de|deu|veio)|veio)(?: um total de)? ${MONEY}`,
  "u",
);
const AMOUNT = (unit: string) => new RegExp(`(${NUM}) ?${unit}`, "u");
const UNIT_NAME: Record<string, string> = { quilometro: "km", minuto: "min", hora: "h", m3: "m³" };
const money = (m: RegExpExecArray, at: number) => parseNumber((m[at] ?? m[at + 1])!);

export const solveLinearFare: Solver = (message) => {
  const text = fold(message);
  const fixed = FIXED.exec(text);
  const per = PER.exec(text);
  if (!fixed || !per) return null;
  const a = money(fixed, 1);
  const b = money(per, 1);
  const unit = UNIT_NAME[per[3]!] ?? per[3]!;
  if (a === null || !b) return null;
  const rest = text.replace(fixed[0], " ").replace(per[0], " ");
  const total = TOTAL.exec(rest);
  const fn = `f(x) = ${tex(a)} + ${tex(b)}x`;
  if (total) {
    const T = money(total, 1);
    if (T === null || T < a) return null;
    const x = clean((T - a) / b);
    const answers = [{ label: `quantidade (${unit})`, value: x, unit }];
    return {
      title: "Função do 1º grau (parte fixa + parte variável)",
      keywords: "função afim função do 1º grau taxa fixa parte variável",
      understood: `Parte fixa R$ ${formatNumber(a, 2)}, R$ ${formatNumber(b, 2)} por ${unit}, total R$ ${formatNumber(T, 2)}; pede-se a quantidade de ${unit}.`,
      steps: [
        `A função: $${fn}$, com $x$ em ${unit}.`,
        `Total pago: $${tex(a)} + ${tex(b)}x = ${tex(T)}$, então $${tex(b)}x = ${tex(T)} - ${tex(a)} = ${tex(clean(T - a))}$.`,
        `$x = \\dfrac{${tex(clean(T - a))}}{${tex(b)}} = ${tex(x)}$ ${unit}.`,
      ],
      answers,
      mistakes: keepMistakes(
        [
          { value: clean(T / b), step: 1, why: "esqueceu de tirar a parte fixa antes de dividir" },
          { value: clean((T + a) / b), step: 1, why: "somou a parte fixa em vez de subtrair" },
        ],
        answers,
      ),
    };
  }
  const amount = AMOUNT(per[3]!).exec(rest);
  const x = amount ? parseNumber(amount[1]!) : null;
  if (x === null) return null;
  const value = clean(a + b * x);
  const answers = [{ label: "total", value, unit: "R$" }];
  return {
    title: "Função do 1º grau (parte fixa + parte variável)",
    keywords: "função afim função do 1º grau taxa fixa parte variável",
    understood: `Parte fixa R$ ${formatNumber(a, 2)}, R$ ${formatNumber(b, 2)} por ${unit}, ${formatNumber(x)} ${unit}; pede-se o total.`,
    steps: [
      `A função: $${fn}$, com $x$ em ${unit}.`,
      `$f(${tex(x)}) = ${tex(a)} + ${tex(b)} \\cdot ${tex(x)} = ${tex(value)}$.`,
    ],
    answers,
    mistakes: keepMistakes([{ value: clean(b * x), step: 1, why: "esqueceu a parte fixa" }], answers),
  };
};
