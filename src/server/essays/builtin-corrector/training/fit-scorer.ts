/**
 * The complete fitting procedure behind model/model-weights.json + model/lexical-weights.json, shared by
 * scripts/fit-corrector.ts (fit on all essays) and scripts/eval-corrector.ts (refit inside
 * every cross-validation fold, so held-out essays never influence any fitted number):
 *
 *  1. base models, each with out-of-fold predictions on the training essays; the feature and
 *     lexical models are fitted "within prompt" (calibration.ts `withinPromptTargets`: each
 *     target minus its prompt's shrunk mean offset, prompts recognised by their texts), so they
 *     learn what separates essays on the same topic rather than how strictly a prompt was
 *     graded, which a new topic does not share; the prompt prior carries that offset for the
 *     prompts of the training data:
 *     - feature model: per-competency ridge over the explainable analyser features
 *       (calibration.ts), inner 5-fold splits, random and grouped by prompt;
 *     - lexical model: TF-IDF ridge per competency and for the total (fit-lexical.ts), with
 *       leave-one-out and leave-prompt-out predictions in closed form;
 *     - prompt prior (model/prompt-prior.ts): the shrunk mean of the other essays on the same prompt;
 *  2. two blends (model/blend.ts, fitted by fit-ridge.ts), because the models are not equally reliable on a familiar and on
 *     a new topic: "seen" (prompt in the training data) is fitted on the random/leave-one-out
 *     predictions and uses the prompt prior; "unseen" on the grouped/leave-prompt-out ones;
 *  3. levels (model/level-mapping.ts, fitted by fit-levels.ts): rounding, a joint total stretched for QWK, levels shifted to
 *     add up to it; each scenario has its own stretch.
 */

import type { BlendInputs } from "../model/blend.ts";
import { ROUNDING_CUTS } from "../model/level-mapping.ts";
import type { LexicalModel, TermDictionary, TermDoc } from "../model/lexical-model.ts";
import { type PromptPriors, priorFor } from "../model/prompt-prior.ts";
import { type CompetencyModel, predictRaw } from "../model/ridge-model.ts";
import { type ScenarioWeights, type StackedWeights, stackedScores } from "../model/stacked-model.ts";
import {
  FEATURE_SETS,
  type FeatureRow,
  fitCompetencyModels,
  RIDGE_LAMBDA,
  withinPromptTargets,
} from "./calibration.ts";
import { fitCuts, fitTotalStretch } from "./fit-levels.ts";
import {
  compactLexicalModel,
  DEFAULT_LEXICAL_OPTIONS,
  fitLexical,
  type LexicalOptions,
} from "./fit-lexical.ts";
import { type BlendColumns, fitBlend, roundBlend } from "./fit-ridge.ts";
import { promptGroupedFolds, stratifiedFolds } from "./folds.ts";

const LEXICAL_TARGETS = ["c1", "c2", "c3", "c4", "c5", "total"];

export interface StackOptions {
  lexical: LexicalOptions;
  featureSets: string[][];
  featureLambda: number;
  /**
   * 0..1: share of each prompt's grading offset taken out of the feature models' targets
   * (calibration.ts). 1 (default) generalised best to new prompts: grouped QWK total +0.02.
   */
  featureDemean: number;
  /** The same for the lexical model's targets. */
  lexicalDemean: number;
  joint: boolean;
  /** model/level-mapping.ts `jointFrom`: the first competency the joint total covers. */
  jointFrom: number;
  /** Ridge penalty of the blend (standardised inputs). */
  blendLambda: number;
  /** True: each competency's blend uses every prediction; false: its own and the total's. */
  fullBlend: boolean;
  /** True: cut points per competency fitted for QWK; false: plain rounding (the joint total spreads the levels). */
  qwkCuts: boolean;
  useLexical: boolean;
  /** Pseudo-count of the prompt prior (0: no prompt prior). */
  priorStrength: number;
  innerFolds: number;
  seed: number;
}

