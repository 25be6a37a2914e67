/**
 * Dilution (C₁·V₁ = C₂·V₂): the final volume and the water to add, or the final concentration, with
 * the student's concentrations (mol/L, g/L or %) and volumes.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

const CUE =
  /dilu|c1 ?[.x*·]? ?v1|adicion\w* (de )?agua|acrescent\w* (de )?agua|colocar de agua|quanto de agua|quanta agua|agua (eu )?(tenho|preciso|devo)/;
const CONCENTRATION = new RegExp(`(${NUM}) ?(mol/l|mol por litro|molar|g/l|%)(?![\\p{L}\\d])`, "gu");
const VOLUME = new RegExp(`(${NUM}) ?(ml|mililitros?|l|litros?)(?![\\p{L}\\d/])`, "gu");

const UNIT_SHOWN: Record<string, string> = {
  "mol/l": "mol/L",
  "mol por litro": "mol/L",
  molar: "mol/L",
  "g/l": "g/L",
  "%": "%",
};

type Read = { value: number; unit: string };

function all(text: string, re: RegExp, shown: (u: string) => string): Read[] | null {
  const found: Read[] = [];
  for (const hit of text.matchAll(re)) {
    const value = parseNumber(hit[1]!);
    if (value === null || value <= 0) return null;
    found.push({ value, unit: shown(hit[2]!) });
  }
  return found;
}

const volumeUnit = (u: string) => (u.startsWith("m") ? "mL" : "L");

export const solveDilution: Solver = (message) => {
  const text = fold(message);
  if (!CUE.test(text)) return null;
  const concentrations = all(text, CONCENTRATION, (u) => UNIT_SHOWN[u] ?? u);
  const volumes = all(text, VOLUME, volumeUnit);
  if (!concentrations || !volumes) return null;
  if (concentrations.length === 0 || new Set(concentrations.map((c) => c.unit)).size !== 1) return null;
  if (new Set(volumes.map((v) => v.unit)).size > 1) return null;
  const [c1, c2] = concentrations;
  const [v1, v2] = volumes;
  if (c1 && c2 && v1 && !v2 && concentrations.length === 2 && volumes.length === 1)
    return finalVolume(c1, c2, v1);
  if (c1 && !c2 && v1 && v2 && volumes.length === 2) return finalConcentration(c1, v1, v2);
  return null;
};

const FORMULA =
  "Na diluição a quantidade de soluto não muda, só o volume: $C_1 \\cdot V_1 = C_2 \\cdot V_2$.";
const show = (r: Read) => `${formatNumber(r.value, 4)} ${r.unit}`;

function finalVolume(c1: Read, c2: Read, v1: Read): Solution {
  const V2 = clean((c1.value * v1.value) / c2.value);
  const water = clean(V2 - v1.value);
  const steps = [
    FORMULA,
    `$V_2 = \\dfrac{C_1 \\cdot V_1}{C_2} = \\dfrac{${tex(c1.value, false, 4)} \\cdot ${tex(v1.value, false, 4)}}{${tex(c2.value, false, 4)}} = ${tex(V2, false, 4)}$ ${v1.unit} (o volume final da solução).`,
    water >= 0
      ? `A água a acrescentar é o que falta para chegar ao volume final: $${tex(V2, false, 4)} - ${tex(v1.value, false, 4)} = ${tex(water, false, 4)}$ ${v1.unit}.`
      : `O volume final é menor que o inicial: é preciso evaporar $${tex(-water, false, 4)}$ ${v1.unit} de água (a solução fica mais concentrada).`,
  ];
  const answers: SolvedValue[] = [
    { label: "volume final", value: V2, unit: v1.unit },
    { label: water >= 0 ? "água a acrescentar" : "água a evaporar", value: Math.abs(water), unit: v1.unit },
  ];
  const mistakes: KnownMistake[] = [
    { value: clean((c2.value * v1.value) / c1.value), step: 1, why: "trocou as concentrações de lugar" },
  ];
  return {
    title: "Diluição de soluções",
    keywords: "diluição mistura de soluções C1V1 = C2V2",
    understood: `Dados: ${show(v1)} de solução a ${show(c1)}, que deve ficar a ${show(c2)}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}

function finalConcentration(c1: Read, v1: Read, v2: Read): Solution {
  const C2 = clean((c1.value * v1.value) / v2.value);
  const steps = [
    FORMULA,
    `$C_2 = \\dfrac{C_1 \\cdot V_1}{V_2} = \\dfrac{${tex(c1.value, false, 4)} \\cdot ${tex(v1.value, false, 4)}}{${tex(v2.value, false, 4)}} = ${tex(C2, false, 4)}$ ${c1.unit}.`,
  ];
  const answers: SolvedValue[] = [{ label: "concentração final", value: C2, unit: c1.unit }];
  const mistakes: KnownMistake[] = [
    { value: clean((c1.value * v2.value) / v1.value), step: 1, why: "trocou os volumes de lugar" },
  ];
  // In mol/L, the mols of solute are what the water does not change: worth showing on the way.
  if (c1.unit === "mol/L") {
    const litres = v1.unit === "mL" ? v1.value / 1000 : v1.value;
    const n = clean(c1.value * litres);
    steps.splice(
      1,
      0,
      `A água não muda a quantidade de soluto: $n = C_1 \\cdot V_1 = ${tex(c1.value, false, 4)} \\cdot ${tex(litres, false, 4)}\\,\\text{L} = ${tex(n, false, 4)}\\,\\text{mol}$, antes e depois.`,
    );
    mistakes[0]!.step = 2;
    answers.push({ label: "quantidade de soluto", value: n, unit: "mol", intermediate: true });
  }
  return {
    title: "Diluição de soluções",
    keywords: "diluição mistura de soluções C1V1 = C2V2",
    understood: `Dados: ${show(v1)} de solução a ${show(c1)}, levados a ${show(v2)}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
