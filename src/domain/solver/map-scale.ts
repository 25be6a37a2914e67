import { unit } from "mathjs";
import { unaccentLower } from "#domain/shared/text";
import { formatNumber, parseNumber } from "./numbers.ts";
import type { Solution, Solver } from "./types.ts";

const SCALE = /\b1\s*:\s*(\d[\d.]*)/;
const LENGTH = /(\d[\d.,]*)\s*(km|quilometros?|m|metros?|cm|centimetros?|mm|milimetros?)\b/g;
const UNIT_OF: Record<string, string> = { km: "km", m: "m", cm: "cm", mm: "mm" };

function unitOf(word: string): string {
  if (word.startsWith("quil")) return "km";
  if (word.startsWith("cent")) return "cm";
  if (word.startsWith("mil")) return "mm";
  if (word.startsWith("met")) return "m";
  return UNIT_OF[word] ?? word;
}

/** A number inside LaTeX, grouped as pt-BR prints it: 2.000.000 → 2{.}000{.}000. */
const tex = (value: number) => formatNumber(value, 3).replace(/\./g, "{.}").replace(/,/g, "{,}");

/** Converts with mathjs units, so no conversion factor is typed by hand. */
const convert = (value: number, from: string, to: string) => unit(value, from).toNumber(to);

/**
 * A map scale (1:250.000): a distance on the map to the real one, or the real one to the map, with
 * the unit conversions shown.
 */
export const solveMapScale: Solver = (message) => {
  const text = unaccentLower(message);
  const scale = SCALE.exec(text);
  if (!scale) return /\bescala\b/.test(text) ? scaleFromDistances(text) : null;
  if (!/\b(escala|mapa|carta|planta)\b/.test(text)) return null;
  const denominator = parseNumber(scale[1]!);
  if (!denominator || denominator < 2) return null;
  const lengths = [...text.replace(SCALE, " ").matchAll(LENGTH)]
    .map((m) => ({ value: parseNumber(m[1]!), unit: unitOf(m[2]!) }))
    .filter((l): l is { value: number; unit: string } => l.value !== null && l.value > 0);
  if (lengths.length !== 1) return null;
  const given = lengths[0]!;
  const scaleText = `1:${formatNumber(denominator)}`;
  // Centimetres and millimetres are measured on the map; metres and kilometres are on the ground.
  const onMap = given.unit === "cm" || given.unit === "mm";
  const cm = convert(given.value, given.unit, "cm");
  if (onMap) {
    const realCm = cm * denominator;
    const km = convert(realCm, "cm", "km");
    return {
      title: "Escala cartográfica",
      understood: `Escala ${scaleText}: 1 cm no mapa vale ${formatNumber(denominator)} cm no terreno; ${formatNumber(given.value)} ${given.unit} no mapa.`,
      steps: [
        `Distância real = distância no mapa × ${formatNumber(denominator)}: $${tex(cm)}\\,\\text{cm} \\times ${tex(denominator)} = ${tex(realCm)}\\,\\text{cm}$.`,
        `De cm para km, divida por 100.000 (100 cm = 1 m e 1.000 m = 1 km): ${formatNumber(realCm)} cm = ${formatNumber(km, 3)} km.`,
      ],
      answers: [{ label: "distância real", value: km, unit: "km" }],
      mistakes: [
        {
          value: convert(realCm, "cm", "m"),
          step: 1,
          why: "parou na conversão para metros e escreveu o número como se fosse em km",
        },
        { value: realCm / 1000, step: 1, why: "dividiu por 1.000 em vez de 100.000 ao passar de cm para km" },
      ].filter((m) => Math.abs(m.value - km) > 1e-9),
    } satisfies Solution;
  }
  const mapCm = cm / denominator;
  return {
    title: "Escala cartográfica",
    understood: `Escala ${scaleText}; ${formatNumber(given.value)} ${given.unit} no terreno.`,
    steps: [
      `Passe a distância real para cm: ${formatNumber(given.value)} ${given.unit} = ${formatNumber(cm)} cm.`,
      `Distância no mapa = distância real ÷ ${formatNumber(denominator)}: ${formatNumber(cm)} ÷ ${formatNumber(denominator)} = ${formatNumber(mapCm, 3)} cm.`,
    ],
    answers: [{ label: "distância no mapa", value: mapCm, unit: "cm" }],
    mistakes: [
      {
        value: given.value / denominator,
        step: 0,
        why: `dividiu sem antes passar ${given.unit} para centímetros`,
      },
    ].filter((m) => Math.abs(m.value - mapCm) > 1e-9),
  } satisfies Solution;
};

/**
 * The scale asked from a distance on the map and the real one ("9 cm no mapa são 45 km"): both in
 * centimetres, the real one divided by the map's.
 */
function scaleFromDistances(text: string): Solution | null {
  const lengths = [...text.matchAll(LENGTH)]
    .map((m) => ({ value: parseNumber(m[1]!), unit: unitOf(m[2]!) }))
    .filter((l): l is { value: number; unit: string } => l.value !== null && l.value > 0);
  const onMap = lengths.filter((l) => l.unit === "cm" || l.unit === "mm");
  const real = lengths.filter((l) => l.unit === "m" || l.unit === "km");
  if (lengths.length !== 2 || onMap.length !== 1 || real.length !== 1) return null;
  const map = onMap[0]!;
  const ground = real[0]!;
  const mapCm = convert(map.value, map.unit, "cm");
  const realCm = convert(ground.value, ground.unit, "cm");
  const denominator = Number((realCm / mapCm).toPrecision(12));
  return {
    title: "Escala cartográfica",
    understood: `${formatNumber(map.value)} ${map.unit} no mapa correspondem a ${formatNumber(ground.value)} ${ground.unit} no terreno; pede-se a escala.`,
    steps: [
      `Passe as duas distâncias para a mesma unidade (cm): ${formatNumber(map.value)} ${map.unit} = ${formatNumber(mapCm, 3)} cm; ${formatNumber(ground.value)} ${ground.unit} = ${formatNumber(realCm)} cm.`,
      `Escala = distância no mapa : distância real = $${tex(mapCm)} : ${tex(realCm)}$; dividindo as duas por ${formatNumber(mapCm, 3)}, $1 : ${tex(denominator)}$.`,
    ],
    answers: [{ label: "escala (1 : N)", value: denominator, unit: "" }],
    mistakes: [
      { value: ground.value / map.value, step: 0, why: `dividiu sem passar ${ground.unit} para centímetros` },
      {
        value: convert(ground.value, ground.unit, "m") / mapCm,
        step: 0,
        why: "passou a distância real só para metros, e não para centímetros",
      },
    ].filter((m) => Math.abs(m.value - denominator) > 1e-9),
  };
}
