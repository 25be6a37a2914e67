/** Areas, volumes and Pythagoras with the student's measures; π kept symbolic ("9π") and as a decimal. */
import { fraction, unit as mathUnit } from "mathjs";
import { type Dims, figureFor } from "./geometry-shapes.ts";
import { solidFor } from "./geometry-solids.ts";
import { clean, fmt, keepMistakes, plain, tex } from "./math-helpers.ts";
import { parseNumber } from "./numbers.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const UNIT = String.raw`\s*(mm|cm|dm|km|m)?(?![a-z])`;
/** Words for each measure; longer names first so "base maior" wins over "base". */
const NAMES: [keyof Dims, string][] = [
  ["B", "base maior"],
  ["bm", "base menor"],
  ["r", "raio|\\br\\b"],
  ["d", "diametro"],
  ["hip", "hipotenusa"],
  ["b", "base"],
  ["h", "altura|\\bh\\b"],
  ["a", "aresta"],
  ["l", "lados?"],
  ["c", "comprimento|fundos?"],
  ["w", "largura|frente"],
];
const LINK = String.raw`\s*(?:(?:de|do|da|mede|medindo|igual a|com|vale|=|:)\s*)*`;

type Read = { dims: Dims; units: Set<string> };

function read(t: string): Read | null {
  const dims: Dims = {};
  const units = new Set<string>();
  const put = (key: keyof Dims, raw: string, unit: string | undefined) => {
    const value = parseNumber(raw);
    if (value === null || value <= 0 || dims[key] !== undefined) return;
    dims[key] = value;
    units.add(unit ?? "");
  };
  let rest = t;
  const legs = rest.match(new RegExp(`catetos?${LINK}${NUM}${UNIT}\\s*(?:e|,)\\s*${NUM}${UNIT}`));
  if (legs) {
    put("c1", legs[1] as string, legs[2]);
    put("c2", legs[3] as string, legs[4]);
    rest = rest.replace(legs[0], " ");
  }
  const leg = rest.match(new RegExp(`cateto${LINK}${NUM}${UNIT}`));
  if (leg) {
    put("c1", leg[1] as string, leg[2]);
    rest = rest.replace(leg[0], " ");
  }
  for (const [key, words] of NAMES) {
    const m = rest.match(new RegExp(`(?:${words})${LINK}${NUM}${UNIT}`));
    if (m) {
      put(key, m[1] as string, m[2]);
      rest = rest.replace(m[0], " ");
      continue;
    }
    // The measure first: "12 m de frente", "30 m de comprimento".
    const after = rest.match(new RegExp(`${NUM}${UNIT}\\s+de\\s+(?:${words})`));
    if (!after) continue;
    put(key, after[1] as string, after[2]);
    rest = rest.replace(after[0], " ");
  }
  // "retângulo 4 por 6", "caixa 2 x 3 x 4": sides without names.
  const box = rest.match(
    new RegExp(`${NUM}${UNIT}\\s*(?:x|por|×)\\s*${NUM}${UNIT}(?:\\s*(?:x|por|×)\\s*${NUM}${UNIT})?`),
  );
  if (box) {
    put("c", box[1] as string, box[2]);
    put(box[5] ? "w" : "h", box[3] as string, box[4]);
    if (box[5]) put("h", box[5], box[6]);
    rest = rest.replace(box[0], " ");
  }
  // Every number must have been read as a measure: a stray number means data we did not understand.
  if (/\d/.test(rest)) return null;
  return { dims, units };
}

/** A price per square metre ("R$ 40 o m²", "o m2 custa 150 reais"): the area's cost follows. */
const PRICE_PER_AREA = new RegExp(
  [
    `(?:r\\$\\s*)?${NUM}\\s*(?:reais\\s*)?(?:o|por|cada|/)\\s*(?:m2|m²|metro quadrado)(?![a-z\\d])`,
    `(?:o|cada)\\s*(?:m2|m²|metro quadrado)\\s*(?:custa|sai(?: por| a)?|vale|e|fica)?\\s*(?:r\\$\\s*)?${NUM}\\s*(?:reais)?`,
  ].join("|"),
);

function readPrice(t: string): { price: number; match: string } | null {
  const m = t.match(PRICE_PER_AREA);
  const price = m ? parseNumber((m[1] ?? m[2]) as string) : null;
  return m && price !== null && price > 0 ? { price, match: m[0] } : null;
}

/** "9\pi" or "\frac{20\pi}{3}": the exact multiple of π, as a fraction when it is a simple one. */
function piTex(k: number): string {
  const f = fraction(k);
  const [n, d] = [Number(f.n) * Number(f.s), Number(f.d)];
  if (d === 1) return `${n === 1 ? "" : tex(n)}\\pi`;
  if (d <= 12 && Math.abs(n) < 10000) return `\\frac{${n === 1 ? "" : tex(n)}\\pi}{${d}}`;
  return `${tex(k)}\\pi`;
}

