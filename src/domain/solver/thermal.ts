/**
 * Heat and gases as ENEM asks them: linear thermal expansion (ΔL = L₀·α·ΔT) and an ideal gas
 * with one quantity held ("o volume não muda": P₁/T₁ = P₂/T₂; pressure held: V₁/T₁ = V₂/T₂;
 * temperature held: P₁V₁ = P₂V₂), temperatures in kelvin.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solution, Solver } from "./types.ts";

const CELSIUS = new RegExp(`(${NUM}) ?(?:°|º|graus)? ?(?:c\\b|celsius|graus)`, "gu");
const KELVIN = new RegExp(`(${NUM}) ?k(?:elvin)?\\b`, "gu");
/** "1,2x10^-5", "1,2 · 10^(-5)", "12 x 10-6". */
const SCIENTIFIC = new RegExp(`(${NUM}) ?[x×*·.] ?10 ?\\^? ?\\(?([-−]\\s?\\d+)\\)?`, "u");
const LENGTH = new RegExp(`(${NUM}) ?(km|m|cm|mm)(?![\\p{L}\\d/²³])`, "u");

const temperatures = (text: string) => {
  const kelvin = [...text.matchAll(KELVIN)].map((m) => ({ value: parseNumber(m[1]!)!, celsius: false }));
  const celsius = [...text.matchAll(CELSIUS)].map((m) => ({ value: parseNumber(m[1]!)!, celsius: true }));
  return kelvin.length === 2 ? kelvin : celsius.length === 2 ? celsius : null;
};

