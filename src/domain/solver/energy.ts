/** Mechanical energy: kinetic (m·v²/2), gravitational potential (m·g·h) and its conservation (v = √(2gh)). */
import { unit } from "mathjs";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { calc, fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

type Datum = { value: number; unit: string; si: number };

const KINETIC = /energia cinetica|(?<![\p{L}\d])(ec|e_c)(?![\p{L}\d])/u;
const POTENTIAL = /energia potencial|(?<![\p{L}\d])(ep|epg|e_p)(?![\p{L}\d])/u;
/** Words that put a fall, a ramp or a throw upward in terms of energy. */
const CONSERVATION =
  /rampa|escorreg|tobog|montanha[- ]russa|pendulo|sem atrito|atrito desprezivel|conserva\w* da energia|energia mecanica|skat|desliza|lancad[oa] (verticalmente )?para cima|jogad[oa] (verticalmente )?para cima|atirad[oa] (verticalmente )?para cima/;

const MASS = new RegExp(`(${NUM}) ?(kg|quilos?|quilogramas?|g|gramas?)(?![\\p{L}\\d/=])`, "gu");
const SPEED = new RegExp(`(${NUM}) ?(m/s|km/h|kmh|km por hora|metros por segundo)(?![\\d^]|2)`, "gu");
const HEIGHT = new RegExp(`(${NUM}) ?(m|metros?|cm|centimetros?)(?![\\p{L}\\d/])`, "gu");
const GRAVITY = new RegExp(
  `(?<!\\d\\s?)(?<![\\p{L}])(?:g|gravidade) ?(?:=|:|de|vale|igual a)? ?(${NUM})`,
  "u",
);

const UNIT_OF: Record<string, string> = {
  quilo: "kg",
  quilos: "kg",
  quilograma: "kg",
  quilogramas: "kg",
  grama: "g",
  gramas: "g",
  kmh: "km/h",
  "km por hora": "km/h",
  "metros por segundo": "m/s",
  metro: "m",
  metros: "m",
  centimetro: "cm",
  centimetros: "cm",
};

/** The one quantity of a kind, converted to the SI; undefined when absent, null when several or ≤ 0. */
function one(text: string, re: RegExp, si: string): Datum | null | undefined {
  const hits = [...text.matchAll(re)];
  if (hits.length === 0) return undefined;
  if (hits.length > 1) return null;
  const value = parseNumber(hits[0]![1]!);
  if (value === null || value <= 0) return null;
  const from = UNIT_OF[hits[0]![2]!] ?? hits[0]![2]!;
  return { value, unit: from, si: clean(unit(value, from).toNumber(si)) };
}

const shown = (d: Datum) => `${formatNumber(d.value)} ${d.unit}`;

/** The conversion step for the data not in the SI, or null when all are. */
function conversions(data: [Datum, string][]): string | null {
  const parts = data
    .filter(([d, si]) => d.unit !== si)
    .map(
      ([d, si]) =>
        `${shown(d)} ${d.unit === "km/h" ? "÷ 3,6" : d.unit === "g" ? "÷ 1.000" : "÷ 100"} = ${formatNumber(d.si, 3)} ${si}`,
    );
  return parts.length ? `Convertendo para o SI: ${parts.join("; ")}.` : null;
}

export const solveEnergy: Solver = (message) => {
  const text = fold(message);
  const mass = one(text, MASS, "kg");
  const speed = one(text, SPEED, "m/s");
  const height = one(text, HEIGHT, "m");
  if (mass === null || speed === null || height === null) return null;
  const gMatch = GRAVITY.exec(text);
  const g = gMatch ? parseNumber(gMatch[1]!) : 10;
  if (g === null || g <= 0) return null;
  const gNote = gMatch ? null : "O enunciado não dá g: uso g = 10 m/s², o valor que o ENEM costuma usar.";
  const kinetic = KINETIC.test(text);
  const potential = POTENTIAL.test(text);
  if (kinetic !== potential) {
    if (kinetic) return mass && speed && !height ? kineticEnergy(mass, speed) : null;
    return mass && height && !speed ? potentialEnergy(mass, height, g, gNote) : null;
  }
  if (kinetic || !CONSERVATION.test(text)) return null;
  if (height && !speed && /\b(velocidade|rapidez)\b/.test(text)) return speedAtBottom(height, g, gNote);
  if (speed && !height && /\baltura\b|\bsobe\b|\bsubir\b|\batinge\b/.test(text))
    return heightReached(speed, g, gNote);
  return null;
};

function kineticEnergy(m: Datum, v: Datum): Solution {
  const steps: string[] = [];
  const mistakes: KnownMistake[] = [];
  const converted = conversions([
    [m, "kg"],
    [v, "m/s"],
  ]);
  if (converted) steps.push(converted);
  const scope = { m: m.si, v: v.si };
  const E = calc("m*v^2/2", scope)!;
  if (v.unit === "km/h")
    mistakes.push({
      value: calc("m*v^2/2", { m: m.si, v: v.value })!,
      step: 0,
      why: `não converteu a velocidade: usou ${shown(v)} em vez de ${formatNumber(v.si, 3)} m/s`,
    });
  if (m.unit === "g")
    mistakes.push({
      value: calc("m*v^2/2", { m: m.value, v: v.si })!,
      step: 0,
      why: `não passou a massa para kg: usou ${shown(m)}`,
    });
  steps.push("Energia cinética: $E_c = \\dfrac{m v^2}{2}$ (massa em kg e velocidade em m/s dão joules).");
  const at = steps.length;
  steps.push(
    `Substituindo: $E_c = \\dfrac{${tex(m.si, false, 3)} \\cdot ${tex(v.si, false, 3)}^2}{2} = \\dfrac{${tex(m.si, false, 3)} \\cdot ${tex(clean(v.si ** 2), false, 3)}}{2} = ${tex(E)}\\,\\text{J}$`,
  );
  mistakes.push(
    { value: calc("m*v^2", scope)!, step: at, why: "esqueceu de dividir por 2: fez m·v²" },
    { value: calc("m*v/2", scope)!, step: at, why: "esqueceu de elevar a velocidade ao quadrado: fez m·v/2" },
  );
  return energyAnswer(
    "Energia cinética",
    `massa ${shown(m)}, velocidade ${shown(v)}; pede-se a energia cinética`,
    steps,
    [{ label: "energia cinética", value: E, unit: "J" }],
    mistakes,
  );
}

function potentialEnergy(m: Datum, h: Datum, g: number, gNote: string | null): Solution {
  const steps: string[] = [];
  const mistakes: KnownMistake[] = [];
  const converted = conversions([
    [m, "kg"],
    [h, "m"],
  ]);
  if (converted) steps.push(converted);
  if (gNote) steps.push(gNote);
  const scope = { m: m.si, h: h.si, g };
  const E = calc("m*g*h", scope)!;
  if (h.unit === "cm")
    mistakes.push({
      value: calc("m*g*h", { ...scope, h: h.value })!,
      step: 0,
      why: "não passou a altura de cm para m",
    });
  if (m.unit === "g")
    mistakes.push({
      value: calc("m*g*h", { ...scope, m: m.value })!,
      step: 0,
      why: "não passou a massa para kg",
    });
  steps.push("Energia potencial gravitacional: $E_p = m \\cdot g \\cdot h$");
  const at = steps.length;
  steps.push(
    `Substituindo: $E_p = ${tex(m.si, false, 3)} \\cdot ${tex(g)} \\cdot ${tex(h.si, false, 3)} = ${tex(E)}\\,\\text{J}$`,
  );
  mistakes.push(
    { value: calc("m*h", scope)!, step: at, why: "esqueceu a gravidade: fez m·h" },
    { value: calc("m*g*h/2", scope)!, step: at, why: "dividiu por 2 como na energia cinética" },
  );
  const gText = gNote ? ", g = 10 m/s² (adotado)" : `, g = ${formatNumber(g)} m/s²`;
  return energyAnswer(
    "Energia potencial gravitacional",
    `massa ${shown(m)}, altura ${shown(h)}${gText}; pede-se a energia potencial`,
    steps,
    [{ label: "energia potencial", value: E, unit: "J" }],
    mistakes,
  );
}

function speedAtBottom(h: Datum, g: number, gNote: string | null): Solution {
  const steps: string[] = [];
  const converted = conversions([[h, "m"]]);
  if (converted) steps.push(converted);
  if (gNote) steps.push(gNote);
  steps.push(
    "Sem atrito, a energia mecânica se conserva: a potencial do alto vira cinética embaixo, $m g h = \\dfrac{m v^2}{2}$. A massa se cancela, então $v = \\sqrt{2 g h}$.",
  );
  const scope = { g, h: h.si };
  const v = calc("sqrt(2*g*h)", scope)!;
  const at = steps.length;
  steps.push(
    `Substituindo: $v = \\sqrt{2 \\cdot ${tex(g)} \\cdot ${tex(h.si, false, 3)}} = \\sqrt{${tex(clean(2 * g * h.si))}} = ${tex(v)}\\,\\text{m/s}$`,
  );
  const mistakes: KnownMistake[] = [
    { value: calc("2*g*h", scope)!, step: at, why: "esqueceu a raiz: parou em v² = 2gh" },
    { value: calc("sqrt(g*h)", scope)!, step: at, why: "esqueceu o 2: fez √(g·h)" },
    { value: calc("g*h", scope)!, step: at, why: "fez g·h, sem o 2 e sem a raiz" },
  ];
  return energyAnswer(
    "Conservação da energia mecânica",
    `altura ${shown(h)}, sem atrito; pede-se a velocidade embaixo`,
    steps,
    [{ label: "velocidade", value: v, unit: "m/s" }],
    mistakes,
  );
}

function heightReached(v: Datum, g: number, gNote: string | null): Solution {
  const steps: string[] = [];
  const converted = conversions([[v, "m/s"]]);
  if (converted) steps.push(converted);
  if (gNote) steps.push(gNote);
  steps.push(
    "Sem atrito, a energia mecânica se conserva: a cinética vira potencial no ponto mais alto, $\\dfrac{m v^2}{2} = m g h$. A massa se cancela, então $h = \\dfrac{v^2}{2g}$.",
  );
  const scope = { g, v: v.si };
  const h = calc("v^2/(2*g)", scope)!;
  const at = steps.length;
  steps.push(
    `Substituindo: $h = \\dfrac{${tex(v.si, false, 3)}^2}{2 \\cdot ${tex(g)}} = ${tex(h)}\\,\\text{m}$`,
  );
  const mistakes: KnownMistake[] = [
    { value: calc("v^2/g", scope)!, step: at, why: "esqueceu o 2 do denominador: fez v²/g" },
    { value: calc("v/(2*g)", scope)!, step: at, why: "esqueceu de elevar a velocidade ao quadrado" },
  ];
  if (v.unit === "km/h")
    mistakes.push({
      value: calc("v^2/(2*g)", { g, v: v.value })!,
      step: 0,
      why: "não converteu km/h para m/s",
    });
  return energyAnswer(
    "Conservação da energia mecânica",
    `velocidade ${shown(v)}, sem atrito; pede-se a altura máxima`,
    steps,
    [{ label: "altura", value: h, unit: "m" }],
    mistakes,
  );
}

function energyAnswer(
  title: string,
  data: string,
  steps: string[],
  answers: SolvedValue[],
  mistakes: KnownMistake[],
): Solution {
  return {
    title,
    keywords: "energia cinética potencial conservação joule",
    understood: `Dados: ${data}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
}
