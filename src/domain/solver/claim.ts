import { numbersIn, sameResult } from "./numbers.ts";
import type { KnownMistake, Solution } from "./types.ts";

/** A result the student says they found ("achei 1300", "deu x = 2 e x = 3, tá certo?"). */
export type StatedResult = { values: number[]; text: string };

/** Units a student writes after a result ("100 m/s²", "1.331 reais", "25%"). */
const UNIT =
  "(?:%|reais|real|r\\$|g/ml|g/cm³|g/cm3|g/l|kg/m³|kg/m3|mol/l|kwh|kcal|cal|m/s²|m/s2|m/s\\^2|m/s|km/h|g/mol|mols?|kg|g|mg|km|cm|mm|m²|m2|m³|m3|m|metros?|s|segundos?|min|minutos?|h|horas?|dias?|l|litros?|ml|n|newtons?|j|w|°c|ºc|k|graus)";
/** A result: "x = 2", "R$ 1.300,00", "100 m/s²", "-3". */
const VALUE = `(?:[a-z]\\d?\\s*=\\s*)?[-−+]?(?:r\\$\\s*)?\\d[\\d.,]*(?:\\s*${UNIT}(?![\\p{L}\\d]))?`;
/** One result or several ("2 e 3", "x = 2 ou x = 3", "2, 3"). */
const VALUES = `${VALUE}(?:\\s*(?:,|e|ou|;)\\s*${VALUE})*`;

/** A check the student asks for after a result, or the end of the message. */
const ASKS_CHECK = `[\\s,.;!?]*(?:$|t[aá] certo|est[aá] certo|t[aá] errado|t[aá] correto|confere|acertei|n[eé](?![\\p{L}])|certo|ou\\b)`;
/**
 * Words that introduce the student's own result, then the result. "Deu"/"dá" also tell a problem's
 * data ("2 coxinhas e 1 suco deu 19. Quanto custa…?"), so with them the result must end the message
 * or be followed by a check ("deu 5300 né?"). "Respondi"/"marquei" tell an answer given, a few words
 * before it ("respondi que voltou pros 250").
 */
const STATED = new RegExp(
  `(?<![\\p{L}])(?:(?:achei|encontrei|cheguei (?:a|em|no|na)|t[oô] achando|meu resultado (?:foi|deu|[eé])|minha resposta (?:foi|deu|[eé])|o resultado (?:foi|deu|[eé])|resultado:|resposta:)\\s+(?:(?:q|que)\\s+(?:[\\p{L}]+\\s+){0,4}?(?:[eé]|s[aã]o|=|d[aá]|deu|fica|ficam|seria|seriam)\\s+)?(?:(?:o|a|que|uns|umas|igual a)\\s+)*(${VALUES})|(?:deu|d[aá])\\s+(?:(?:o|a|uns|umas|igual a)\\s+)*(${VALUES})(?=${ASKS_CHECK})|(?:respondi|marquei|falei|botei)\\s+(?:(?:q|que)\\s+)?(?:[\\p{L}]+\\s+){0,3}?(${VALUES}))`,
  "iu",
);
/** "…é 1300, tá certo?", "= 25 né?", "ou seja 25%. tá certo?": a result the student asks about. */
const ASKED = new RegExp(
  `(?:^|\\s)(?:=|[eé]|seria|fica|ficou|ou seja|paguei|pagaria|sobrou|sobra|volt(?:ou|a) (?:pra|para|pros|pras|a|ao|aos)|fic(?:ou|a) em)\\s*(${VALUES})[\\s,.;!]*(?:t[aá] certo|est[aá] certo|t[aá] errado|t[aá] correto|confere|acertei|n[eé](?![\\p{L}])|certo\\s*\\?)`,
  "iu",
);

/** The student's own arithmetic before the result ("fiz 10x9x8x7", "eu fiz 12 + 1 + 16"): not data. */
const WORKING =
  /\b(?:eu\s+)?(?:fiz|calculei|somei|multipliquei|dividi|fiz a conta)\s+(?:[\d\s+\-−x×*·/.,=%^()]|r\$)+/giu;

/** An alternative the student weighs against their result ("…tá certo ou é 10^4?"): not data either. */
const ALTERNATIVE = /\bou\s+(?:[eé]|seria|daria)\s+[\d\s^x×*·+\-−/.,%()]+/giu;

/** Words that start the student's own working ("fiz 5% de 2000 = 100, vezes 3…"). */
const WORKING_STARTS =
  /\b(?:eu\s+)?(?:fiz|calculei|somei|multipliquei|dividi|usei|transformei|converti|coloquei|peguei)\b/giu;

const NUMBER_STORY = /pensei (?:em|num|n[uú]m) (?:um )?n[uú]mero|um n[uú]mero (?:foi|é|e) /iu;

