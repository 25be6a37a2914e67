/**
 * The stacked scorer at runtime: the blends and level mapping of the two scenarios (prompt
 * seen in the training data or not) and the prompt priors, as committed in model-weights.json.
 * How they are fitted: training/fit-scorer.ts.
 */
import { type BlendInputs, type BlendWeights, blend } from "./blend.ts";
import type { LevelMapping } from "./level-mapping.ts";
import { type PromptPriors, priorFor } from "./prompt-prior.ts";

/** Blend and level mapping for one scenario (prompt seen in training or not). */
export interface ScenarioWeights extends LevelMapping {
  competencies: BlendWeights[];
  total: BlendWeights;
}

export interface StackedWeights {
  seen: ScenarioWeights;
  unseen: ScenarioWeights;
  /** Null when fitted without the prompt prior. */
  priors: PromptPriors | null;
}

/** Blended competency scores and total, on the level scale. */
export function stackedScores(st: ScenarioWeights, inputs: BlendInputs): { z: number[]; total: number } {
  return { z: st.competencies.map((w) => blend(w, inputs)), total: blend(st.total, inputs) };
}

/** The scenario for an essay's prompt, with the prompt prior when the prompt is known. */
export function scenarioFor(
  st: StackedWeights,
  promptKey: string,
): { scenario: ScenarioWeights; prior: number[] | null } {
  const prior = st.priors ? priorFor(st.priors, promptKey) : null;
  return prior ? { scenario: st.seen, prior } : { scenario: st.unseen, prior: null };
}
