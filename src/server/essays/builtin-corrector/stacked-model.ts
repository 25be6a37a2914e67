/**
 * The complete fitting procedure behind model-weights.json + lexical-weights.json, shared by
 * scripts/fit-corrector.ts (fit on all essays) and scripts/eval-corrector.ts (refit inside
 * every cross-validation fold, so held-out essays never influence any fitted number):
 *
 *  1. feature model: per-competency ridge over the explainable analyser features
 *     (calibration.ts), with out-of-fold predictions from inner 5-fold splits, one random
 *     (stratified by total) and one grouped by prompt;
 *  2. lexical model: TF-IDF ridge per competency and for the total (lexical-model.ts), with
 *     vocabulary and IDF from the training essays, and leave-one-out and leave-prompt-out
 *     predictions in closed form;
 *  3. blend: per competency and for the total, a least-squares combination of all the
 *     out-of-fold predictions of both models (competency scores move together), fitted on
 *     both stacking sets at once: essays on prompts already seen and on new prompts;
 *  4. levels: the blend rounded to a level (cut points at x.5; QWK-fitted cuts are an option);
 *     then the total is predicted jointly (its stretch fitted for QWK on the out-of-fold
 *     blend) and the competency levels are adjusted, one step at a time, until their sum
 *     agrees with it (levels stay consistent with the total).
 */
import {
  FEATURE_SETS,
  type FeatureRow,
  fitCompetencyModels,
  promptGroupedFolds,
  RIDGE_LAMBDA,
} from "./calibration.js";
import {
  compactLexicalModel,
  DEFAULT_LEXICAL_OPTIONS,
  fitLexical,
  type LexicalModel,
  type LexicalOptions,
  type TermDictionary,
  type TermDoc,
} from "./lexical-model.js";
import { type CompetencyModel, fitRidge, predictRaw, quadraticWeightedKappa, snap } from "./ridge-model.js";

export const LEXICAL_TARGETS = ["c1", "c2", "c3", "c4", "c5", "total"];

/**
 * Blend of the two models' predictions for one target (level units; total: 0..25): weights
 * over the five feature-model predictions and the six lexical ones (five competencies and
 * the total), since graders' competency scores move together.
 */
export interface BlendWeights {
  intercept: number;
  feature: number[];
  lexical: number[];
}

export interface StackedWeights {
  competencies: BlendWeights[];
  /** Five increasing cut points per competency, on the blended scale (default 0.5 … 4.5). */
  cuts: number[][];
  total: BlendWeights;
  /** Total level (0..25) = round(center + stretch · (blended total − center)). */
  totalCenter: number;
  totalStretch: number;
  /** Whether competency levels are shifted jointly to agree with the predicted total. */
  joint: boolean;
}

export interface StackOptions {
  lexical: LexicalOptions;
  featureSets: string[][];
  featureLambda: number;
  joint: boolean;
  /** Ridge penalty of the blend (standardised inputs). */
  blendLambda: number;
  /**
   * Which out-of-fold predictions train the blend and the cut points: "random" (inner
   * random folds / leave-one-out: prompts already seen), "grouped" (inner folds by prompt /
   * leave-prompt-out: new topics) or "both" (the two sets together).
   */
  blendOn: "random" | "grouped" | "both";
  /**
   * True: each competency's blend uses every prediction of both models; false: only its own
   * feature and lexical predictions and the lexical total (easier to explain).
   */
  fullBlend: boolean;
  /**
   * True: cut points per competency fitted for QWK on the out-of-fold blend; false: plain
   * rounding (the joint total already spreads the levels). Cross-validation on Essay-BR: the
   * fitted cuts did not help (random-CV total QWK equal, per-competency 0.01–0.02 lower).
   */
  qwkCuts: boolean;
  /** False: blend the feature model only (for comparisons). */
  useLexical: boolean;
  innerFolds: number;
  seed: number;
}

export const DEFAULT_STACK_OPTIONS: StackOptions = {
  lexical: DEFAULT_LEXICAL_OPTIONS,
  featureSets: FEATURE_SETS,
  featureLambda: RIDGE_LAMBDA,
  joint: true,
  blendLambda: 10,
  blendOn: "both",
  useLexical: true,
  fullBlend: false,
  qwkCuts: false,
  innerFolds: 5,
  seed: 7,
};

export interface TrainingRow extends FeatureRow {
  doc: TermDoc;
}

export interface FittedScorer {
  features: CompetencyModel[];
  lexical: LexicalModel;
  stacked: StackedWeights;
}

/** Deterministic pseudo-random generator (LCG) for shuffles. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * K folds, shuffled with a fixed seed and stratified by `strata` (essays sorted by stratum
 * after the shuffle, then dealt round-robin, so each fold gets the same score profile).
 */