export const DEFAULT_STACK_OPTIONS: StackOptions = {
  lexical: DEFAULT_LEXICAL_OPTIONS,
  featureSets: FEATURE_SETS,
  featureLambda: RIDGE_LAMBDA,
  featureDemean: 1,
  lexicalDemean: 1,
  // C1 stands alone; C2–C5 agree with their own total, predicted without C1's evidence (which let
  // a spelling slip move every competency).
  joint: true,
  jointFrom: 1,
  blendLambda: 10,
  fullBlend: false,
  qwkCuts: false,
  useLexical: true,
  priorStrength: 10,
  innerFolds: 5,
  seed: 7,
};

interface TrainingRow extends FeatureRow {
  doc: TermDoc;
  /** model/prompt-prior.ts key of the essay's prompt ("" when unknown). */
  promptKey: string;
}

interface FittedScorer {
  features: CompetencyModel[];
  lexical: LexicalModel;
  stacked: StackedWeights;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Inputs of the blend from the analyser features: the five ridge predictions. */
function featurePredictions(models: CompetencyModel[], features: Record<string, number>): number[] {
  return models.map((m) => predictRaw(m, features));
}

function buildPromptPriors(keys: string[], targets: number[][], strength: number): PromptPriors {
  const width = targets[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  const prompts: PromptPriors["prompts"] = {};
  keys.forEach((key, i) => {
    const y = targets[i] ?? [];
    for (let t = 0; t < width; t++) mean[t] = (mean[t] ?? 0) + (y[t] ?? 0) / Math.max(1, keys.length);
    if (!key) return;
    const p = prompts[key] ?? { n: 0, sums: new Array<number>(width).fill(0) };
    p.n++;
    for (let t = 0; t < width; t++) p.sums[t] = (p.sums[t] ?? 0) + (y[t] ?? 0);
    prompts[key] = p;
  });
  return { strength, mean, prompts };
}

/** The committed form: sums rounded, so the JSON stays small and diffs stay readable. */
function compactPromptPriors(p: PromptPriors): PromptPriors {
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    strength: p.strength,
    mean: p.mean.map(r4),
    prompts: Object.fromEntries(
      Object.entries(p.prompts)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, { n: v.n, sums: v.sums.map(r4) }]),
    ),
  };
}
/** Out-of-fold predictions of a model fitted on the other inner folds. */
function outOfFold<M>(
  rows: TrainingRow[],
  folds: number[],
  fitModel: (train: TrainingRow[], idx: number[]) => M,
  predict: (m: M, r: TrainingRow) => number[],
): number[][] {
  const out: number[][] = new Array(rows.length);
  const k = Math.max(...folds) + 1;
  for (let f = 0; f < k; f++) {
    const idx = rows.map((_, i) => i).filter((i) => folds[i] !== f);
    const m = fitModel(
      idx.map((i) => rows[i] as TrainingRow),
      idx,
    );
    rows.forEach((r, i) => {
      if (folds[i] === f) out[i] = predict(m, r);
    });
  }
  return out;
}