export const solveThermalExpansion: Solver = (message) => {
  const text = fold(message);
  if (!/dilat|aument\w* (de )?comprimento|coef\w* de dilatacao/.test(text)) return null;
  const alpha = SCIENTIFIC.exec(text);
  const temps = temperatures(text.replace(SCIENTIFIC, " "));
  const length = LENGTH.exec(text.replace(SCIENTIFIC, " "));
  if (!alpha || !temps || !length) return null;
  const a = clean(
    (parseNumber(alpha[1]!) ?? 0) * 10 ** Number(alpha[2]!.replace(/[−\s]/g, (c) => (c === "−" ? "-" : ""))),
  );
  const L0 = parseNumber(length[1]!);
  if (!a || !L0) return null;
  const unitL = length[2]!;
  const dT = clean(temps[1]!.value - temps[0]!.value);
  const dL = clean(L0 * a * dT);
  const inMm = /em mm|milimetros/.test(text) && unitL !== "mm";
  const toMm: Record<string, number> = { km: 1e6, m: 1000, cm: 10, mm: 1 };
  const shown = inMm ? clean(dL * toMm[unitL]!) : dL;
  const steps = [
    `Variação de temperatura: $\\Delta T = ${tex(temps[1]!.value, true)} - ${tex(temps[0]!.value, true)} = ${tex(dT)}\\,°\\text{C}$.`,
    `Dilatação linear: $\\Delta L = L_0 \\cdot \\alpha \\cdot \\Delta T = ${tex(L0)} \\cdot ${tex(a * 1e6, false, 4)} \\cdot 10^{-6} \\cdot ${tex(dT)} = ${tex(dL, false, 6)}\\,\\text{${unitL}}$${inMm ? ` = ${formatNumber(shown, 4)} mm` : ""}.`,
  ];
  const answers = [{ label: "aumento do comprimento", value: shown, unit: inMm ? "mm" : unitL }];
  return {
    title: "Dilatação térmica linear",
    keywords: "dilatação térmica linear coeficiente de dilatação",
    understood: `Dados: L₀ = ${formatNumber(L0)} ${unitL}, α = ${formatNumber(a * 1e6, 4)}·10⁻⁶ /°C, de ${formatNumber(temps[0]!.value)} °C a ${formatNumber(temps[1]!.value)} °C.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean((inMm ? dL * toMm[unitL]! : dL) * (temps[1]!.value / dT)),
          step: 0,
          why: "usou a temperatura final no lugar de ΔT",
        },
        { value: dL, step: 1, why: `deu o resultado em ${unitL}, não em mm` },
      ],
      answers,
    ),
  };
};

const PRESSURE = new RegExp(`(${NUM}) ?(atm|psi|mmhg|kpa|pa|bar|cmhg)\\b`, "gu");
const VOLUME = new RegExp(`(${NUM}) ?(l|litros?|ml|m3|m³|cm3|cm³)(?![\\p{L}\\d/])`, "gu");

export const solveGasLaw: Solver = (message) => {
  const text = fold(message);
  if (!/\bgas|gases|pneu|balao|recipiente|cilindro|seringa|bexiga|pressao/.test(text)) return null;
  const temps = temperatures(text);
  const pressures = [...text.matchAll(PRESSURE)];
  const volumes = [...text.matchAll(VOLUME)];
  const isochoric =
    /volume[^.?!]{0,20}(?:n|nao) (?:muda|varia|se altera)|volume (?:constante|fixo)|mesmo volume|rigido/.test(
      text,
    );
  const isobaric = /pressao[^.?!]{0,20}(?:n|nao) (?:muda|varia)|pressao constante|mesma pressao/.test(text);
  if (!temps) return null;
  if (isobaric && volumes.length === 1) return proportional("V", volumes[0]!, temps);
  if (isochoric && pressures.length === 1) return proportional("P", pressures[0]!, temps);
  return null;
};

/** P₁/T₁ = P₂/T₂ (or V₁/T₁ = V₂/T₂), in kelvin. */
function proportional(
  kind: "P" | "V",
  read: RegExpMatchArray,
  temps: { value: number; celsius: boolean }[],
): Solution | null {
  const x1 = parseNumber(read[1]!);
  if (!x1) return null;
  const unitX = read[2]!
    .replace(/^litros?$/, "L")
    .replace(/^l$/, "L")
    .replace(/^ml$/, "mL")
    .replace(/^mmhg$/, "mmHg");
  const [t1, t2] = temps.map((t) => (t.celsius ? clean(t.value + 273) : t.value)) as [number, number];
  if (t1 <= 0 || t2 <= 0) return null;
  const x2 = clean((x1 * t2) / t1);
  const name = kind === "P" ? "pressão" : "volume";
  const steps = [
    ...(temps[0]!.celsius
      ? [
          `Temperaturas em kelvin (some 273): $T_1 = ${tex(temps[0]!.value)} + 273 = ${tex(t1)}\\,\\text{K}$; $T_2 = ${tex(temps[1]!.value)} + 273 = ${tex(t2)}\\,\\text{K}$.`,
        ]
      : []),
    `Com ${kind === "P" ? "o volume" : "a pressão"} constante, $\\dfrac{${kind}_1}{T_1} = \\dfrac{${kind}_2}{T_2}$: $${kind}_2 = ${tex(x1)} \\cdot \\dfrac{${tex(t2)}}{${tex(t1)}} = ${tex(x2, false, 3)}\\,\\text{${unitX}}$.`,
  ];
  const celsiusSlip = temps[0]!.celsius ? clean((x1 * temps[1]!.value) / temps[0]!.value) : null;
  const answers = [{ label: name, value: x2, unit: unitX }];
  return {
    title: kind === "P" ? "Transformação isovolumétrica (gases)" : "Transformação isobárica (gases)",
    keywords: "gases ideais transformações gasosas temperatura em kelvin",
    understood: `Dados: ${name} inicial ${formatNumber(x1)} ${unitX}, de ${temps.map((t) => `${formatNumber(t.value)} ${t.celsius ? "°C" : "K"}`).join(" a ")}, ${kind === "P" ? "volume" : "pressão"} constante.`,
    steps,
    answers,
    mistakes: keepMistakes(
      celsiusSlip !== null
        ? [{ value: celsiusSlip, step: 0, why: "usou as temperaturas em °C, sem passar para kelvin" }]
        : [],
      answers,
    ),
  };
}
