/** Kinematics (MU, MUV, Torricelli, free fall), average speed and Newton's second law, with mathjs. */
import { unit } from "mathjs";
import {
  ASKS_DISTANCE,
  distanceToo,
  FORMULAS,
  followUp,
  type Mode,
  type Nums,
} from "./kinematics-formulas.ts";
import { type Datum, type Qty, readKinematics, type Target } from "./kinematics-read.ts";
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber } from "./numbers.ts";
import { calc, factorText, fold, tex, withUnit } from "./science-text.ts";
import type { KnownMistake, SolvedValue, Solver } from "./types.ts";

const TITLES: Record<Mode, string> = {
  newton: "Segunda lei de Newton",
  weight: "Força peso",
  mean: "Velocidade média",
  mru: "Movimento uniforme",
  fall: "Queda livre",
  mruv: "Movimento uniformemente variado",
};
type Dim = "vel" | "a" | "d" | "t" | "F" | "m";
const DIM: Record<Target, Dim> = {
  v0: "vel",
  v: "vel",
  vm: "vel",
  a: "a",
  g: "a",
  d: "d",
  t: "t",
  F: "F",
  P: "F",
  m: "m",
};
// mathjs unit, as the student writes it, as LaTeX.
const SI: Record<Dim, [string, string, string]> = {
  vel: ["m/s", "m/s", "\\text{m/s}"],
  a: ["m/s^2", "m/s²", "\\text{m/s}^2"],
  d: ["m", "m", "\\text{m}"],
  t: ["s", "s", "\\text{s}"],
  F: ["N", "N", "\\text{N}"],
  m: ["kg", "kg", "\\text{kg}"],
};
const ROAD: Partial<Record<Dim, [string, string, string]>> = {
  vel: ["km/h", "km/h", "\\text{km/h}"],
  d: ["km", "km", "\\text{km}"],
  t: ["h", "h", "\\text{h}"],
};
const NAMES: Record<Target, string> = {
  v0: "velocidade inicial",
  v: "velocidade final",
  vm: "velocidade média",
  a: "aceleração",
  g: "gravidade",
  d: "deslocamento",
  t: "tempo",
  F: "força resultante",
  P: "peso",
  m: "massa",
};
const shown = (u: string): string => u.replace("^2", "²");

/**
 * A formula the student mentions after the question ("… é F=m.a né", "usei v=v0+at"): letters
 * only, no data. A formula that opens the message ("v = v0 + a.t com v0=10…") says what is asked.
 */
const NAMED_FORMULA =
  /(?<=(?:^|\s)(?:e|usei|uso|usa|seria|pela formula|com a formula)\s+)[a-z]\w{0,2}\s*=\s*[a-z]\w*(?:\s*[.·*x×/+^-]\s*[a-z]\w*)+/g;

