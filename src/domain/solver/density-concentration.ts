/**
 * Density (d = m/V) and common concentration (C = m/V, in g/L): given two of the three, the third,
 * with the units brought together first (mathjs units), as ENEM's chemistry items ask.
 */
import { unit } from "mathjs";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

type Quantity = { value: number; unit: string; shown: string };
type Kind = "densidade" | "concentracao";

const AFTER = String.raw`(?![\p{L}\d/^])`;
const RATIO = new RegExp(
  `(${NUM}) ?(g/cm3|g/cm\\^3|g/ml|kg/m3|kg/m\\^3|kg/l|g/l|mg/l|mg/ml|g por litro|gramas? por litro|g por ml)${AFTER}`,
  "gu",
);
const MASS = new RegExp(`(${NUM}) ?(mg|miligramas?|kg|quilos?|quilogramas?|g|gramas?)${AFTER}`, "gu");
const VOLUME = new RegExp(
  `(${NUM}) ?(ml|mililitros?|cm3|cm\\^3|dm3|dm\\^3|m3|m\\^3|l|litros?)${AFTER}`,
  "gu",
);

/** Folded spelling → mathjs unit and how it is printed. */
const UNITS: Record<string, [string, string]> = {
  mg: ["mg", "mg"],
  miligrama: ["mg", "mg"],
  miligramas: ["mg", "mg"],
  g: ["g", "g"],
  grama: ["g", "g"],
  gramas: ["g", "g"],
  kg: ["kg", "kg"],
  quilo: ["kg", "kg"],
  quilos: ["kg", "kg"],
  quilograma: ["kg", "kg"],
  quilogramas: ["kg", "kg"],
  ml: ["mL", "mL"],
  mililitro: ["mL", "mL"],
  mililitros: ["mL", "mL"],
  cm3: ["cm^3", "cm³"],
  "cm^3": ["cm^3", "cm³"],
  dm3: ["dm^3", "dm³"],
  "dm^3": ["dm^3", "dm³"],
  m3: ["m^3", "m³"],
  "m^3": ["m^3", "m³"],
  l: ["L", "L"],
  litro: ["L", "L"],
  litros: ["L", "L"],
  "g/cm3": ["g/cm^3", "g/cm³"],
  "g/cm^3": ["g/cm^3", "g/cm³"],
  "g/ml": ["g/mL", "g/mL"],
  "kg/m3": ["kg/m^3", "kg/m³"],
  "kg/m^3": ["kg/m^3", "kg/m³"],
  "kg/l": ["kg/L", "kg/L"],
  "g/l": ["g/L", "g/L"],
  "mg/l": ["mg/L", "mg/L"],
  "mg/ml": ["mg/mL", "mg/mL"],
  "g por litro": ["g/L", "g/L"],
  "grama por litro": ["g/L", "g/L"],
  "gramas por litro": ["g/L", "g/L"],
  "g por ml": ["g/mL", "g/mL"],
};

/** The one quantity of a kind; undefined when absent, null when several or not positive. */
function one(text: string, re: RegExp): Quantity | null | undefined {
  const hits = [...text.matchAll(re)];
  if (hits.length === 0) return undefined;
  if (hits.length > 1) return null;
  const value = parseNumber(hits[0]![1]!);
  const known = UNITS[hits[0]![2]!];
  if (value === null || value <= 0 || !known) return null;
  return { value, unit: known[0], shown: known[1] };
}

const inUnit = (q: Quantity, target: string) => clean(unit(q.value, q.unit).toNumber(target));
const show = (q: Quantity) => `${formatNumber(q.value, 4)} ${q.shown}`;

const BASE: Record<
  Kind,
  { mass: string; volume: string; ratio: string; massShown: string; volumeShown: string; ratioShown: string }
> = {
  densidade: {
    mass: "g",
    volume: "cm^3",
    ratio: "g/cm^3",
    massShown: "g",
    volumeShown: "cm³",
    ratioShown: "g/cm³",
  },
  concentracao: { mass: "g", volume: "L", ratio: "g/L", massShown: "g", volumeShown: "L", ratioShown: "g/L" },
};

function kindOf(text: string, ratio: Quantity | undefined): Kind | null {
  if (/\bmol\b|mol\/l|molar/.test(text)) return null;
  if (/concentra/.test(text)) return "concentracao";
  if (/densidade|\bdens[oa]s?\b|massa especifica/.test(text)) return "densidade";
  if (ratio) return /^m?g\/L$/.test(ratio.unit) ? "concentracao" : "densidade";
  return null;
}

export const solveDensityConcentration: Solver = (message) => {
  const text = fold(message);
  const ratio = one(text, RATIO);
  const mass = one(text.replace(RATIO, " "), MASS);
  const volume = one(text.replace(RATIO, " "), VOLUME);
  if (ratio === null || mass === null || volume === null) return null;
  const kind = kindOf(text, ratio);
  if (!kind) return null;
  const given = [ratio, mass, volume].filter(Boolean).length;
  if (given !== 2) return null;
  if (!ratio && mass && volume) return ratioFrom(kind, mass, volume);
  if (ratio && volume) return massFrom(kind, ratio, volume);
  if (ratio && mass) return volumeFrom(kind, ratio, mass);
  return null;
};

const LETTER: Record<Kind, string> = { densidade: "d", concentracao: "C" };
const NAME: Record<Kind, string> = { densidade: "densidade", concentracao: "concentração comum" };