function fitScenario(
  stack: Array<{ inputs: BlendInputs; y: number[] }>,
  opts: StackOptions,
  groups: Array<"feature" | "lexical" | "prior">,
): ScenarioWeights {
  const all = [0, 1, 2, 3, 4, 5];
  const columnsFor = (c: number): BlendColumns =>
    Object.fromEntries(
      groups.map((g) => [
        g,
        opts.fullBlend ? (g === "feature" ? [0, 1, 2, 3, 4] : all) : g === "feature" ? [c] : [c, 5],
      ]),
    );
  const rows = stack.map((s) => s.inputs);
  const competencies = [0, 1, 2, 3, 4].map((c) =>
    fitBlend(
      rows,
      stack.map((s) => s.y[c] ?? 0),
      columnsFor(c),
      opts.blendLambda,
    ),
  );
  const covered = [0, 1, 2, 3, 4].slice(opts.jointFrom);
  // The lexical and prior inputs read no competency's evidence (the lexical model reads the text
  // with its spelling corrected), so all of them may predict the covered total.
  const total = fitBlend(
    rows,
    stack.map((s) => covered.reduce((t, c) => t + (s.y[c] ?? 0), 0)),
    Object.fromEntries(groups.map((g) => [g, g === "feature" ? covered : all])),
    opts.blendLambda,
  );
  const partial: ScenarioWeights = {
    competencies,
    total,
    cuts: [],
    joint: opts.joint,
    jointFrom: opts.jointFrom,
    totalCenter: 0,
    totalStretch: 1,
  };
  const oof = stack.map((s) => stackedScores(partial, s.inputs));
  // A competency outside the joint total gets no spread from it: its cut points are fitted for QWK.
  const standalone = (c: number) => !opts.joint || c < opts.jointFrom;
  partial.cuts = [0, 1, 2, 3, 4].map((c) =>
    opts.qwkCuts || standalone(c)
      ? fitCuts(
          oof.map((o) => o.z[c] ?? 0),
          stack.map((s) => s.y[c] ?? 0),
          6,
        )
      : ROUNDING_CUTS,
  );
  Object.assign(
    partial,
    fitTotalStretch(
      partial,
      oof,
      stack.map((s) => s.y[5] ?? 0),
    ),
  );
  return { ...partial, competencies: competencies.map(roundBlend), total: roundBlend(total) };
}

/** Fits the full scorer on training rows (see the header); nothing outside `rows` is used. */
export function fitScorer(
  rows: TrainingRow[],
  dict: TermDictionary,
  opts: StackOptions = DEFAULT_STACK_OPTIONS,
): FittedScorer {
  const y = rows.map((r) => [...r.levels, sum(r.levels)]);
  const randomFolds = stratifiedFolds(
    y.map((v) => v[5] ?? 0),
    opts.innerFolds,
    opts.seed,
  );
  const groupedFolds = promptGroupedFolds(
    rows.map((r) => r.group),
    opts.innerFolds,
  );
  const fitFeatures = (train: TrainingRow[]) =>
    fitCompetencyModels(train, opts.featureSets, opts.featureLambda, opts.featureDemean);
  const features = fitFeatures(rows);
  const featureOof = (folds: number[]) =>
    outOfFold(rows, folds, fitFeatures, (m, r) => featurePredictions(m, r.features));
  const lex = fitLexical(
    rows.map((r) => r.doc),
    dict,
    withinPromptTargets(
      rows.map((r) => r.promptKey),
      y,
      opts.lexicalDemean,
    ),
    LEXICAL_TARGETS,
    opts.lexical,
    rows.map((r) => r.group),
  );
  const priors =
    opts.priorStrength > 0
      ? buildPromptPriors(
          rows.map((r) => r.promptKey),
          y,
          opts.priorStrength,
        )
      : null;
  const base: Array<"feature" | "lexical"> = ["feature", ...(opts.useLexical ? (["lexical"] as const) : [])];
  // Seen prompts: random inner folds, leave-one-out lexical predictions, leave-one-out prompt prior.
  const fr = featureOof(randomFolds);
  const seenStack = rows.map((r, i) => ({
    inputs: {
      feature: fr[i] ?? [],
      lexical: lex.loo[i] ?? [],
      ...(priors ? { prior: priorFor(priors, r.promptKey, y[i]) ?? priors.mean } : {}),
    },
    y: y[i] ?? [],
  }));
  // New prompts: folds grouped by prompt, leave-prompt-out lexical predictions, no prior.
  const fg = featureOof(groupedFolds);
  const unseenStack = rows.map((_, i) => ({
    inputs: { feature: fg[i] ?? [], lexical: lex.lgo?.[i] ?? [] },
    y: y[i] ?? [],
  }));
  return {
    features,
    lexical: compactLexicalModel(lex.model),
    stacked: {
      seen: fitScenario(seenStack, opts, priors ? [...base, "prior"] : base),
      unseen: fitScenario(unseenStack, opts, base),
      priors: priors ? compactPromptPriors(priors) : null,
    },
  };
}