/** Arithmetic, not data: "= 100", "40+16+1", "2% x 3". */
const ARITHMETIC = /=\s*[-−]?\d|\d\s*%?\s*[+x×*/]\s*\d|\b(?:deu|d[aá]|fica|ficou)\s+[-−]?\d/;

/**
 * What comes before the stated result, without the student's own working: from the last word that
 * starts it to the result, when that stretch is arithmetic. "usei F = m.a com 20 N e 5 kg" is data.
 */
function withoutWorking(before: string): string {
  // "Pensei num número, multipliquei por 4 e somei 10, deu 58": the story is the problem.
  if (NUMBER_STORY.test(before)) return before;
  const last = [...before.matchAll(WORKING_STARTS)].at(-1);
  if (!last || !ARITHMETIC.test(before.slice(last.index))) return before;
  return before.slice(0, last.index);
}

/** The numbers of a stated result, without the variables' indices ("x1 = 2" gives 2). */
const valuesOf = (text: string) => numbersIn(text.replace(/[a-z]\d\s*=/gi, "="));

/**
 * Splits a message into the problem and the result the student states, so the solver never reads
 * the student's answer as data.
 */
export function splitClaim(message: string): { problem: string; claim: StatedResult | null } {
  for (const pattern of [STATED, ASKED]) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = valuesOf(found[1] ?? found[2] ?? found[3]!);
    if (values.length === 0) continue;
    const problem = `${withoutWorking(message.slice(0, found.index))} ${message.slice(found.index + found[0].length)}`;
    return {
      problem: (NUMBER_STORY.test(problem) ? problem : problem.replace(WORKING, " "))
        .replace(ALTERNATIVE, " ")
        .replace(/\s+/g, " ")
        .trim(),
      claim: { values, text: found[0].trim() },
    };
  }
  return { problem: message, claim: null };
}

export type ClaimCheck =
  | { verdict: "right" }
  /** Some of the answers (one root of two). */
  | { verdict: "partial"; missing: number[] }
  | { verdict: "wrong"; mistake: KnownMistake | null; hint: string | null };

/** Slips that do not depend on the problem: a sign, a power of ten, a percentage as a fraction. */
function genericSlip(claimed: number, right: number): string | null {
  if (right !== 0 && sameResult(claimed, -right))
    return "o sinal do resultado está trocado: confira as contas com números negativos";
  if (right !== 0 && (sameResult(claimed, right * 100) || sameResult(claimed, right / 100)))
    return "o valor está 100 vezes maior ou menor: confira a passagem entre porcentagem e número decimal (10% = 0,1)";
  for (const power of [10, 1000, 0.1, 0.001])
    if (right !== 0 && sameResult(claimed, right * power))
      return "os algarismos estão certos, mas a vírgula não: confira a ordem de grandeza e as conversões de unidade";
  if (right !== 0 && (sameResult(claimed, right * 3.6) || sameResult(claimed, right / 3.6)))
    return "parece uma conversão entre km/h e m/s trocada (divide-se por 3,6 para ir de km/h a m/s)";
  return null;
}

/**
 * The results a student is expected to give: a signed value and its magnitude, labelled "(módulo)"
 * (a deceleration of −5 m/s² and 5 m/s²), are one result, given either way. Roots 2 and −2 are two.
 */
function expectedResults(solution: Solution): number[][] {
  const groups: number[][] = [];
  for (const { value, label, intermediate } of solution.answers) {
    if (intermediate) continue;
    const twin = label.includes("(módulo)")
      ? groups.find((g) => g.some((v) => sameResult(v, -value)))
      : undefined;
    if (twin) twin.push(value);
    else groups.push([value]);
  }
  return groups;
}

/** Whether the student's stated result is right and, when it is not, where it most likely went wrong. */
export function checkClaim(solution: Solution, claim: StatedResult): ClaimCheck {
  const expected = expectedResults(solution);
  const hits = (group: number[], v: number) => group.some((a) => sameResult(v, a));
  const matched = expected.filter((g) => claim.values.some((v) => hits(g, v)));
  const extra = claim.values.filter((v) => !expected.some((g) => hits(g, v)));
  if (matched.length === expected.length && extra.length === 0) return { verdict: "right" };
  if (matched.length > 0 && extra.length === 0)
    return {
      verdict: "partial",
      missing: expected.filter((g) => !matched.includes(g)).map((g) => g.at(-1)!),
    };
  const wrong = extra[0] ?? claim.values[0]!;
  const mistake = solution.mistakes.find((m) => sameResult(m.value, wrong)) ?? null;
  const hint = mistake
    ? null
    : (solution.answers.map((a) => genericSlip(wrong, a.value)).find(Boolean) ?? null);
  return { verdict: "wrong", mistake, hint };
}
