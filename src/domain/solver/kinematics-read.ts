/** Reads the data of a kinematics / dynamics problem from a student's message. */
import { parseNumber } from "./numbers.ts";
import { NUM } from "./science-text.ts";

export type Qty = "v0" | "v" | "a" | "t" | "d" | "m" | "F" | "g";
export type Target = Qty | "vm" | "P";
/** A value as the student wrote it: `unit` is a mathjs unit, empty when none was typed. */
export type Datum = { value: number; unit: string };

export type Reading = {
  known: Partial<Record<Qty, Datum>>;
  target: Target;
  fall: boolean;
  braking: boolean;
  /** The student asked for the deceleration (answer also as a positive magnitude). */
  decel: boolean;
  /** Unit asked for the answer ("em km/h"), as a mathjs unit. */
  askUnit: string | null;
  /** Other quantities asked in the same message ("qual a altura e a velocidade final"). */
  also: Target[];
};

type Kind = "a" | "vel" | "d" | "t" | "m" | "F";
// Longest spellings first, so "m/s2" is not read as "m/s" and "min" not as "m".
const UNITS: [string, Kind, string][] = [
  ["m/s2|m/s\\^2|m/s ao quadrado|m/s/s|metros por segundo ao quadrado", "a", "m/s^2"],
  ["km/h|kmh|km/hr|km por hora|quilometros por hora", "vel", "km/h"],
  ["m/s|metros por segundo", "vel", "m/s"],
  ["km|quilometros?", "d", "km"],
  ["cm|centimetros?", "d", "cm"],
  ["m|metros?", "d", "m"],
  ["kg|quilos?|quilogramas?", "m", "kg"],
  ["g|gramas?", "m", "g"],
  ["min|minutos?", "t", "min"],
  ["s|seg|segundos?", "t", "s"],
  ["h|hr|horas?", "t", "h"],
  ["n|newtons?", "F", "N"],
];
const UNIT = `(${UNITS.map((u) => u[0]).join("|")})(?![\\p{L}\\d])`;
const VEL = String.raw`km\/hr|km\/h|kmh|m\/s(?![\p{L}\d/^])`;
const KIND_OF: Record<Qty, Kind> = { v0: "vel", v: "vel", a: "a", t: "t", d: "d", m: "m", F: "F", g: "a" };

function unitOf(text: string | undefined): [Kind, string] | null {
  if (!text) return null;
  const hit = UNITS.find(([spelling]) => new RegExp(`^(${spelling})$`).test(text));
  return hit ? [hit[1], hit[2]] : null;
}

const LETTERS: Record<string, Qty> = {
  v0: "v0",
  vo: "v0",
  vi: "v0",
  v: "v",
  vf: "v",
  a: "a",
  t: "t",
  g: "g",
};
Object.assign(LETTERS, { m: "m", f: "F", d: "d", s: "d", h: "d", δs: "d", ds: "d", δt: "t" });
const WORDS: [RegExp, Qty | "vel"][] = [
  [/^velocidade inicial$/, "v0"],
  [/^velocidade final$/, "v"],
  [/^velocidade$/, "vel"],
  [/^(des)?aceleracao$/, "a"],
  [/^tempo$/, "t"],
  [/^massa$/, "m"],
  [/^forca( resultante)?$/, "F"],
  [/^(distancia|deslocamento|altura)$/, "d"],
  [/^gravidade$/, "g"],
];

const ASK_CUE =
  /\b(qual|quais|calcul\w*|determin\w*|encontr\w*|ach[ea]|descubr\w*|quant[oa]s?|com que|em que|de que|qto|qnto|obtenh\w*)\b/;