export const solveKinematics: Solver = (message) => {
  const folded = fold(message);
  // The formula usually helps ("usei F = m.a" asks Newton); when it confuses the reading, it goes.
  const withoutFormula = folded.replace(NAMED_FORMULA, " ");
  const text = readKinematics(folded) || withoutFormula === folded ? folded : withoutFormula;
  const reading = readKinematics(text);
  if (!reading) return null;
  const { target, fall } = reading;
  const known: Partial<Record<Qty, Datum>> = { ...reading.known };
  const gDefault = fall && !known.g;
  if (fall) {
    known.g ??= { value: 10, unit: "m/s^2" };
    // "atinge 30 m/s" without a cue word reads as the only speed: in a fall it is the final one.
    if (known.v0 && known.v0.value !== 0 && !known.v) known.v = known.v0;
  }
  const mode: Mode =
    target === "P"
      ? "weight"
      : target === "F" || target === "m" || (target === "a" && known.F)
        ? "newton"
        : fall
          ? "fall"
          : target === "vm" || (target === "v" && known.d && known.t && !known.a && !known.v0)
            ? "mean"
            : known.a || reading.braking || (known.v0 && known.v)
              ? "mruv"
              : "mru";
  const goal: Target = mode === "mean" ? "vm" : target;
  const formula = FORMULAS.find(
    (f) => f.mode === mode && f.target === goal && f.needs.every((q) => known[q]),
  );
  if (!formula) return null;

  const needs = mode === "fall" ? [...formula.needs, "g" as const] : formula.needs;
  const road =
    (mode === "mean" || mode === "mru") &&
    needs.every((q) => ["km/h", "km", "h"].includes(known[q]!.unit) || known[q]!.value === 0);
  const system = (dim: Dim) => (road && ROAD[dim]) || SI[dim];
  const scope: Record<string, number> = {};
  const raw: Record<string, number> = {};
  const times36: Record<string, number> = {};
  const conversions: string[] = [];
  for (const q of needs) {
    const { value, unit: from } = known[q]!;
    const [to, toText] = system(DIM[q]);
    raw[q] = value;
    scope[q] = from && from !== to ? clean(unit(value, from).toNumber(to)) : value;
    times36[q] = from === "km/h" && to === "m/s" ? clean(value * 3.6) : scope[q]!;
    if (scope[q] !== value) {
      const factor = unit(1, from).toNumber(to);
      conversions.push(
        `${withUnit(value, shown(from))} ${factorText(factor)} = ${withUnit(scope[q]!, toText)}`,
      );
    }
  }
  const [outUnit, outText, outTex] = system(DIM[goal]);
  const asked = reading.askUnit && reading.askUnit !== outUnit ? reading.askUnit : null;
  const finish = (value: number | null): number | null => {
    if (value === null || !asked) return value;
    try {
      return clean(unit(value, outUnit).toNumber(asked));
    } catch {
      return null;
    }
  };
  const result = calc(formula.expr, scope);
  const answer = finish(result);
  if (result === null || answer === null) return null;

  const steps: string[] = [];
  const mistakes: KnownMistake[] = [];
  if (conversions.length > 0) {
    const kmh = needs.some((q) => known[q]!.unit === "km/h");
    steps.push(
      `Convertendo para o SI${kmh ? " (de km/h para m/s divide-se por 3,6)" : ""}: ${conversions.join("; ")}.`,
    );
    const forgot = calc(formula.expr, raw);
    if (forgot !== null)
      mistakes.push({
        value: forgot,
        step: 0,
        why: "esqueceu de converter as unidades para o SI e usou os números como foram dados",
      });
    const wrong = finish(calc(formula.expr, times36));
    if (wrong !== null && kmh) {
      mistakes.push({
        value: wrong,
        step: 0,
        why: "multiplicou por 3,6 em vez de dividir ao passar de km/h para m/s",
      });
    }
  }
  if (mode === "fall") {
    const g = formatNumber(scope.g!);
    steps.push(
      gDefault
        ? "Na queda livre o corpo parte do repouso e cai com aceleração g; usando g = 10 m/s², como no ENEM."
        : `Na queda livre o corpo parte do repouso e cai com aceleração g = ${g} m/s².`,
    );
  }
  steps.push(`Fórmula: $${formula.tex}$`);
  const nums: Nums = {};
  const plain: Nums = {};
  for (const q of needs) {
    nums[q] = tex(scope[q]!, true);
    plain[q] = scope[q]! < 0 ? `(${formatNumber(scope[q]!)})` : formatNumber(scope[q]!);
  }
  const calcStep = steps.length;
  steps.push(`Substituindo: $${formula.sub(nums)} = ${tex(result)}\\,${outTex}$`);
  for (const [expr, why] of formula.slips ?? []) {
    const value = finish(calc(expr, scope));
    if (value !== null) mistakes.push({ value, step: calcStep, why: why(plain) });
  }
  if (asked) {
    const factor = unit(1, outUnit).toNumber(asked);
    steps.push(
      `Passando para ${shown(asked)}: ${withUnit(result, outText)} ${factorText(factor)} = ${withUnit(answer, shown(asked))}.`,
    );
  }
  const answerUnit = asked ? shown(asked) : outText;
  const label = [goal === "d" && mode === "fall" ? "altura" : NAMES[goal]];
  const answers: SolvedValue[] = [{ label: label[0]!, value: answer, unit: answerUnit }];
  if (goal === "a" && answer < 0) {
    steps.push(
      `O sinal negativo indica que o movimento é retardado: a desaceleração tem módulo ${withUnit(-answer, answerUnit)}.`,
    );
    answers.push({ label: "desaceleração (módulo)", value: -answer, unit: answerUnit });
    for (const m of [...mistakes]) if (m.value < 0) mistakes.push({ ...m, value: -m.value });
  }
  if (
    mode === "mruv" &&
    goal === "a" &&
    !asked &&
    scope.v0 !== undefined &&
    scope.t !== undefined &&
    ASKS_DISTANCE.test(text)
  )
    distanceToo(scope as { v0: number; t: number }, result, steps, answers, mistakes);
  if (!asked)
    for (const q of reading.also) {
      const done = answers.some((a) => a.label === NAMES[q] || (q === "d" && a.label === "distância"));
      const extra = done
        ? null
        : (followUp(mode, q, goal, { ...scope, [goal]: result }, (x) => formatNumber(x)) ??
          newtonAfter(q, goal, result, known.m));
      if (!extra) continue;
      const [, unitText, unitTex] = system(DIM[q]);
      const name = q === "d" && mode === "fall" ? "altura" : NAMES[q];
      steps.push(`Agora ${MASCULINE.has(name) ? "o" : "a"} ${name}: ${extra.tex}\\,${unitTex}$`);
      answers.push({ label: name, value: extra.value, unit: unitText });
      for (const slip of extra.slips) mistakes.push({ ...slip, step: steps.length - 1 });
      label.push(name);
    }
  return {
    title: TITLES[mode],
    understood: understood(known, needs, mode, reading.braking, label),
    steps,
    answers,
    // A slip that gives 0 (v/t when the body stops) is no recognisable mistake.
    mistakes: keepMistakes(
      mistakes.filter((m) => m.value !== 0),
      answers,
    ),
  };
};

