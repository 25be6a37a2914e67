/** The physics and chemistry solvers, in the order the tutor tries them. */
import { solveCalorimetry } from "./calorimetry.ts";
import { solveChemistry } from "./chemistry.ts";
import { solveDensityConcentration } from "./density-concentration.ts";
import { solveDilution } from "./dilution.ts";
import { solveElectricEnergy } from "./electric-energy.ts";
import { solveEnergy } from "./energy.ts";
import { solveHalfLife } from "./half-life.ts";
import { solveKinematics } from "./kinematics.ts";
import { solveTrip } from "./kinematics-trip-read.ts";
import { solveStoichiometry } from "./stoichiometry.ts";
import { solveGasLaw, solveThermalExpansion } from "./thermal.ts";
import type { Solver } from "./types.ts";
import { solveConversion } from "./units.ts";

// Conversion first: its pattern is the strictest ("72 km/h em m/s" and nothing else). Chemistry
// before kinematics, so "massa de 2 mol de CO2" is never read as a mass in a dynamics problem.
export const SCIENCE_SOLVERS: Solver[] = [
  solveConversion,
  solveStoichiometry,
  solveHalfLife,
  solveCalorimetry,
  solveThermalExpansion,
  solveGasLaw,
  solveDilution,
  solveChemistry,
  solveDensityConcentration,
  solveElectricEnergy,
  solveEnergy,
  solveTrip,
  solveKinematics,
];
