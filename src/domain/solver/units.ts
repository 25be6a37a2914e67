/** Unit conversions ("72 km/h em m/s", "quantos cm3 tem 2 L", "300 K em celsius") with mathjs units. */
import { unit } from "mathjs";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { factorText, fold, NUM, tex } from "./science-text.ts";
import type { KnownMistake, Solution, SolvedValue, Solver } from "./types.ts";

/** Spelling (folded) → mathjs unit, how a student writes it, and the power for areas and volumes. */
type Entry = { spelling: string; unit: string; shown: string; power?: number };
const E = (spelling: string, u: string, shown: string, power?: number): Entry => ({
  spelling,
  unit: u,
  shown,
  power,
});
const VOCABULARY: Entry[] = [
  E("km/h|kmh|km por hora|quilometros por hora", "km/h", "km/h"),
  E("m/s|metros por segundo", "m/s", "m/s"),
  E("km2|km\\^2|quilometros quadrados?", "km^2", "km²", 2),
  E("m2|m\\^2|metros quadrados?", "m^2", "m²", 2),
  E("cm2|cm\\^2|centimetros quadrados?", "cm^2", "cm²", 2),
  E("km3|km\\^3", "km^3", "km³", 3),
  E("m3|m\\^3|metros? cubicos?", "m^3", "m³", 3),
  E("dm3|dm\\^3|decimetros? cubicos?", "dm^3", "dm³", 3),
  E("cm3|cm\\^3|centimetros? cubicos?|cc", "cm^3", "cm³", 3),
  E("mm3|mm\\^3|milimetros? cubicos?", "mm^3", "mm³", 3),
  E("hectares?|ha", "hectare", "ha"),
  E("km|quilometros?", "km", "km"),
  E("m|metros?", "m", "m"),
  E("cm|centimetros?", "cm", "cm"),
  E("mm|milimetros?", "mm", "mm"),
  E("kg|quilos?|quilogramas?", "kg", "kg"),
  E("g|gramas?", "g", "g"),
  E("mg|miligramas?", "mg", "mg"),
  E("t|toneladas?", "tonne", "t"),
  E("ml|mililitros?", "mL", "mL"),
  E("l|litros?", "L", "L"),
  E("s|seg|segundos?", "s", "s"),
  E("min|minutos?", "min", "min"),
  E("h|hr|horas?", "h", "h"),
  E("dias?", "day", "dias"),
  E("k|kelvins?", "K", "K"),
  E("°c|oc|graus? celsius|celsius|graus? c", "degC", "°C"),
  E("°f|of|graus? fahrenheit|fahrenheit|graus? f", "degF", "°F"),
  E("atm|atmosferas?", "atm", "atm"),
  E("mmhg", "mmHg", "mmHg"),
  E("pa|pascals?", "Pa", "Pa"),
  E("kj|quilojoules?", "kJ", "kJ"),
  E("j|joules?", "J", "J"),
  E("kwh", "kWh", "kWh"),
];
const UNIT = `(${VOCABULARY.map((e) => e.spelling).join("|")})(?![\\p{L}\\d/^])`;
const TO = "(?:em|para|pra|p/|->|→|=|to)";
const END = "\\s*(?:por favor|pfv|pf)?\\s*[?.!]*$";
// "72 km/h em m/s", optionally after "converte", "quanto é", "transforma"…
const FORWARD = new RegExp(
  `^(?:.{0,40}\\b(?:convert\\w*|transform\\w*|pass\\w*|quanto (?:e|eh|da|vale|fica|seria)|qto e|como fica)\\s+)?(${NUM}) ?${UNIT} ${TO} ${UNIT}${END}`,
  "u",
);
// "quantos cm3 tem 2 L", "quantos minutos há em 3 h".
const BACKWARD = new RegExp(
  `^quant[oa]s? ${UNIT} (?:tem|ha|cabem|existem|da|dao|sao|equivale\\w*|corresponde\\w*|vale|valem) (?:em )?(${NUM}) ?${UNIT}${END}`,
  "u",
);

function entry(spelling: string): Entry | null {
  return VOCABULARY.find((e) => new RegExp(`^(${e.spelling})$`).test(spelling)) ?? null;
}

