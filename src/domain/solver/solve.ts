import { type ClaimCheck, checkClaim, type StatedResult, splitClaim } from "./claim.ts";
import { solveGenetics } from "./genetics.ts";
import { solveHardyWeinberg } from "./hardy-weinberg.ts";
import { solveMapScale } from "./map-scale.ts";
import { MATH_SOLVERS } from "./math.ts";
import { SCIENCE_SOLVERS } from "./science.ts";
import type { Solution } from "./types.ts";

/**
 * Science, genetics and map scales ask for units, formulas or genotypes, so they go first; math
 * reads bare numbers and would take a scale for a rule of three.
 */
const SOLVERS = [...SCIENCE_SOLVERS, solveHardyWeinberg, solveGenetics, solveMapScale, ...MATH_SOLVERS];

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

function solveText(message: string): Solution | null {
  const text = expandAbbreviations(message);
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
  if (!solution && claim)
    for (const earlier of earlierMessages) {
      solution = solveText(splitClaim(earlier).problem);
      if (solution) break;
    }
  if (!solution) return null;
  return { solution, claim, check: claim ? checkClaim(solution, claim) : null };
}
