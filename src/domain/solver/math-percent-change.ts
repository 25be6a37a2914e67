/**
 * A price that went from A to B ("custava 1500 e foi pra 1200", "de 1500 para 1200"), and the way
 * back ("e se voltar pra 1500, o aumento é a mesma %?"): the same difference over another base.
 */
import { evaluate } from "mathjs";
import { clean, fmt, keepMistakes, tex } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, Solution, SolvedValue } from "./types.ts";

const MONEY = String.raw`(?:r\$ ?)?(\d+(?:[.,]\d+)*)`;
const TO = String.raw`(?:(?:para|pra|pro|a|ao)(?: custar)? )?(?:r\$ ?)?`;
/** "de 1500 para 1200". */
const FROM_TO = new RegExp(String.raw`\bde ${MONEY}(?: reais)? (?:para|pra|pro|a) ${MONEY}`);
/** "custava 1500 e na black friday foi pra 1200", "era 80 e passou a custar 100". */
const WAS_BECAME = new RegExp(
  String.raw`\b(?:custava|custavam|era|eram|valia|valiam|estava|saia|cobrava) (?:de |por |a |uns )?${MONEY}\b.{0,60}?\b(?:foi|foram|passou|passaram|caiu|cairam|subiu|subiram|baixou|abaixou|desceu|aumentou|diminuiu|reduziu|mudou|ficou|ficaram) ${TO}(\d+(?:[.,]\d+)*)`,
);
/** The way back: "voltar pra 1500" or "voltar ao preço original". */
const BACK =
  /volt\w* (?:para|pra|pro|a|ao|de novo (?:para|pra|a))? ?(?:r\$ ?)?(\d+(?:[.,]\d+)*)|volt\w* (?:ao|para o|pro|pra o) (?:preco|valor) (?:original|inicial|anterior|de antes)/;

function money(value: number, unit: string): string {
  return unit === "R$" ? `R$ ${fmt(value)}` : fmt(value);
}

/** The change from A to B read from the message, or null when it is not said that way. */
export function percentChange(t: string, numbers: number[], unit: string): Solution | null {
  const m = t.match(FROM_TO) ?? t.match(WAS_BECAME);
  if (!m) return null;
  const a = parseNumber(m[1] as string);
  const b = parseNumber(m[2] as string);
  if (a === null || b === null || a <= 0 || b <= 0 || a === b) return null;
  const back = t.slice((m.index ?? 0) + m[0].length).match(BACK);
  const backTo = back?.[1] !== undefined ? parseNumber(back[1]) : back ? a : null;
  if (backTo !== null && backTo !== a) return null;
  const expected = back?.[1] !== undefined ? [a, b, a] : [a, b];
  if (numbers.length !== expected.length || numbers.some((n, i) => n !== expected[i])) return null;
  return backTo === null ? oneWay(a, b, t, unit) : roundTrip(a, b, t, unit);
}

function names(a: number, b: number, t: string): { there: string; back: string } {
  const discount = /descont/.test(t);
  return a > b
    ? { there: discount ? "desconto" : "redução", back: "aumento para voltar" }
    : { there: "aumento", back: discount ? "desconto para voltar" : "redução para voltar" };
}

function rate(diff: number, base: number): number {
  return clean(evaluate(`${Math.abs(diff)} / ${base} * 100`) as number);
}

/** The change from A to B as a percentage of A (the base is the value before the change). */
export function oneWay(a: number, b: number, t: string, unit: string): Solution {
  const diff = clean(b - a);
  const there = rate(diff, a);
  const { there: label } = names(a, b, t);
  const answers: SolvedValue[] = [{ label, value: there, unit: "%" }];
  const mistakes: KnownMistake[] = [
    {
      value: rate(diff, b),
      step: 1,
      why: `dividiu pelo valor novo (${fmt(b)}) em vez do original (${fmt(a)})`,
    },
    {
      value: Math.abs(diff),
      step: 1,
      why: `tomou a diferença ${fmt(Math.abs(diff))} como se fosse a porcentagem`,
    },
  ];
  return {
    title: "Variação percentual",
    understood: `O valor passou de ${money(a, unit)} para ${money(b, unit)}; qual a porcentagem de ${label}.`,
    steps: [
      `Diferença: $${tex(b)} - ${tex(a)} = ${tex(diff)}$.`,
      `Divida pelo valor original (a base é o valor de antes): $\\frac{${tex(Math.abs(diff))}}{${tex(a)}} = ${tex(there / 100)} = ${tex(there)}\\%$ de ${label}.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

function roundTrip(a: number, b: number, t: string, unit: string): Solution {
  const diff = clean(b - a);
  const d = Math.abs(diff);
  const there = rate(diff, a);
  const back = rate(diff, b);
  const label = names(a, b, t);
  const answers: SolvedValue[] = [
    { label: label.there, value: there, unit: "%" },
    { label: label.back, value: back, unit: "%" },
  ];
  const same = clean(b * (1 + ((a > b ? 1 : -1) * there) / 100));
  const mistakes: KnownMistake[] = [
    { value: there, step: 2, why: `usou os mesmos ${fmt(there)}% na volta, mas a base mudou` },
    {
      value: same,
      step: 2,
      why: `aplicou ${fmt(there)}% sobre ${money(b, unit)} e chegou a ${money(same, unit)}, não a ${money(a, unit)}`,
    },
    { value: d, step: 1, why: `tomou a diferença ${fmt(d)} como se fosse a porcentagem` },
  ];
  return {
    title: "Variação percentual (ida e volta)",
    understood: `O valor foi de ${money(a, unit)} para ${money(b, unit)} e depois volta a ${money(a, unit)}; as duas porcentagens.`,
    steps: [
      `A diferença é a mesma nos dois sentidos: $|${tex(b)} - ${tex(a)}| = ${tex(d)}$.`,
      `Ida: a base é o valor de antes, ${money(a, unit)}: $\\frac{${tex(d)}}{${tex(a)}} = ${tex(there / 100)} = ${tex(there)}\\%$ de ${label.there}.`,
      `Volta: a base agora é o valor novo, ${money(b, unit)}: $\\frac{${tex(d)}}{${tex(b)}} = ${tex(back / 100, 4)} = ${tex(back, 2)}\\%$ de ${label.back.replace(/ para voltar$/, "")}.`,
      `Não é a mesma porcentagem porque a base mudou: a mesma diferença sobre uma base ${a > b ? "menor" : "maior"} pesa ${a > b ? "mais" : "menos"}. Confira: $${tex(b)} \\cdot ${tex(clean(1 + ((a > b ? 1 : -1) * back) / 100), 4)} = ${tex(a)}$, enquanto $${tex(b)} \\cdot ${tex(clean(1 + ((a > b ? 1 : -1) * there) / 100))} = ${tex(same)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
