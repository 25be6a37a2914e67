/**
 * One fitting procedure for the committed weights and for every cross-validation fold
 * (scripts/fit-corrector.ts and scripts/eval-corrector.ts): topic IDF table, feature model,
 * lexical vocabulary/IDF/weights, blend and cut points all come from the training essays
 * given here, so held-out essays never influence a fitted number.
 */

import { type EssayAnalysis, withTopicIdf } from "../analysis/essay-analysis.ts";
import { buildIdfTable, type IdfTable } from "../analysis/term-vectors.ts";
import { correctAnalysis } from "../corrector.ts";
import { featureVector } from "../model/feature-vector.ts";
import type { TermDictionary, TermDoc } from "../model/lexical-model.ts";
import type { ModelWeights } from "../model/scoring-model.ts";
import type { BuiltinCorrection, EssayTopicForCorrection } from "../types.ts";
import { DEFAULT_STACK_OPTIONS, fitScorer, type StackOptions } from "./fit-scorer.ts";
import { fitLevelProfiles } from "./level-profiles.ts";

export interface CalibrationEssay {
  text: string;
  topic: EssayTopicForCorrection;
  /** Prompt id: groups essays for prompt-grouped folds (never used as a feature). */
  group: string;
  /** Human levels 0..5 (score / 40). */
  levels: number[];
  /** Analysis computed with any IDF table; topic parts are recomputed per fit. */
  analysis: EssayAnalysis;
  doc: TermDoc;
}

/** Background document frequencies: each essay and each distinct prompt is one document (labels unused). */
function topicIdfFor(essays: CalibrationEssay[]): IdfTable {
  const prompts = new Map<string, EssayTopicForCorrection>();
  for (const e of essays) prompts.set(e.group, e.topic);
  return buildIdfTable(
    [
      ...essays.map((e) => e.text),
      ...[...prompts.values()].map((p) => [p.description ?? "", ...(p.supportingTexts ?? [])].join("\n")),
    ],
    3,
  );
}

interface FittedCorrector {
  weights: ModelWeights;
  idf: IdfTable;
}

export function fitCorrector(
  train: CalibrationEssay[],
  dict: TermDictionary,
  meta: Pick<ModelWeights, "description" | "fitted_on">,
  opts: StackOptions = DEFAULT_STACK_OPTIONS,
): FittedCorrector {
  const idf = topicIdfFor(train);
  const analyses = train.map((e) => withTopicIdf(e.analysis, e.topic, idf));
  const rows = train.map((e, i) => ({
    features: featureVector(analyses[i] as EssayAnalysis),
    levels: e.levels,
    group: e.group,
    doc: e.doc,
    promptKey: e.analysis.promptKey,
  }));
  const fit = fitScorer(rows, dict, opts);
  const level_profiles = fitLevelProfiles(
    rows.map((r, i) => ({ ...r, analysis: analyses[i] as EssayAnalysis })),
    fit.features,
  );
  return {
    idf,
    weights: {
      version: 3,
      ...meta,
      competencies: fit.features as ModelWeights["competencies"],
      stacked: fit.stacked,
      level_profiles,
      lexical: fit.lexical,
    },
  };
}

/** Corrections of every essay by a corrector fitted on the other folds. */
export function crossValidatedCorrections(
  essays: CalibrationEssay[],
  folds: number[],
  dict: TermDictionary,
  opts: StackOptions = DEFAULT_STACK_OPTIONS,
): BuiltinCorrection[] {
  const k = Math.max(...folds) + 1;
  const out: BuiltinCorrection[] = new Array(essays.length);
  const meta = { description: "cross-validation fold", fitted_on: { file: "", essays: 0, essay_hashes: [] } };
  for (let f = 0; f < k; f++) {
    const { weights, idf } = fitCorrector(
      essays.filter((_, i) => folds[i] !== f),
      dict,
      meta,
      opts,
    );
    essays.forEach((e, i) => {
      if (folds[i] === f) out[i] = correctAnalysis(withTopicIdf(e.analysis, e.topic, idf), weights);
    });
  }
  return out;
}
