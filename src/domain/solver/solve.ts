import { type ClaimCheck, checkClaim, type StatedResult, splitClaim } from "./claim.ts";
import { solveDihybrid } from "./dihybrid.ts";
import { solveFoodChain } from "./food-chain.ts";
import { solveGenetics } from "./genetics.ts";
import { solveHardyWeinberg } from "./hardy-weinberg.ts";
import { solveMapScale } from "./map-scale.ts";
import { MATH_SOLVERS } from "./math.ts";
import { formatNumber } from "./numbers.ts";
import { SCIENCE_SOLVERS } from "./science.ts";
import type { Solution } from "./types.ts";

/**
 * Science, genetics and map scales ask for units, formulas or genotypes, so they go first; math
 * reads bare numbers and would take a scale for a rule of three.
 */
const SOLVERS = [
  ...SCIENCE_SOLVERS,
  solveHardyWeinberg,
  solveDihybrid,
  solveGenetics,
  solveFoodChain,
  solveMapScale,
  ...MATH_SOLVERS,
];

export type WorkedProblem = {
  solution: Solution;
  claim: StatedResult | null;
  check: ClaimCheck | null;
};

/** Chat abbreviations the solvers' patterns would miss ("qts %?" asks "quantos %?"). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\b(?:qts|qnts|qtos|qntos)\b/gi, "quantos"],
  [/\b(?:qtas|qntas)\b/gi, "quantas"],
  [/\b(?:qto|qnto|qnt|qt)\b/gi, "quanto"],
  [/\b(?:qta|qnta)\b/gi, "quanta"],
  [/\bvcs\b/gi, "vocês"],
  [/\bvc\b/gi, "você"],
  [/\bpq\b/gi, "por que"],
  [/\b(?:tb|tbm)\b/gi, "também"],
  [/\bhj\b/gi, "hoje"],
  [/\bmsm\b/gi, "mesmo"],
  [/\bp\/\s/gi, "para "],
];

export function expandAbbreviations(text: string): string {
  return ABBREVIATIONS.reduce((t, [pattern, word]) => t.replace(pattern, word), text);
}

/** "3h30min", "2 horas e 15 minutos", "1h45": one duration in hours, as "3,5 h". */
const DURATIONS = [
  /(?<![\d.,])(\d{1,3}) ?(?:h|hrs?|horas?)(?: e | |)(\d{1,2}) ?(?:min|minutos?)(?![\p{L}\d])/giu,
  /(?<![\d.,])(\d{1,3})h(\d{2})(?![\p{L}\d])/giu,
];
/** Words before a clock time ("às 14h30"), which is a moment, not a duration. */
const CLOCK_BEFORE = /(?:^|\s)(?:as|às|ate|até|das|desde|meio-dia e)\s*$/i;

/** Durations written in hours and minutes become decimal hours, so every solver reads one number. */
export function normalizeDurations(text: string): string {
  return DURATIONS.reduce(
    (t, pattern) =>
      t.replace(pattern, (match: string, hours: string, minutes: string, offset: number, whole: string) => {
        if (Number(minutes) >= 60 || CLOCK_BEFORE.test(whole.slice(Math.max(0, offset - 12), offset)))
          return match;
        return `${formatNumber(Number(hours) + Number(minutes) / 60, 6)} h`;
      }),
    text,
  );
}

function solveText(message: string): Solution | null {
  const text = normalizeDurations(expandAbbreviations(message));
  for (const solver of SOLVERS) {
    const solution = solver(text);
    if (solution) return solution;
  }
  return null;
}

/**
 * The student's problem worked out with their numbers, and their stated result checked. When the
 * message only states a result ("achei 100 m/s², tá certo?"), the problem is looked for in the
 * student's earlier messages, newest first.
 */
export function workOut(message: string, earlierMessages: string[] = []): WorkedProblem | null {
  const { problem, claim } = splitClaim(message);
  let solution = solveText(problem);
  // "achei q os heterozigotos são 42%": the claim's words, without its number, may say what is asked.
  if (!solution && claim) solution = solveText(`${problem} ${claim.text.replace(/[-−]?\d[\d.,]*/g, " ")}`);
  if (!solution && claim)
    for (const earlier of earlierMessages) {
      solution = solveText(splitClaim(earlier).problem);
      if (solution) break;
    }
  if (!solution) return null;
  return { solution, claim, check: claim ? checkClaim(solution, claim) : null };
}