function conversionStep(kind: Kind, quantities: [Quantity, "mass" | "volume" | "ratio"][]): string | null {
  const base = BASE[kind];
  const parts = quantities
    .filter(([q, role]) => q.unit !== base[role])
    .map(([q, role]) => {
      const shownTarget = base[`${role}Shown` as const];
      return `${show(q)} = ${formatNumber(inUnit(q, base[role]), 4)} ${shownTarget}`;
    });
  return parts.length ? `Acertando as unidades: ${parts.join("; ")}.` : null;
}

function formulaStep(kind: Kind): string {
  return kind === "densidade"
    ? "Densidade é massa dividida por volume: $d = \\dfrac{m}{V}$."
    : "Concentração comum é a massa de soluto dividida pelo volume da solução (em litros): $C = \\dfrac{m}{V}$.";
}

function ratioFrom(kind: Kind, mass: Quantity, volume: Quantity): Solution {
  const base = BASE[kind];
  const m = inUnit(mass, base.mass);
  const V = inUnit(volume, base.volume);
  const steps: string[] = [];
  const converted = conversionStep(kind, [
    [mass, "mass"],
    [volume, "volume"],
  ]);
  if (converted) steps.push(converted);
  steps.push(formulaStep(kind));
  const at = steps.length;
  const value = clean(m / V);
  steps.push(
    `$${LETTER[kind]} = \\dfrac{${tex(m, false, 4)}}{${tex(V, false, 4)}} = ${tex(value, false, 4)}$ ${base.ratioShown}`,
  );
  const answers: SolvedValue[] = [{ label: NAME[kind], value, unit: base.ratioShown }];
  if (kind === "densidade")
    answers.push({ label: "densidade em kg/m³", value: clean(value * 1000), unit: "kg/m³" });
  const mistakes: KnownMistake[] = [
    { value: clean(V / m), step: at, why: "inverteu a fração: dividiu o volume pela massa" },
    {
      value: clean(mass.value / volume.value),
      step: 0,
      why: `dividiu ${show(mass)} por ${show(volume)} sem acertar as unidades`,
    },
  ];
  return answer(
    kind,
    `massa ${show(mass)} e volume ${show(volume)}; pede-se a ${NAME[kind]}`,
    steps,
    answers,
    mistakes,
  );
}

function massFrom(kind: Kind, ratio: Quantity, volume: Quantity): Solution {
  const base = BASE[kind];
  const r = inUnit(ratio, base.ratio);
  const V = inUnit(volume, base.volume);
  const steps: string[] = [];
  const converted = conversionStep(kind, [
    [ratio, "ratio"],
    [volume, "volume"],
  ]);
  if (converted) steps.push(converted);
  steps.push(`${formulaStep(kind)} Isolando a massa: $m = ${LETTER[kind]} \\cdot V$.`);
  const at = steps.length;
  const m = clean(r * V);
  steps.push(`$m = ${tex(r, false, 4)} \\cdot ${tex(V, false, 4)} = ${tex(m, false, 4)}$ g`);
  const answers: SolvedValue[] = [{ label: "massa", value: m, unit: "g" }];
  if (m >= 1000) answers.push({ label: "massa em kg", value: clean(m / 1000), unit: "kg" });
  if (m < 1) answers.push({ label: "massa em mg", value: clean(m * 1000), unit: "mg" });
  const mistakes: KnownMistake[] = [
    { value: clean(r / V), step: at, why: "dividiu a razão pelo volume em vez de multiplicar" },
    { value: clean(ratio.value * volume.value), step: 0, why: "multiplicou sem acertar as unidades" },
  ];
  return answer(
    kind,
    `${NAME[kind]} ${show(ratio)} e volume ${show(volume)}; pede-se a massa`,
    steps,
    answers,
    mistakes,
  );
}

function volumeFrom(kind: Kind, ratio: Quantity, mass: Quantity): Solution {
  const base = BASE[kind];
  const r = inUnit(ratio, base.ratio);
  const m = inUnit(mass, base.mass);
  const steps: string[] = [];
  const converted = conversionStep(kind, [
    [ratio, "ratio"],
    [mass, "mass"],
  ]);
  if (converted) steps.push(converted);
  steps.push(`${formulaStep(kind)} Isolando o volume: $V = \\dfrac{m}{${LETTER[kind]}}$.`);
  const at = steps.length;
  const V = clean(m / r);
  steps.push(
    `$V = \\dfrac{${tex(m, false, 4)}}{${tex(r, false, 4)}} = ${tex(V, false, 4)}$ ${base.volumeShown}`,
  );
  const answers: SolvedValue[] = [{ label: "volume", value: V, unit: base.volumeShown }];
  if (kind === "densidade") answers.push({ label: "volume em litros", value: clean(V / 1000), unit: "L" });
  else answers.push({ label: "volume em mL", value: clean(V * 1000), unit: "mL" });
  const mistakes: KnownMistake[] = [
    { value: clean(r * m), step: at, why: "multiplicou em vez de dividir a massa pela razão" },
    { value: clean(r / m), step: at, why: "inverteu a fração: dividiu a razão pela massa" },
  ];
  return answer(
    kind,
    `${NAME[kind]} ${show(ratio)} e massa ${show(mass)}; pede-se o volume`,
    steps,
    answers,
    mistakes,
  );
}

function answer(
  kind: Kind,
  data: string,
  steps: string[],
  answers: SolvedValue[],
  mistakes: KnownMistake[],
): Solution {
  return {
    title: kind === "densidade" ? "Densidade" : "Concentração comum (g/L)",
    keywords: kind === "densidade" ? "densidade massa volume" : "concentração comum g/L soluto solução",
    understood: `Dados: ${data}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
