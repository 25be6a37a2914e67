/**
 * Calibrated scoring. The committed weights (written by scripts/fit-corrector.ts) are:
 *   - model-weights.json: per competency, a ridge model over named analyser features with
 *     the cut points that turn it into a level on its own (the "rule-evidence" level), and
 *     the stacking weights that blend it with the lexical model (stacked-model.ts);
 *   - lexical-weights.json: the TF-IDF ridge model (lexical-model.ts).
 * Both are imported statically, so `tsc` copies them next to the compiled code.
 */

import { type LexicalModel, LexicalScorer } from "./lexical-model.js";
import lexicalJson from "./lexical-weights.json" with { type: "json" };
import modelJson from "./model-weights.json" with { type: "json" };
import { type CompetencyModel, predictRaw, snap } from "./ridge-model.js";
import { levelsFrom, type StackedWeights, stackedScores } from "./stacked-model.js";
import { ENEM_LEVELS, type EnemLevel } from "./types.js";

export interface ModelWeights {
  version: 1 | 2;
  description: string;
  fitted_on: { file: string; sha256: string; essays: number };
  /** Feature models (rule evidence only); their cuts give the level without the lexical model. */
  competencies: [CompetencyModel, CompetencyModel, CompetencyModel, CompetencyModel, CompetencyModel];
  /** Version 2: blend with the lexical model, cut points and joint total. */
  stacked?: StackedWeights;
  /** Loaded from lexical-weights.json (not stored inside model-weights.json). */
  lexical?: LexicalModel;
}

/** Where the fit script writes the weights (runtime code imports them statically instead). */
export const MODEL_WEIGHTS_URL = new URL("./model-weights.json", import.meta.url);
export const LEXICAL_WEIGHTS_URL = new URL("./lexical-weights.json", import.meta.url);
export const TOPIC_IDF_URL = new URL("./topic-idf.json", import.meta.url);

function validate(w: ModelWeights): ModelWeights {
  if ((w.version !== 1 && w.version !== 2) || w.competencies.length !== 5)
    throw new Error("model-weights.json: formato inesperado");
  if (w.version === 2 && (!w.stacked || !w.lexical || w.lexical.coef.length !== w.lexical.targets.length))
    throw new Error("model-weights.json / lexical-weights.json: formato inesperado");
  return w;
}

let committed: ModelWeights | null = null;

/** The committed weights (model-weights.json + lexical-weights.json). */
export function loadModelWeights(): ModelWeights {
  committed ??= validate({
    ...(modelJson as unknown as ModelWeights),
    lexical: lexicalJson as unknown as LexicalModel,
  });
  return committed;
}

export interface CompetencyPrediction {
  level: EnemLevel;
  /** Continuous prediction in level units (0..5): the blended score (feature model alone in version 1). */
  raw: number;
  /** Level the rule-evidence (feature) model gives on its own; differs from `level` when the lexical model moved it. */
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
export function lexicalPredictions(weights: ModelWeights, texto: string): number[] | null {
  return weights.lexical ? scorerFor(weights.lexical).predict(texto) : null;
}

/**
 * Levels per competency. With the stacked (version 2) weights and the essay text, the
 * feature and lexical predictions are blended and the levels are fitted jointly with the
 * predicted total; otherwise the feature model alone decides.
 */
export function predictLevels(
  weights: ModelWeights,
  features: Record<string, number>,
  texto?: string,
): CompetencyPrediction[] {
  const raw = weights.competencies.map((m) => predictRaw(m, features));
  const featureLevels = weights.competencies.map((m, c) => ENEM_LEVELS[snap(raw[c] ?? 0, m.cuts)] ?? 0);
  const lexical = texto !== undefined && weights.stacked ? lexicalPredictions(weights, texto) : null;
  if (!weights.stacked || !lexical)
    return raw.map((r, c) => ({ level: featureLevels[c] ?? 0, raw: r, featureLevel: featureLevels[c] ?? 0 }));
  const s = stackedScores(weights.stacked, { feature: raw, lexical });
  const levels = levelsFrom(weights.stacked, s.z, s.total);
  return levels.map((l, c) => ({
    level: ENEM_LEVELS[l] ?? 0,
    raw: s.z[c] ?? 0,
    featureLevel: featureLevels[c] ?? 0,
  }));
}

/** Which features pushed a competency up or down the most (for debugging/eval reports). */
export function topContributions(
  m: CompetencyModel,
  features: Record<string, number>,
  k = 3,
): Array<{ feature: string; effect: number }> {
  return m.features
    .map((f, i) => ({
      feature: f,
      effect: ((m.coef[i] ?? 0) * ((features[f] ?? 0) - (m.mean[i] ?? 0))) / (m.std[i] || 1),
    }))
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, k);
}
