/** The offline math solvers, most specific first: the tutor uses the first that recognises the message. */

import { solveCommittee } from "./committee.ts";
import { solveCounting } from "./counting.ts";
import { solveEquation, solveSystem } from "./equations.ts";
import { solveGeometry } from "./geometry.ts";
import { solveInterest } from "./interest.ts";
import { solveLinearFare } from "./linear-fare.ts";
import { solveChainPercent } from "./math-chain-percent.ts";
import { solveNumberStory } from "./number-story.ts";
import { solvePercent } from "./percent.ts";
import { solveProportion } from "./proportion.ts";
import { solveSetCounts } from "./set-counts.ts";
import { solveStatistics } from "./statistics.ts";
import { solveTiles } from "./tiles.ts";
import type { Solver } from "./types.ts";
import { solveWordSystem } from "./word-systems.ts";

/** Interest needs the word "juros" (or a capital) and a regime, so it goes before bare equations. */
export const MATH_SOLVERS: Solver[] = [
  solveSetCounts,
  solveNumberStory,
  solveLinearFare,
  solveCommittee,
  solveTiles,
  solveWordSystem,
  solveSystem,
  solveInterest,
  solveEquation,
  solveCounting,
  solveGeometry,
  solveStatistics,
  solveChainPercent,
  solvePercent,
  solveProportion,
];