export const solveConversion: Solver = (message) => {
  const text = fold(message);
  const forward = FORWARD.exec(text);
  const backward = forward ? null : BACKWARD.exec(text);
  const [raw, fromText, toText] = forward
    ? [forward[1], forward[2], forward[3]]
    : backward
      ? [backward[2], backward[3], backward[1]]
      : [];
  const value = parseNumber(raw ?? "");
  const from = entry(fromText ?? "");
  const to = entry(toText ?? "");
  if (value === null || !from || !to || from.unit === to.unit) return null;
  if (!unit(1, from.unit).equalBase(unit(1, to.unit))) return null;
  const result = clean(unit(value, from.unit).toNumber(to.unit));
  const understood = `Converter ${formatNumber(value, 6)} ${from.shown} para ${to.shown}.`;
  const title = "Conversão de unidades";
  if (["K", "degC", "degF"].includes(from.unit)) return temperature(value, from, to, result, understood);

  const factor = unit(1, from.unit).toNumber(to.unit);
  const bigger = factor >= 1;
  const steps = [
    from.unit === "km/h" || to.unit === "km/h"
      ? "Relação: $1\\,\\text{km/h} = \\dfrac{1000\\,\\text{m}}{3600\\,\\text{s}}$, ou seja, $1\\,\\text{m/s} = 3{,}6\\,\\text{km/h}$."
      : bigger
        ? `Relação: 1 ${from.shown} = ${formatNumber(clean(factor), 6)} ${to.shown}.`
        : `Relação: 1 ${to.shown} = ${formatNumber(Number((1 / factor).toPrecision(6)), 6)} ${from.shown}.`,
    `Como ${to.shown} é uma unidade ${bigger ? "menor" : "maior"}, o número ${bigger ? "aumenta" : "diminui"}: ${formatNumber(value, 6)} ${factorText(factor)} = ${formatNumber(result, 6)} ${to.shown}.`,
  ];
  const inverse = factorText(1 / factor);
  const mistakes: KnownMistake[] = [
    {
      value: clean(value / factor),
      step: 1,
      why: `${bigger ? "dividiu" : "multiplicou"} em vez de ${bigger ? "multiplicar" : "dividir"}: ${formatNumber(value, 6)} ${inverse}`,
    },
  ];
  if (from.power && from.power === to.power) {
    const linear = factor ** (1 / from.power);
    const exact = Number(linear.toPrecision(6));
    const [kind, power] = from.power === 3 ? ["volume", "ao cubo"] : ["área", "ao quadrado"];
    const base = bigger ? exact : Number((1 / exact).toPrecision(6));
    steps.splice(
      1,
      0,
      `Por ser unidade de ${kind}, o fator do comprimento vai ${power}: $${tex(base, false, 6)}^${from.power} = ${tex(base ** from.power, false, 6)}$.`,
    );
    mistakes.push({
      value: clean(value * linear),
      step: 1,
      why: `usou o fator do comprimento (${factorText(linear)}) sem elevar a ${from.power}`,
    });
    mistakes[0]!.step = 2;
  }
  const answers: SolvedValue[] = [{ label: `valor em ${to.shown}`, value: result, unit: to.shown }];
  return { title, understood, steps, answers, mistakes: keepMistakes(mistakes, answers) };
};

/** Temperatures are not proportional: K = °C + 273 (273,15 exact), °C/5 = (°F − 32)/9. */
function temperature(value: number, from: Entry, to: Entry, exact: number, understood: string): Solution {
  const title = "Conversão de temperatura";
  const v = formatNumber(value, 6);
  const kelvin = from.unit === "K" || to.unit === "K";
  const celsius = from.unit === "degC" || to.unit === "degC";
  const answers: SolvedValue[] = [{ label: `temperatura em ${to.shown}`, value: exact, unit: to.shown }];
  if (kelvin && celsius) answers[0]!.label += " (com 273,15)";
  const mistakes: KnownMistake[] = [];
  let steps: string[];
  if (kelvin && celsius) {
    const school = from.unit === "K" ? value - 273 : value + 273;
    const sign = from.unit === "K" ? "-" : "+";
    answers.unshift({ label: `temperatura em ${to.shown} (com 273)`, value: clean(school), unit: to.shown });
    steps = [
      `Relação: $T_K = T_C + 273$ (o valor exato é 273,15).`,
      `$T_{${from.unit === "K" ? "C" : "K"}} = ${tex(value, true, 6)} ${sign} 273 = ${tex(school, false, 6)}$ ${to.shown} (com 273,15: ${formatNumber(exact, 6)} ${to.shown}).`,
    ];
    mistakes.push({
      value: clean(from.unit === "K" ? value + 273 : value - 273),
      step: 1,
      why:
        from.unit === "K"
          ? `somou 273 em vez de subtrair (°C = K + 273): ${v} + 273`
          : `subtraiu 273 em vez de somar: ${v} − 273`,
    });
  } else {
    steps = [
      "Relação: $\\dfrac{T_C}{5} = \\dfrac{T_F - 32}{9} = \\dfrac{T_K - 273}{5}$.",
      `Com mathjs: ${v} ${from.shown} = ${formatNumber(exact, 2)} ${to.shown}.`,
    ];
    if (from.unit === "degC" && to.unit === "degF") {
      mistakes.push({ value: clean((value * 9) / 5), step: 1, why: `esqueceu de somar 32: ${v} × 9 ÷ 5` });
    } else if (from.unit === "degF" && to.unit === "degC") {
      mistakes.push({
        value: clean((value * 5) / 9),
        step: 1,
        why: `esqueceu de subtrair 32 antes: ${v} × 5 ÷ 9`,
      });
    }
  }
  return { title, understood, steps, answers, mistakes: keepMistakes(mistakes, answers) };
}