const ASK_WORDS: [RegExp, Target][] = [
  [/^(des)?acelera/, "a"],
  [/^velocidade media/, "vm"],
  [/^velocidade inicial/, "v0"],
  [/^(velocidade|rapidez)/, "v"],
  [/^(distancia|deslocamento|espaco|percorr|andou|anda\b|altura|desloca)/, "d"],
  [/^(tempo|segundos|demora|leva\b|dura\b|minutos|horas)/, "t"],
  [/^peso\b/, "P"],
  [/^forca/, "F"],
  [/^massa(?! molar| molecular)/, "m"],
];
// "F = m.a", "v = v0 + a.t": the formula names the quantities; the unknown one is asked.
const HINTS: [RegExp, Qty[]][] = [
  [/f=m[.*·x]?a(?!s)/, ["F", "m", "a"]],
  [/v=v[0oi]\+a[.*·]?t/, ["v", "v0", "a", "t"]],
  [/v2=v[0oi]2\+2[.*·]?a/, ["v", "v0", "a", "d"]],
  [/(s|d)=(s[0o]\+)?v[0oi][.*·]?t\+/, ["d", "v0", "a", "t"]],
];

/** Reads the message (already folded) or null when data are missing, ambiguous or contradictory. */
export function readKinematics(text: string): Reading | null {
  const known: Partial<Record<Qty, Datum>> = {};
  const speeds: { value: number; unit: string; at: number }[] = [];
  let rest = text;
  const put = (qty: Qty, value: number, unit: string): boolean => {
    if (known[qty]) return false;
    known[qty] = { value, unit };
    return true;
  };
  // Blanks what was read so it is not read twice.
  const consume = (re: RegExp, read: (m: RegExpExecArray) => boolean): boolean => {
    for (const m of rest.matchAll(re)) {
      if (!read(m)) return false;
      rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
    return true;
  };
  const fits = (qty: Qty | "vel", u: string | undefined): [boolean, string] => {
    const found = unitOf(u);
    if (!found) return [true, qty === "g" ? "m/s^2" : ""];
    return [found[0] === (qty === "vel" ? "vel" : KIND_OF[qty]), found[1]];
  };
  const ok =
    consume(new RegExp(`\\bde (${NUM})(?: ?(${VEL}))? (?:a|ate|para|pra) (${NUM}) ?(${VEL})`, "gu"), (m) => {
      const [, first, u1, second, u2] = m;
      if (u1 && u1 !== u2) return false;
      const unit = unitOf(u2)![1];
      return (
        put("v0", parseNumber(first!) ?? Number.NaN, unit) &&
        put("v", parseNumber(second!) ?? Number.NaN, unit)
      );
    }) &&
    consume(
      new RegExp(
        `(?<![\\p{L}\\d])(v0|vo|vi|vf|v|a|t|g|m|f|d|s|h|δs|ds|δt) ?[=:] ?(${NUM})(?: ?${UNIT})?`,
        "gu",
      ),
      (m) => {
        const qty = LETTERS[m[1]!]!;
        const [unitOk, unit] = fits(qty, m[3]);
        return unitOk && put(qty, parseNumber(m[2]!) ?? Number.NaN, unit);
      },
    ) &&
    consume(
      new RegExp(
        `\\b(velocidade inicial|velocidade final|velocidade|(?:des)?aceleracao|tempo|massa|forca(?: resultante)?|distancia|deslocamento|altura|gravidade) ?(?:=|:|de|e|igual a|vale)? ?(${NUM})(?: ?${UNIT})?`,
        "gu",
      ),
      (m) => {
        const qty = WORDS.find(([re]) => re.test(m[1]!))![1];
        const [unitOk, unit] = fits(qty, m[3]);
        const value = parseNumber(m[2]!) ?? Number.NaN;
        if (qty === "vel") speeds.push({ value, unit, at: m.index });
        return unitOk && (qty === "vel" || put(qty, value, unit));
      },
    ) &&
    consume(new RegExp(`(${NUM}) ?${UNIT}`, "gu"), (m) => {
      const [kind, unit] = unitOf(m[2])!;
      const value = parseNumber(m[1]!) ?? Number.NaN;
      if (kind === "vel") speeds.push({ value, unit, at: m.index });
      else return put(kind, value, unit);
      return true;
    });
  if (!ok || Object.values(known).some((d) => Number.isNaN(d.value))) return null;

  // "para" is also "for": as the verb it comes after "e", or before "em/após" and a time.
  const braking =
    /\bfrei|\bfrea|\bpar(ar|ou|ando)\b|\be para\b|\bpara (em|apos|depois de) \d|\bate (o )?repouso|desacelera/.test(
      text,
    );
  const fromRest = /\brepouso\b|\b(estava|inicialmente) parad[oa]|\bparte do zero/.test(text);
  const fall =
    /\b(cai|caiu|cair|queda|caindo|abandon(ad[oa]|ou|ei)|solt[oa]|solt(ou|ei)|despenc\w*|largad[oa]|larg(ou|uei))\b/.test(
      text,
    );
  if (!assignSpeeds(text, speeds, known, put, braking, fromRest)) return null;
  if (braking && known.v0 && !known.v) put("v", 0, "");
  if (fromRest && !braking && !known.v0) put("v0", 0, "");
  // A deceleration is a negative acceleration, whether or not the student wrote the sign.
  if (braking && known.a && known.a.value > 0) known.a = { ...known.a, value: -known.a.value };

  const target = findTarget(text, known);
  if (!target) return null;
  const asked = /\bem (km\/h|m\/s|km|metros|m|minutos|min|segundos|s|horas|h)\s*\??$/.exec(text)?.[1];
  return {
    known,
    target,
    fall,
    braking,
    decel: /desacelera/.test(text),
    askUnit: asked ? (unitOf(asked)?.[1] ?? null) : null,
    also: alsoAsked(text, target, known),
  };
}

function assignSpeeds(
  text: string,
  speeds: { value: number; unit: string; at: number }[],
  known: Partial<Record<Qty, Datum>>,
  put: (qty: Qty, value: number, unit: string) => boolean,
  braking: boolean,
  fromRest: boolean,
): boolean {
  if (speeds.length > 2) return false;
  if (speeds.length === 2)
    return put("v0", speeds[0]!.value, speeds[0]!.unit) && put("v", speeds[1]!.value, speeds[1]!.unit);
  const speed = speeds[0];
  if (!speed) return true;
  const before = text.slice(Math.max(0, speed.at - 25), speed.at);
  const reaches = /(ating\w*|cheg\w* a|alcan\w*|passa\w* a|final)\s*(de )?$/.test(before);
  const final = !braking && (fromRest || reaches);
  return put(final || known.v0 ? "v" : "v0", speed.value, speed.unit);
}

function findTarget(text: string, known: Partial<Record<Qty, Datum>>): Target | null {
  const compact = text.replace(/\s/g, "");
  for (const [re, qtys] of HINTS) {
    if (!re.test(compact)) continue;
    const unknown = qtys.filter((q) => !known[q] && !(q === "v0" && /repouso/.test(text)));
    return unknown.length === 1 ? unknown[0]! : null;
  }
  const cue = ASK_CUE.exec(text);
  // Without a question word, only a message that starts by naming the quantity ("velocidade média de…").
  const asked = cue ? text.slice(cue.index) : text;
  for (let i = 0; i < asked.length; i++) {
    if (i > 0 && /[\p{L}\d]/u.test(asked[i - 1]!)) continue;
    const hit = ASK_WORDS.find(([re]) => re.test(asked.slice(i)));
    if (hit) {
      if (!cue && i > 12) return null;
      const target = hit[1];
      return target === "vm" || target === "P" || !known[target] ? target : null;
    }
  }
  return null;
}

/** "… e a velocidade final", "… e com que velocidade chega", "… e quantos metros anda": more unknowns asked. */
function alsoAsked(text: string, target: Target, known: Partial<Record<Qty, Datum>>): Target[] {
  const cue = ASK_CUE.exec(text);
  if (!cue) return [];
  const also: Target[] = [];
  const joins = /(?:\be|,) (?:(?:qual|quais|quanto|quant[oa]s|com|que|em|a|o|sua|seu|tambem|depois)\s)*/g;
  for (const m of text.slice(cue.index).matchAll(joins)) {
    const after = text.slice(cue.index + m.index + m[0].length);
    const hit = [...ASK_WORDS, [/^metros\b/, "d"] as const].find(([re]) => re.test(after));
    const q = hit?.[1];
    if (q && q !== target && q !== "vm" && q !== "P" && !known[q] && !also.includes(q)) also.push(q);
  }
  return also;
}
