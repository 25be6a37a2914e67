/**
 * Fitting and evaluation on Essay-BR-format data, shared by scripts/fit-corrector.ts and
 * scripts/eval-corrector.ts: per-competency ridge models on a short list of features,
 * prompt-grouped K-fold cross-validation, and the agreement metrics.
 */
import { type CompetencyModel, predictRaw } from "../model/ridge-model.ts";
import type { ModelWeights } from "../model/scoring-model.ts";
import { fitRidge } from "./fit-ridge.ts";

/**
 * Having developed a text at all, which every competency's descriptors presuppose. Nothing an
 * analyser finds about one competency feeds another: a spelling slip moves C1 and nothing else.
 */
const SHARED = ["log_words", "short_text"];

/**
 * Shared signals plus each competency's own indicators, as ENEM's grid assigns them; kept short
 * so weights stay readable. Indicators whose fitted sign contradicted the feedback (e.g.
 * "has_action" next to "action_sentences", raw topic similarity next to key-term coverage) are
 * left out, and so is word length, which is not an ENEM criterion.
 */
export const FEATURE_SETS: [string[], string[], string[], string[], string[]] = [
  [
    ...SHARED,
    "misspell_rate",
    "grammar_rate",
    "duplication_rate",
    "duplication_count",
    "orality",
    "mattr",
    "formal_words",
    "long_sentences",
    "accent_slip_rate",
    "other_misspell_rate",
    // Writing mechanics (analysis/writing-mechanics.ts): punctuation and sentence control.
    "commas_per_100",
    "opener_comma_missing",
    "longest_sentence",
  ],
  [
    ...SHARED,
    "key_coverage",
    "repertoire_items",
    "repertoire_kinds",
    "repertoire_in_intro",
    "narrative_ratio",
    "argumentative_density",
    "thesis",
  ],
  [
    ...SHARED,
    "conclusion_opener",
    "paragraphs_ok",
    "paragraphs_few",
    "balance",
    "thesis",
    "intro_conclusion_overlap",
    "development_support",
  ],
  [
    ...SHARED,
    "distinct_connectives",
    "distinct_relations",
    "inter_paragraph_ratio",
    "connectives_per_100",
    "overused_connectives",
    "encapsulators",
    "referential_per_sentence",
    "paragraphs_few",
    "paragraphs_ok",
  ],
  [
    ...SHARED,
    "proposal_elements",
    "has_agent",
    "has_means",
    "has_purpose",
    "has_detail",
    "action_sentences",
    "proposal_in_conclusion",
    "proposal_topic_similarity",
    "paragraphs_few",
  ],
];

/** Chosen by prompt-grouped cross-validation (10, 30, 100 tried; 100 generalised best). */
export const RIDGE_LAMBDA = 100;

interface LabelledRow {
  features: Record<string, number>;
  /** Human levels as indices 0..5 (score / 40). */
  levels: number[];
  group: string;
  /** model/prompt-prior.ts key of the essay's prompt (its texts' hash; "" when unknown). */
  promptKey?: string;
}
export type FeatureRow = LabelledRow;

/**
 * Targets with the prompt's grading offset taken out ("within-prompt" fit): each target minus
 * `strength` × (its prompt's shrunk mean − the overall mean), prompts recognised by their texts
 * (`keys`: model/prompt-prior.ts keys; "" = unknown, left as is). Essay-BR prompts differ a lot in how
 * strictly they were graded; fitted on the raw levels, a feature that merely differs between
 * prompts (length, the theme's vocabulary) takes credit for that offset, which does not carry
 * over to a new topic.
 */
