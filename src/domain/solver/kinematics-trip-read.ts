/**
 * Average speed of a trip in legs with stops ("andei 120 km em 1h30, parei 30 min e depois mais
 * 90 km em 1h"): reads the legs and stops, and works out total distance ÷ total time (stops count).
 */

import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { calc, fold, tex } from "./science-text.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

type Leg = { d: number; t: number };
type Trip = { legs: Leg[]; stops: number[]; unit: "km" | "m" };

const N = String.raw`(?<![\p{L}\d.,])\d+(?:[.,]\d+)?`;
// One token: a distance, or a time in h, h+min ("1h30", "2 horas e meia"), min or s.
const TOKEN = new RegExp(
  [
    `(?<hm>${N}) ?(?:h|hr|horas?) ?(?:e )?(?<min>\\d{1,2})(?!\\d| ?(?:km|quilometros?|metros?|m)(?![\\p{L}])) ?(?:min|minutos?)?(?![\\p{L}\\d])`,
    `(?<hh>${N}) ?(?:h|hr|horas?)(?<half> e meia)?(?![\\p{L}\\d/])`,
    `(?<mm>${N}) ?(?:min|minutos?)(?![\\p{L}\\d])`,
    `(?<ss>${N}) ?(?:s|seg|segundos?)(?![\\p{L}\\d])`,
    `(?<meia>meia hora|uma hora)`,
    `(?<dist>${N}) ?(?<du>km|quilometros?|m|metros?)(?![\\p{L}\\d/])`,
  ].join("|"),
  "gu",
);
const STOP =
  /\b(parei|paramos|parou|parada|pausa|descans\w*|intervalo|fiquei parad[oa]|ficamos parad[oa]s|esperei|almoc\w*|abasteci\w*|para(?= (?:\d|uma|meia)))\b/;

/** Hours from a time token, or null when the token is a distance. */
function hoursOf(g: Record<string, string | undefined>): number | null {
  const n = (x: string | undefined) => (x ? (parseNumber(x) ?? Number.NaN) : 0);
  if (g.hm) return n(g.hm) + n(g.min) / 60;
  if (g.hh) return n(g.hh) + (g.half ? 0.5 : 0);
  if (g.mm) return n(g.mm) / 60;
  if (g.ss) return n(g.ss) / 3600;
  if (g.meia) return g.meia === "meia hora" ? 0.5 : 1;
  return null;
}

function readTrip(text: string): Trip | null {
  const legs: Leg[] = [];
  const stops: number[] = [];
  const units = new Set<string>();
  let pending: number | null = null;
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const g = m.groups ?? {};
    const between = text.slice(last, m.index);
    last = m.index + m[0].length;
    const hours = hoursOf(g);
    if (hours === null) {
      if (pending !== null) return null;
      pending = parseNumber(g.dist!) ?? Number.NaN;
      units.add(/^k|^q/.test(g.du!) ? "km" : "m");
    } else if (pending === null && STOP.test(between + m[0])) stops.push(hours);
    else if (pending !== null) {
      legs.push({ d: pending, t: hours });
      pending = null;
    } else return null;
  }
  if (pending !== null || units.size !== 1) return null;
  if (legs.length + stops.length < 2 || legs.length === 0) return null;
  const all = [...legs.flatMap((l) => [l.d, l.t]), ...stops];
  if (all.some((x) => !Number.isFinite(x) || x <= 0)) return null;
  return { legs, stops, unit: units.has("km") ? "km" : "m" };
}

const h = (x: number) => formatNumber(x, 3);

export const solveTrip: Solver = (message) => {
  const text = fold(message);
  if (!/velocidade media|\bvm\b/.test(text)) return null;
  // Speeds typed in the data are another problem (time of each leg from its speed).
  if (/km\/h|m\/s/.test(text.replace(/\bem (km\/h|m\/s)/g, ""))) return null;
  const trip = readTrip(text);
  if (!trip) return null;
  const road = trip.unit === "km";
  const toTime = (hours: number) => (road ? hours : clean(hours * 3600));
  const tUnit = road ? "h" : "s";
  const legs = trip.legs.map((l) => ({ d: l.d, t: toTime(l.t) }));
  const stops = trip.stops.map(toTime);
  const D = clean(legs.reduce((s, l) => s + l.d, 0));
  const moving = clean(legs.reduce((s, l) => s + l.t, 0));
  const T = clean(moving + stops.reduce((s, x) => s + x, 0));
  const vm = calc("D/T", { D, T })!;
  const vUnit = road ? "km/h" : "m/s";
  const steps = [
    `Trechos: ${legs.map((l, i) => `${i + 1}º: ${formatNumber(l.d)} ${trip.unit} em ${h(l.t)} ${tUnit}`).join("; ")}${stops.length ? `; paradas: ${stops.map((s) => `${h(s)} ${tUnit}`).join(", ")}` : ""}.${road ? " Minutos viram fração de hora (30 min = 0,5 h)." : ""}`,
    `Distância total: $\\Delta s = ${legs.map((l) => tex(l.d)).join(" + ")} = ${tex(D)}\\,\\text{${trip.unit}}$`,
    `Tempo total, contando as paradas (o relógio não para): $\\Delta t = ${[...legs.map((l) => l.t), ...stops].map((x) => tex(x, false, 3)).join(" + ")} = ${tex(T, false, 3)}\\,\\text{${tUnit}}$`,
    `Velocidade média: $v_m = \\dfrac{\\Delta s}{\\Delta t} = \\dfrac{${tex(D)}}{${tex(T, false, 3)}} = ${tex(vm)}\\,\\text{${vUnit}}$`,
  ];
  const answers: SolvedValue[] = [{ label: "velocidade média", value: vm, unit: vUnit }];
  const mistakes: KnownMistake[] = [
    {
      value: calc("D/T", { D, T: moving })!,
      step: 2,
      why: `deixou a parada de fora: ${formatNumber(D)} ÷ ${h(moving)}`,
    },
    {
      value: clean(legs.reduce((s, l) => s + l.d / l.t, 0) / legs.length),
      step: 3,
      why: "fez a média das velocidades dos trechos, que não vale quando os tempos são diferentes",
    },
  ];
  const other = road ? "m/s" : "km/h";
  if (new RegExp(`\\bem ${other.replace("/", "\\/")}`).test(text)) {
    const converted = road ? clean(vm / 3.6) : clean(vm * 3.6);
    steps.push(
      `Em ${other}: ${formatNumber(vm)} ${vUnit} ${road ? "÷" : "×"} 3,6 = ${formatNumber(converted)} ${other}.`,
    );
    answers.push({ label: `velocidade média em ${other}`, value: converted, unit: other });
    mistakes.push({
      value: road ? clean(vm * 3.6) : clean(vm / 3.6),
      step: steps.length - 1,
      why: `${road ? "multiplicou" : "dividiu"} por 3,6 em vez de ${road ? "dividir" : "multiplicar"}`,
    });
  }
  return {
    title: "Velocidade média",
    keywords: "velocidade média tempo total paradas",
    understood: `Viagem em ${legs.length} trechos${stops.length ? ` com ${stops.length} parada${stops.length > 1 ? "s" : ""}` : ""}; pede-se a velocidade média da viagem toda.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};
