/**
 * Electric energy and its bill: E = P·Δt in kWh (power in kW, time in hours, over the days asked)
 * and the cost at the price of the kWh, as ENEM's household-appliance items ask.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

const POWER = new RegExp(`(${NUM}) ?(kw|quilowatts?|w|watts?)(?![\\p{L}\\d/])`, "gu");
const TIME = new RegExp(`(${NUM}) ?(h|horas?|min|minutos?)(?![\\p{L}\\d/])`, "gu");
const DAYS = new RegExp(`(${NUM}) ?dias?\\b`, "gu");
/** "4 pessoas… cada uma toma banho de 15 min", "10 lâmpadas de 60 W": the use repeats that many times. */
const REPEATS = new RegExp(`(${NUM}) ?(pessoas|moradores|banhos|vezes|lampadas|aparelhos)\\b`, "u");
const PRICE = new RegExp(`r\\$ ?(${NUM})|(${NUM}) ?reais`, "gu");

function only(text: string, re: RegExp) {
  const hits = [...text.matchAll(re)];
  return hits.length === 1 ? hits[0]! : hits.length === 0 ? undefined : null;
}

export const solveElectricEnergy: Solver = (message) => {
  const text = fold(message);
  if (!/kwh|quilowatt.?hora/.test(text)) return null;
  const power = only(text, POWER);
  const time = only(text, TIME);
  const days = only(text, DAYS);
  const price = only(text, PRICE);
  if (!power || !time || days === null || price === null) return null;
  const P = parseNumber(power[1]!);
  const t = parseNumber(time[1]!);
  const monthly = /por mes|no mes|num mes|em um mes|mensal/.test(text);
  const d = days ? parseNumber(days[1]!) : monthly ? 30 : 1;
  const kwhPrice = price ? parseNumber((price[1] ?? price[2])!) : null;
  if (!P || !t || !d || (price && !kwhPrice)) return null;
  const inKw = power[2]!.startsWith("k") || power[2]!.startsWith("q");
  const kW = inKw ? P : clean(P / 1000);
  const inMinutes = time[2]!.startsWith("m");
  const hours = inMinutes ? clean(t / 60) : t;
  const repeats = REPEATS.exec(text);
  const times = repeats && /\bcada\b|\bde \d/.test(text) ? (parseNumber(repeats[1]!) ?? 1) : 1;
  const perDay = clean(kW * hours * times);
  const energy = clean(perDay * d);
  const steps: string[] = [];
  if (!inKw)
    steps.push(`Potência em kW: $${tex(P)}\\,\\text{W} \\div 1000 = ${tex(kW, false, 4)}\\,\\text{kW}$.`);
  if (inMinutes)
    steps.push(`Tempo em horas: $${tex(t)}\\,\\text{min} \\div 60 = ${tex(hours, false, 4)}\\,\\text{h}$.`);
  const repeated = times !== 1 ? ` \\cdot ${tex(times)}` : "";
  steps.push(
    `Energia por dia${times !== 1 ? ` (${formatNumber(times)} ${repeats![2]})` : ""}: $E = P \\cdot \\Delta t${repeated ? " \\cdot n" : ""} = ${tex(kW, false, 4)} \\cdot ${tex(hours, false, 4)}${repeated} = ${tex(perDay, false, 4)}\\,\\text{kWh}$.`,
  );
  const energyStep = steps.length;
  if (d !== 1)
    steps.push(
      `Em ${formatNumber(d)} dias: $${tex(perDay, false, 4)} \\cdot ${tex(d)} = ${tex(energy, false, 4)}\\,\\text{kWh}$.`,
    );
  const answers: SolvedValue[] = [{ label: "energia consumida", value: energy, unit: "kWh" }];
  const mistakes: KnownMistake[] = [];
  if (!inKw)
    mistakes.push({ value: clean(P * hours * d), step: 0, why: "não passou a potência de W para kW" });
  if (inMinutes)
    mistakes.push({
      value: clean(kW * t * d),
      step: inKw ? 0 : 1,
      why: "usou os minutos como se fossem horas",
    });
  if (d !== 1) mistakes.push({ value: perDay, step: energyStep, why: "parou no consumo de um dia" });
  if (times !== 1)
    mistakes.push({
      value: clean(energy / times),
      step: energyStep - 1,
      why: `contou o uso uma vez só, e não ${formatNumber(times)} vezes (${repeats![2]})`,
    });
  if (kwhPrice) {
    const cost = clean(energy * kwhPrice);
    steps.push(
      `Custo: $${tex(energy, false, 4)}\\,\\text{kWh} \\cdot R\\$\\,${tex(kwhPrice)} = R\\$\\,${tex(cost)}$.`,
    );
    answers.push({ label: "custo", value: cost, unit: "R$" });
  }
  return {
    title: "Consumo de energia elétrica",
    keywords: "consumo de energia conta de luz kWh potência",
    understood: `Dados: ${formatNumber(P)} ${inKw ? "kW" : "W"}, ${formatNumber(t)} ${inMinutes ? "min" : "h"} por dia${d !== 1 ? `, ${formatNumber(d)} dias` : ""}${kwhPrice ? `, kWh a R$ ${formatNumber(kwhPrice, 2)}` : ""}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};
