/** Simple and compound interest with the capital, rate and time the student gave (regime never guessed). */
import { evaluate } from "mathjs";
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

type Period = "dia" | "mês" | "bimestre" | "trimestre" | "semestre" | "ano";

/** Length of each period in months, to convert the time into the rate's period. */
const MONTHS: Record<Period, number> = {
  dia: 1 / 30,
  mês: 1,
  bimestre: 2,
  trimestre: 3,
  semestre: 6,
  ano: 12,
};
const PLURAL: Record<Period, string> = {
  dia: "dias",
  mês: "meses",
  bimestre: "bimestres",
  trimestre: "trimestres",
  semestre: "semestres",
  ano: "anos",
};
const NUMBER = String.raw`(\d+(?:[.,]\d+)*)`;

/** The period a rate or a time word names ("a.m.", "ao mes", "mensal", "anos"). */
function periodOf(word: string): Period | null {
  if (/^(a\.? ?m\.?|am|ao mes|por mes|mensa(l|is)|\/ ?mes|mes|meses)$/.test(word)) return "mês";
  if (/^(a\.? ?a\.?|aa|ao ano|por ano|anua(l|is)|\/ ?ano|anos?)$/.test(word)) return "ano";
  if (/^(a\.? ?d\.?|ao dia|por dia|diari[ao]s?|dias?)$/.test(word)) return "dia";
  for (const p of ["bimestre", "trimestre", "semestre"] as const) {
    if (new RegExp(`^(ao |por )?${p}s?$|^${p.slice(0, -1)}al$`).test(word)) return p;
  }
  return null;
}

export const solveInterest: Solver = (message) => {
  const t = plain(message).replace(/\s*%/g, "%");
  if (!/juros|montante|rend|aplica|invest|empresta|emprestimo|capital/.test(t)) return null;
  const compound = /compost/.test(t);
  const simple = /simples/.test(t);
  if (compound === simple) return null; // regime not said (or both): do not guess
  const rates = [
    ...t.matchAll(
      new RegExp(
        `${NUMBER}%(?:\\s*(a\\.?\\s?[mad]\\.?(?![a-z])|ao (?:mes|ano|dia|bimestre|trimestre|semestre)|por (?:mes|ano|dia)|mensal|anual|\\/ ?(?:mes|ano)))?`,
        "g",
      ),
    ),
  ];
  const times = [
    ...t.matchAll(new RegExp(`${NUMBER} ?(dias?|mes|meses|anos?|bimestres?|trimestres?|semestres?)\\b`, "g")),
  ];
  if (rates.length !== 1 || times.length !== 1) return null;
  const [rate, time] = [rates[0], times[0]] as [RegExpExecArray, RegExpExecArray];
  const ratePeriod = rate[2] ? periodOf(rate[2]) : null;
  const timePeriod = periodOf(time[2] as string);
  const i = parseNumber(rate[1] as string);
  const n = parseNumber(time[1] as string);
  if (!ratePeriod || !timePeriod || i === null || n === null || i <= 0 || n <= 0) return null;
  // The capital is the one number left once the rate and the time are taken out.
  const rest = t.replace(rate[0], " ").replace(time[0], " ");
  const capitals = [...rest.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => parseNumber(m[0]));
  if (capitals.length !== 1 || !capitals[0]) return null;
  const c = capitals[0];
  const tt = clean((n * MONTHS[timePeriod]) / MONTHS[ratePeriod]);
  const ir = clean(i / 100);
  const data = { c, i, ir, n, tt, ratePeriod, timePeriod };
  return compound ? compoundInterest(data) : simpleInterest(data);
};

