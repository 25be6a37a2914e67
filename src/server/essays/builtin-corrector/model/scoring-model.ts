/**
 * Calibrated scoring. The committed weights (written by scripts/fit-corrector.ts) are:
 *   - model-weights.json: per competency, a ridge model over named analyser features with
 *     the cut points that turn it into a level on its own (the "rule-evidence" level), the
 *     stacking blends (stacked-model.ts), the prompt priors and the hashes of the essays the
 *     weights were fitted on (so the eval script never scores them as unseen);
 *   - lexical-weights.json: the TF-IDF ridge model (lexical-model.ts).
 * All are imported statically, so `tsc` copies them next to the compiled code.
 */

import { ENEM_LEVELS, type EnemLevel } from "#domain/essays/rules";
import type { LevelProfiles } from "../feedback/level-rationale.ts";
import { levelsFrom } from "./level-mapping.ts";
import { type LexicalModel, LexicalScorer } from "./lexical-model.ts";
import lexicalJson from "./lexical-weights.json" with { type: "json" };
import modelJson from "./model-weights.json" with { type: "json" };
import { type CompetencyModel, predictRaw, snap } from "./ridge-model.ts";
import { type StackedWeights, scenarioFor, stackedScores } from "./stacked-model.ts";

export interface ModelWeights {
  version: 3;
  description: string;
  fitted_on: {
    file: string;
    essays: number;
    /** training/training-set.ts hashes of the essays' normalised texts (sorted). */
    essay_hashes: string[];
  };
  /** Feature models (rule evidence only); their cuts give the level without the other models. */
  competencies: [CompetencyModel, CompetencyModel, CompetencyModel, CompetencyModel, CompetencyModel];
  stacked: StackedWeights;
  /** Feature means of the training essays at each level (feedback/level-rationale.ts: "Por que esta nota"). */
  level_profiles: LevelProfiles;
  /** Loaded from lexical-weights.json (not stored inside model-weights.json). */
  lexical: LexicalModel;
}

/** Where the fit script writes the weights (runtime code imports them statically instead). */
export const MODEL_WEIGHTS_URL = new URL("./model-weights.json", import.meta.url);
export const LEXICAL_WEIGHTS_URL = new URL("./lexical-weights.json", import.meta.url);
export const TOPIC_IDF_URL = new URL("./topic-idf.json", import.meta.url);

function validate(w: ModelWeights): ModelWeights {
  if (w.version !== 3 || w.competencies.length !== 5 || !w.stacked?.seen || !w.stacked?.unseen)
    throw new Error("model-weights.json: formato inesperado");
  if (w.lexical.coef.length !== w.lexical.targets.length)
    throw new Error("lexical-weights.json: formato inesperado");
  return w;
}

let committed: ModelWeights | null = null;

/** The committed weights (model-weights.json + lexical-weights.json). */
export function loadModelWeights(): ModelWeights {
  committed ??= validate({
    ...(modelJson as unknown as Omit<ModelWeights, "lexical">),
    lexical: lexicalJson as unknown as LexicalModel,
  });
  return committed;
}

interface CompetencyPrediction {
  level: EnemLevel;
  /** Blended score in level units (0..5). */
  raw: number;
  /** Level the rule-evidence (feature) model gives on its own. */
  featureLevel: EnemLevel;
}

const scorers = new WeakMap<LexicalModel, LexicalScorer>();
function scorerFor(m: LexicalModel): LexicalScorer {
  let s = scorers.get(m);
  if (!s) {
    s = new LexicalScorer(m);
    scorers.set(m, s);
  }
  return s;
}

/** Lexical model predictions (level units per competency, then the total) for an essay text. */
export function lexicalPredictions(weights: ModelWeights, text: string): number[] {
  return scorerFor(weights.lexical).predict(text);
}

/**
 * Levels per competency: the feature and lexical predictions (and the prompt prior when
 * the essay's prompt is one the weights were fitted on) are blended, and the levels are fitted
 * jointly with the predicted total.
 */
export function predictLevels(
  weights: ModelWeights,
  features: Record<string, number>,
  text: string,
  promptKey = "",
): CompetencyPrediction[] {
  const feature = weights.competencies.map((m) => predictRaw(m, features));
  const featureLevels = weights.competencies.map((m, c) => ENEM_LEVELS[snap(feature[c] ?? 0, m.cuts)] ?? 0);
  const { scenario, prior } = scenarioFor(weights.stacked, promptKey);
  const s = stackedScores(scenario, {
    feature,
    lexical: lexicalPredictions(weights, text),
    ...(prior ? { prior } : {}),
  });
  return levelsFrom(scenario, s.z, s.total).map((l, c) => ({
    level: ENEM_LEVELS[l] ?? 0,
    raw: s.z[c] ?? 0,
    featureLevel: featureLevels[c] ?? 0,
  }));
}