export const solveGeometry: Solver = (message) => {
  let t = plain(message).replace(/π/g, "pi");
  const piGiven = t.match(
    new RegExp(
      `(?:use|usar|usando|considere|considerando|adote|sendo|com)?\\s*\\(?\\bpi\\s*(?:=|igual a|como|valendo|vale|≈)\\s*${NUM}\\)?`,
    ),
  );
  const pi = piGiven ? parseNumber(piGiven[1] as string) : Math.PI;
  if (pi === null) return null;
  if (piGiven) t = t.replace(piGiven[0], " ");
  const priced = readPrice(t);
  if (priced) t = `${t.replace(priced.match, " ")} area`;
  const data = read(t);
  if (!data) return null;
  // A unit written once ("2 x 3 x 4 m") holds for all; two different units would need a conversion.
  const named = [...data.units].filter(Boolean);
  if (named.length > 1) return null;
  const unit = named[0] ?? "";
  // A floor or a plot sold by the m² with two sides and no shape named is a rectangle.
  const figure =
    figureFor(t, data.dims) ??
    solidFor(t, data.dims) ??
    (priced && Object.keys(data.dims).length === 2 ? figureFor("area do retangulo", data.dims) : null);
  if (!figure) return null;
  if (priced && (figure.power !== 2 || (unit !== "m" && unit !== ""))) return null;
  const power = figure.power === 1 ? "" : figure.power === 2 ? "²" : "³";
  const answerUnit = unit ? `${unit}${power}` : "";
  const numeric = (x: { piTimes?: number; value?: number }) =>
    clean(x.piTimes !== undefined ? x.piTimes * pi : (x.value ?? Number.NaN));
  const result = numeric(figure);
  const steps = [`${figure.title}: $${figure.formula}$.`];
  if (figure.piTimes !== undefined) {
    steps.push(`Substitua: $${figure.substitution} = ${piTex(figure.piTimes)}$.`);
    steps.push(
      piGiven
        ? `Com $\\pi = ${tex(pi)}$ (como pedido): $${piTex(figure.piTimes)} = ${tex(figure.piTimes)} \\cdot ${tex(pi)} = ${tex(result, 2)}$${unit ? ` ${answerUnit}` : ""}.`
        : `Em decimal ($\\pi \\approx 3{,}1416$): $${piTex(figure.piTimes)} \\approx ${tex(result, 2)}$${unit ? ` ${answerUnit}` : ""}.`,
    );
  } else {
    steps.push(`Substitua: $${figure.substitution} = ${tex(result, 4)}$${unit ? ` ${answerUnit}` : ""}.`);
  }
  const answers: SolvedValue[] = [{ label: figure.label, value: result, unit: answerUnit }];
  const mistakes: KnownMistake[] = figure.mistakes.map((m) => ({
    value: numeric(m),
    step: m.step,
    why: m.why,
  }));
  if (priced) {
    const cost = clean(result * priced.price);
    steps.push(
      `Custo: área × preço do m² $= ${tex(result, 4)} \\cdot ${tex(priced.price)} = ${tex(cost, 2)}$ reais.`,
    );
    answers.push({ label: "custo", value: cost, unit: "R$" });
    for (const m of figure.mistakes)
      mistakes.push({
        value: clean(numeric(m) * priced.price),
        step: m.step,
        why: `${m.why}, e multiplicou pelo preço`,
      });
  }
  const litres = /\blitros?\b|\bmililitros?\b|\bml\b/.test(t);
  if (litres) {
    // "quantos litros cabem" needs the unit of the measures and a volume to convert.
    if (figure.power !== 3 || !unit) return null;
    const capacity = toLitres(result, unit, /\bmililitros?\b|\bml\b/.test(t) ? "mL" : "L");
    steps.push(capacity.step);
    answers.push(capacity.answer);
    mistakes.push(...capacity.mistakes.map((m) => ({ ...m, step: steps.length - 1 })));
  }
  const measures = figure.data.map(([name, v]) => `${name} ${fmt(v, 4)}${unit ? ` ${unit}` : ""}`).join(", ");
  return {
    title: figure.title,
    understood: `${figure.title} com ${measures}${piGiven && figure.piTimes !== undefined ? `, usando π = ${fmt(pi, 4)}` : ""}${priced ? `; o m² custa R$ ${fmt(priced.price, 2)}` : ""}.`,
    steps,
    answers,
    mistakes: keepMistakes(mistakes, answers),
  };
};

const LITRES_IN: Record<string, string> = {
  m: "1 m³ = 1.000 L",
  dm: "1 dm³ = 1 L",
  cm: "1 cm³ = 1 mL",
  mm: "1.000 mm³ = 1 mL",
  km: "1 km³ = 10¹² L",
};

/** The volume in litres (or mL) with mathjs `unit`, and the slip of taking the cubic unit as litres. */
function toLitres(
  volume: number,
  unit: string,
  target: "L" | "mL",
): { step: string; answer: SolvedValue; mistakes: Omit<KnownMistake, "step">[] } {
  const value = clean(mathUnit(volume, `${unit}^3`).toNumber(target));
  const factor = clean(mathUnit(1, `${unit}^3`).toNumber(target));
  return {
    step: `Capacidade: ${LITRES_IN[unit] ?? ""}, então $${tex(volume, 4)}\\ \\text{${unit}}^3 = ${tex(volume, 4)} \\cdot ${tex(factor, 6)} = ${tex(value, 4)}$ ${target}.`,
    answer: { label: "capacidade", value, unit: target },
    mistakes: [
      { value: volume, why: `não converteu: ${fmt(volume, 4)} ${unit}³ não são ${fmt(volume, 4)} ${target}` },
    ],
  };
}