/** Money to the cent, as the answer is written. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

type Data = {
  c: number;
  i: number;
  ir: number;
  n: number;
  tt: number;
  ratePeriod: Period;
  timePeriod: Period;
};

function understood({ c, i, n, ratePeriod, timePeriod }: Data, regime: string): string {
  const per = ratePeriod === "mês" ? "ao mês" : ratePeriod === "ano" ? "ao ano" : `ao ${ratePeriod}`;
  return `Capital de R$ ${fmt(c)}, taxa de ${fmt(i)}% ${per}, ${fmt(n)} ${n === 1 ? timePeriod : PLURAL[timePeriod]}, juros ${regime}.`;
}

/** The first step: the rate as a decimal and, when the periods differ, the time in the rate's period. */
function rateStep({ i, ir, n, tt, ratePeriod, timePeriod }: Data): string {
  const base = `Taxa na forma decimal: $i = ${tex(i)}\\% = ${tex(ir)}$ por ${ratePeriod}.`;
  if (ratePeriod === timePeriod) return `${base} O tempo já está na mesma unidade: $t = ${tex(tt)}$.`;
  return `${base} A taxa é por ${ratePeriod} e o tempo está em ${PLURAL[timePeriod]}: converta, $t = ${tex(n)}$ ${n === 1 ? timePeriod : PLURAL[timePeriod]} $= ${tex(tt)}$ ${tt === 1 ? ratePeriod : PLURAL[ratePeriod]}.`;
}

function simpleInterest(d: Data): Solution {
  const { c, ir, tt, n, i } = d;
  const j = cents(evaluate(`${c} * ${ir} * ${tt}`) as number);
  const m = cents(c + j);
  const answers: SolvedValue[] = [
    { label: "juros", value: j, unit: "R$" },
    { label: "montante", value: m, unit: "R$" },
  ];
  const compoundM = c * (1 + ir) ** tt;
  const mistakes: KnownMistake[] = [
    {
      value: compoundM - c,
      step: 1,
      why: "usou juros compostos; no regime simples os juros incidem só sobre o capital inicial",
    },
    { value: compoundM, step: 1, why: "calculou o montante de juros compostos" },
    { value: c * i * tt, step: 0, why: `usou a taxa ${fmt(i)} sem dividir por 100` },
  ];
  if (tt !== n)
    mistakes.push({ value: c * ir * n, step: 0, why: "não converteu o tempo para a unidade da taxa" });
  return {
    title: "Juros simples",
    understood: understood(d, "simples"),
    steps: [
      rateStep(d),
      `Juros simples (sempre sobre o capital inicial): $J = C \\cdot i \\cdot t = ${tex(c)} \\cdot ${tex(ir)} \\cdot ${tex(tt)} = ${tex(j)}$.`,
      `Montante: $M = C + J = ${tex(c)} + ${tex(j)} = ${tex(m)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

function compoundInterest(d: Data): Solution {
  const { c, ir, tt, n } = d;
  const factor = clean(evaluate(`(1 + ${ir}) ^ ${tt}`) as number);
  const m = cents(c * (1 + ir) ** tt);
  const j = cents(m - c);
  const answers: SolvedValue[] = [
    { label: "montante", value: m, unit: "R$" },
    { label: "juros", value: j, unit: "R$" },
  ];
  const mistakes: KnownMistake[] = [
    {
      value: c * (1 + ir * tt),
      step: 1,
      why: `usou juros simples: $${tex(c)} \\cdot (1 + ${tex(ir)} \\cdot ${tex(tt)})$`,
    },
    { value: c * ir * tt, step: 1, why: "calculou os juros como simples ($C \\cdot i \\cdot t$)" },
    { value: c * (1 + ir) * tt, step: 1, why: "multiplicou pelo tempo em vez de elevar ao tempo" },
  ];
  if (tt !== n)
    mistakes.push({ value: c * (1 + ir) ** n, step: 0, why: "não converteu o tempo para a unidade da taxa" });
  return {
    title: "Juros compostos",
    understood: understood(d, "compostos"),
    steps: [
      rateStep(d),
      `Juros compostos (juros sobre juros): $M = C \\cdot (1 + i)^t = ${tex(c)} \\cdot (1 + ${tex(ir)})^{${tex(tt)}}$.`,
      `$(${tex(clean(1 + ir))})^{${tex(tt)}} = ${tex(factor, 6)}$, então $M = ${tex(c)} \\cdot ${tex(factor, 6)} = ${tex(m)}$.`,
      `Juros: $J = M - C = ${tex(m)} - ${tex(c)} = ${tex(j)}$.`,
    ],
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