export function withinPromptTargets(keys: string[], y: number[][], strength: number, pseudo = 5): number[][] {
  if (strength <= 0) return y;
  const width = y[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  for (const row of y) for (let t = 0; t < width; t++) mean[t] = (mean[t] ?? 0) + (row[t] ?? 0) / y.length;
  const by = new Map<string, { s: number[]; n: number }>();
  keys.forEach((k, i) => {
    if (!k) return;
    const e = by.get(k) ?? { s: new Array<number>(width).fill(0), n: 0 };
    for (let t = 0; t < width; t++) e.s[t] = (e.s[t] ?? 0) + (y[i]?.[t] ?? 0);
    e.n++;
    by.set(k, e);
  });
  return y.map((row, i) => {
    const e = keys[i] ? by.get(keys[i] ?? "") : undefined;
    if (!e) return row;
    return row.map(
      (v, t) => v - strength * (((e.s[t] ?? 0) + pseudo * (mean[t] ?? 0)) / (e.n + pseudo) - (mean[t] ?? 0)),
    );
  });
}

/**
 * Fits one ridge model per competency, then a single "stretch" that spreads the
 * (shrunken) predictions so the summed levels agree best with the human totals (QWK);
 * the stretch is folded into each competency's cut points.
 */
export function fitCompetencyModels(
  rows: LabelledRow[],
  sets: string[][] = FEATURE_SETS,
  lambda = RIDGE_LAMBDA,
  demean = 0,
): ModelWeights["competencies"] {
  const targets = withinPromptTargets(
    rows.map((r) => r.promptKey ?? ""),
    rows.map((r) => r.levels),
    demean,
  );
  const fits = sets.map((features, c) =>
    fitRidge(
      rows.map((r) => r.features),
      targets.map((t) => t[c] ?? 0),
      features,
      lambda,
    ),
  );
  const z = fits.map((m) => rows.map((r) => predictRaw({ ...m, cuts: [] }, r.features)));
  const humanTotals = rows.map((r) => r.levels.reduce((a, b) => a + b, 0));
  const levelAt = (c: number, i: number, s: number) => {
    const m = fits[c] as (typeof fits)[number];
    return Math.max(0, Math.min(5, Math.round(m.intercept + s * ((z[c]?.[i] ?? 0) - m.intercept))));
  };
  let stretch = 1;
  let best = -1;
  for (let s = 1; s <= 2.5 + 1e-9; s += 0.05) {
    const totals = rows.map((_, i) => [0, 1, 2, 3, 4].reduce((a, c) => a + levelAt(c, i, s), 0));
    const k = quadraticWeightedKappa(totals, humanTotals, 26);
    if (k > best + 1e-9) {
      best = k;
      stretch = s;
    }
  }
  return fits.map((m) => {
    // round(intercept + s·(z − intercept)) ≥ k  ⇔  z > intercept + (k − 0.5 − intercept) / s
    const cuts = [1, 2, 3, 4, 5].map((k) => round(m.intercept + (k - 0.5 - m.intercept) / stretch));
    const model: CompetencyModel = {
      ...m,
      coef: m.coef.map(round),
      mean: m.mean.map(round),
      std: m.std.map(round),
      intercept: round(m.intercept),
      cuts,
    };
    return model;
  }) as ModelWeights["competencies"];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export interface AgreementFigures {
  n: number;
  qwk_total: number;
  /** Mean absolute error of the total, in points. */
  mae_total: number;
  qwk_per_competency: number[];
  within_100: number;
  within_enem_tolerance: number;
}

/**
 * Totals are multiples of 40 (five levels of 40), so QWK on the total uses the 26 classes
 * 0, 40, …, 1000 (score / 40, rounded). Per competency: the 6 ENEM levels.
 */
export function agreement(predicted: number[][], human: number[][]): AgreementFigures {
  const n = predicted.length;
  const per = [0, 1, 2, 3, 4].map((c) =>
    quadraticWeightedKappa(
      predicted.map((p) => Math.round((p[c] ?? 0) / 40)),
      human.map((h) => Math.round((h[c] ?? 0) / 40)),
      6,
    ),
  );
  const tp = predicted.map((p) => p.reduce((a, b) => a + b, 0));
  const th = human.map((h) => h.reduce((a, b) => a + b, 0));
  const qt = quadraticWeightedKappa(
    tp.map((t) => Math.min(25, Math.max(0, Math.round(t / 40)))),
    th.map((t) => Math.min(25, Math.max(0, Math.round(t / 40)))),
    26,
  );
  const within100 = tp.filter((t, i) => Math.abs(t - (th[i] ?? 0)) <= 100).length;
  const tolerance = tp.filter(
    (t, i) =>
      Math.abs(t - (th[i] ?? 0)) <= 100 &&
      (predicted[i] ?? []).every((v, c) => Math.abs(v - (human[i]?.[c] ?? 0)) <= 80),
  ).length;
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const absoluteErrors = tp.reduce((sum, t, i) => sum + Math.abs(t - (th[i] ?? 0)), 0);
  return {
    n,
    qwk_total: r3(qt),
    mae_total: Math.round((10 * absoluteErrors) / Math.max(1, n)) / 10,
    qwk_per_competency: per.map(r3),
    within_100: r3(within100 / Math.max(1, n)),
    within_enem_tolerance: r3(tolerance / Math.max(1, n)),
  };
}

/** Quadratic weighted kappa between two integer ratings in [0, k). */
export function quadraticWeightedKappa(a: number[], b: number[], k: number): number {
  const O = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const ha = new Array<number>(k).fill(0);
  const hb = new Array<number>(k).fill(0);
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    (O[x] as number[])[y] = (O[x]?.[y] ?? 0) + 1;
    ha[x] = (ha[x] ?? 0) + 1;
    hb[y] = (hb[y] ?? 0) + 1;
  });
  const n = a.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const wgt = ((i - j) * (i - j)) / ((k - 1) * (k - 1));
      num += wgt * (O[i]?.[j] ?? 0);
      den += (wgt * (ha[i] ?? 0) * (hb[j] ?? 0)) / n;
    }
  }
  return den === 0 ? 1 : 1 - num / den;
}