/**
 * "parte do repouso e chega a 72 km/h em 10 s; qual a aceleração e a força resultante?": once the
 * motion gives the acceleration, the body's mass gives the force (F = m·a).
 */
function newtonAfter(
  q: Target,
  goal: Target,
  a: number,
  mass: Datum | undefined,
): { value: number; tex: string; slips: { value: number; why: string }[] } | null {
  if (q !== "F" || goal !== "a" || !mass) return null;
  const m = mass.unit && mass.unit !== "kg" ? clean(unit(mass.value, mass.unit).toNumber("kg")) : mass.value;
  const F = clean(m * Math.abs(a));
  return {
    value: F,
    tex: `pela segunda lei de Newton, $F = m \\cdot a = ${tex(m)} \\cdot ${tex(Math.abs(a))} = ${tex(F)}`,
    slips: [
      { value: clean(m * Math.abs(a) * 3.6), why: "usou a velocidade em km/h ao calcular a aceleração" },
    ],
  };
}

const DATA_NAMES: Record<Qty, string> = {
  v0: "velocidade inicial",
  v: "velocidade final",
  a: "aceleração",
  t: "tempo",
  d: "deslocamento",
  m: "massa",
  F: "força",
  g: "g =",
};
const MASCULINE = new Set(["deslocamento", "tempo", "peso"]);

function understood(
  known: Partial<Record<Qty, Datum>>,
  needs: Qty[],
  mode: Mode,
  braking: boolean,
  labels: string[],
): string {
  const parts = needs.map((q) => {
    const { value, unit: u } = known[q]!;
    const name =
      q === "d" && mode === "fall" ? "altura" : q === "v0" && mode === "mru" ? "velocidade" : DATA_NAMES[q];
    const stop = q === "v" && value === 0 && braking ? " (o corpo para)" : "";
    const note = u || value === 0 ? "" : " (sem unidade: considerei o SI)";
    return `${name} ${withUnit(value, shown(u))}${note}${stop}`;
  });
  const asked = labels.map((l) => `${MASCULINE.has(l) ? "o" : "a"} ${l}`).join(" e ");
  return `Dados: ${parts.join(", ")}; pede-se ${asked}.`;
}