export function stratifiedFolds(strata: number[], k: number, seed: number): number[] {
  const rnd = seededRandom(seed);
  const idx = strata.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  const order = idx
    .map((i, pos) => ({ i, pos }))
    .sort((a, b) => (strata[a.i] ?? 0) - (strata[b.i] ?? 0) || a.pos - b.pos);
  const folds = new Array<number>(strata.length).fill(0);
  order.forEach(({ i }, pos) => {
    folds[i] = pos % k;
  });
  return folds;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Inputs of the blend from the analyser features: the five ridge predictions. */
export function featurePredictions(models: CompetencyModel[], features: Record<string, number>): number[] {
  return models.map((m) => predictRaw(m, features));
}

/**
 * Least squares (small ridge on standardised inputs) of y on the stacked predictions; only the
 * columns listed in `useF` / `useL` enter (the others get weight 0).
 */
function fitBlend(
  feature: number[][],
  lexical: number[][],
  y: number[],
  lambda: number,
  useF: number[],
  useL: number[],
): BlendWeights {
  const nf = feature[0]?.length ?? 0;
  const nl = lexical[0]?.length ?? 0;
  const names = [
    ...useF.filter((j) => j < nf).map((j) => `f${j}`),
    ...useL.filter((j) => j < nl).map((j) => `l${j}`),
  ];
  const rows = y.map((_, i) =>
    Object.fromEntries(
      names.map((k) => [k, (k[0] === "f" ? feature : lexical)[i]?.[Number(k.slice(1))] ?? 0]),
    ),
  );
  const m = fitRidge(rows, y, names, lambda);
  const w: BlendWeights = {
    intercept: m.intercept,
    feature: new Array(nf).fill(0),
    lexical: new Array(nl).fill(0),
  };
  names.forEach((k, j) => {
    const c = (m.coef[j] ?? 0) / (m.std[j] || 1);
    (k[0] === "f" ? w.feature : w.lexical)[Number(k.slice(1))] = c;
    w.intercept -= c * (m.mean[j] ?? 0);
  });
  return w;
}

export function blend(w: BlendWeights, feature: number[], lexical: number[]): number {
  let z = w.intercept;
  w.feature.forEach((c, j) => {
    z += c * (feature[j] ?? 0);
  });
  w.lexical.forEach((c, j) => {
    z += c * (lexical[j] ?? 0);
  });
  return z;
}

/**
 * Cut points maximising QWK of snap(pred) against the human levels: start from the cuts
 * that reproduce the human level distribution, then coordinate ascent over each cut.
 */
export function fitCuts(pred: number[], human: number[], k: number): number[] {
  const sorted = [...pred].sort((a, b) => a - b);
  const counts = new Array<number>(k).fill(0);
  for (const h of human) counts[h] = (counts[h] ?? 0) + 1;
  const cuts: number[] = [];
  let acc = 0;
  for (let c = 0; c < k - 1; c++) {
    acc += counts[c] ?? 0;
    const q = Math.min(sorted.length - 1, Math.max(0, Math.round(acc) - 1));
    cuts.push((sorted[q] ?? 0) + 1e-9);
  }
  for (let c = 1; c < cuts.length; c++) cuts[c] = Math.max(cuts[c] ?? 0, (cuts[c - 1] ?? 0) + 1e-6);
  const score = (cs: number[]) =>
    quadraticWeightedKappa(
      pred.map((p) => snap(p, cs)),
      human,
      k,
    );
  let best = score(cuts);
  const lo = sorted[0] ?? 0;
  const hi = sorted[sorted.length - 1] ?? 0;
  for (let round = 0; round < 3; round++) {
    for (let c = 0; c < cuts.length; c++) {
      const a = c === 0 ? lo - 0.5 : (cuts[c - 1] ?? lo);
      const b = c === cuts.length - 1 ? hi + 0.5 : (cuts[c + 1] ?? hi);
      for (let s = 1; s < 40; s++) {
        const trial = [...cuts];
        trial[c] = a + ((b - a) * s) / 40;
        const q = score(trial);
        if (q > best + 1e-9) {
          best = q;
          cuts[c] = trial[c] as number;
        }
      }
    }
  }
  return cuts.map((x) => Math.round(x * 1e5) / 1e5);
}

/**
 * Level per competency. With `joint`, the levels are then moved one step at a time until they
 * add up to the predicted total: each step moves the competency whose blended score is
 * nearest to the cut point it has to cross (ties: the first competency).
 */
export function levelsFrom(st: StackedWeights, z: number[], totalZ: number): number[] {
  const levels = z.map((v, c) => snap(v, st.cuts[c] ?? []));
  if (!st.joint) return levels;
  const target = Math.max(
    0,
    Math.min(25, Math.round(st.totalCenter + st.totalStretch * (totalZ - st.totalCenter))),
  );
  let total = sum(levels);
  while (total !== target) {
    const up = total < target;
    let pick = -1;
    let gap = Number.POSITIVE_INFINITY;
    levels.forEach((l, c) => {
      if (up ? l >= 5 : l <= 0) return;
      const cut = st.cuts[c]?.[up ? l : l - 1] ?? 0;
      const g = up ? cut - (z[c] ?? 0) : (z[c] ?? 0) - cut;
      if (g < gap) {
        gap = g;
        pick = c;
      }
    });
    if (pick < 0) break;
    levels[pick] = (levels[pick] ?? 0) + (up ? 1 : -1);
    total += up ? 1 : -1;
  }
  return levels;
}

export interface StackInputs {
  feature: number[];
  lexical: number[];
}

/** Blended competency scores and total, on the level scale. */
export function stackedScores(st: StackedWeights, inp: StackInputs): { z: number[]; total: number } {
  return {
    z: st.competencies.map((w) => blend(w, inp.feature, inp.lexical)),
    total: blend(st.total, inp.feature, inp.lexical),
  };
}

/** Fits the full scorer on training rows (see the header); nothing outside `rows` is used. */
export function fitScorer(
  rows: TrainingRow[],
  dict: TermDictionary,
  opts: StackOptions = DEFAULT_STACK_OPTIONS,
): FittedScorer {
  const n = rows.length;
  const y = rows.map((r) => [...r.levels, sum(r.levels)]);
  // 1. Feature model, with out-of-fold predictions from inner splits (random and by prompt).
  const features = fitCompetencyModels(rows, opts.featureSets, opts.featureLambda);
  const featureOof = (folds: number[]) => {
    const out: number[][] = new Array(n);
    const k = Math.max(...folds) + 1;
    for (let f = 0; f < k; f++) {
      const train = rows.filter((_, i) => folds[i] !== f);
      const ms = fitCompetencyModels(train, opts.featureSets, opts.featureLambda);
      rows.forEach((r, i) => {
        if (folds[i] === f) out[i] = featurePredictions(ms, r.features);
      });
    }
    return out;
  };
  const useRandom = opts.blendOn !== "grouped";
  const useGrouped = opts.blendOn !== "random";
  const strata = rows.map((r) => sum(r.levels));
  // 2. Lexical model (vocabulary/IDF from these rows) with leave-one-out and leave-prompt-out predictions.
  const lex = fitLexical(
    rows.map((r) => r.doc),
    dict,
    y,
    LEXICAL_TARGETS,
    opts.lexical,
    useGrouped ? rows.map((r) => r.group) : undefined,
  );
  // Stacking set: out-of-fold predictions of both models with the human levels.
  const stack: Array<{ feature: number[]; lexical: number[]; y: number[] }> = [];
  if (useRandom) {
    const fo = featureOof(stratifiedFolds(strata, opts.innerFolds, opts.seed));
    rows.forEach((_, i) => {
      stack.push({ feature: fo[i] ?? [], lexical: lex.loo[i] ?? [], y: y[i] ?? [] });
    });
  }
  if (useGrouped) {
    const fo = featureOof(
      promptGroupedFolds(
        rows.map((r) => r.group),
        opts.innerFolds,
      ),
    );
    rows.forEach((_, i) => {
      stack.push({ feature: fo[i] ?? [], lexical: lex.lgo?.[i] ?? [], y: y[i] ?? [] });
    });
  }
  const F = stack.map((s) => s.feature);
  const X = stack.map((s) => (opts.useLexical ? s.lexical : []));
  // 3. Blend on the out-of-fold predictions.
  const all = [0, 1, 2, 3, 4, 5];
  const competencies = [0, 1, 2, 3, 4].map((c) =>
    fitBlend(
      F,
      X,
      stack.map((s) => s.y[c] ?? 0),
      opts.blendLambda,
      opts.fullBlend ? all : [c],
      opts.fullBlend ? all : [c, 5],
    ),
  );
  const total = fitBlend(
    F,
    X,
    stack.map((s) => s.y[5] ?? 0),
    opts.blendLambda,
    all,
    all,
  );
  const partial: StackedWeights = {
    competencies,
    cuts: [],
    total,
    totalCenter: 0,
    totalStretch: 1,
    joint: opts.joint,
  };
  // 4. Cut points and total stretch on the out-of-fold blend.
  const oof = stack.map((s) => stackedScores(partial, s));
  partial.cuts = [0, 1, 2, 3, 4].map((c) =>
    opts.qwkCuts
      ? fitCuts(
          oof.map((o) => o.z[c] ?? 0),
          stack.map((s) => s.y[c] ?? 0),
          6,
        )
      : [0.5, 1.5, 2.5, 3.5, 4.5],
  );
  const humanTotals = stack.map((s) => s.y[5] ?? 0);
  partial.totalCenter = Math.round((sum(oof.map((o) => o.total)) / Math.max(1, oof.length)) * 1e4) / 1e4;
  let best = -2;
  for (let s = 1; s <= 2.5 + 1e-9; s += 0.05) {
    const trial = { ...partial, totalStretch: s };
    const totals = oof.map((o) => sum(levelsFrom(trial, o.z, o.total)));
    const q = quadraticWeightedKappa(totals, humanTotals, 26);
    if (q > best + 1e-9) {
      best = q;
      partial.totalStretch = Math.round(s * 100) / 100;
    }
  }
  const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
  const roundBlend = (w: BlendWeights): BlendWeights => ({
    intercept: r6(w.intercept),
    feature: w.feature.map(r6),
    lexical: w.lexical.map(r6),
  });
  return {
    features,
    lexical: compactLexicalModel(lex.model),
    stacked: { ...partial, competencies: partial.competencies.map(roundBlend), total: roundBlend(total) },
  };
}
