/**
 * "Por que esta nota": every level is justified by comparing the essay with the graded essays
 * of the calibration data, on the explainable features of that competency's model. What keeps
 * it above the level below (features where it beats the average essay of that level, weighted
 * by the model's coefficient) and what separates it from the level above (features where the
 * average essay of that level beats it) — each with the essay's own quotes. The comparison
 * holds whichever model set the level, so a score moved by the lexical model or by an ENEM
 * rule is still explained with evidence the student can act on. The profiles are fitted by
 * training/level-profiles.ts.
 */
import type { EnemLevel } from "#domain/essays/rules";
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import type { CompetencyModel } from "../model/ridge-model.ts";
import { num } from "./evidence-format.ts";
import { FEATURE_EXPLAINERS } from "./feature-evidence.ts";

/** Mean feature values and mean displayed values of the training essays at one human level. */
interface LevelProfile {
  n: number;
  feature: Record<string, number>;
  display: Record<string, number>;
}

/** Per competency, one profile per level (0..5). */
export type LevelProfiles = LevelProfile[][];

/**
 * What each competency's comment may cite, by explainer key. The models share "halo" signals
 * across competencies (length, theme words), but a student reading the C4 comment should be
 * told about cohesion, not about the theme. Length (words, lines) is never cited: ENEM grades
 * what the text develops, not how long it is.
 */
const CITABLE: string[][] = [
  [
    "misspell",
    "accent",
    "misspell_other",
    "opener_comma",
    "commas",
    "longest_sentence",
    "grammar",
    "repeated",
    "orality",
    "long_sentences",
    "formal",
    "variety",
    "first_person",
  ],
  ["key_terms", "repertoire", "repertoire_kinds", "narrative", "thesis", "first_person", "formal"],
  ["paragraphs", "balance", "thesis", "retake", "conclusion_opener", "key_terms", "repertoire"],
  [
    "connectives",
    "relations",
    "openers",
    "connective_density",
    "overused",
    "encapsulators",
    "paragraphs",
    "repeated",
    "conclusion_opener",
  ],
  [
    "proposal_elements",
    "proposal_agente",
    "proposal_meio",
    "proposal_finalidade",
    "proposal_detalhamento",
    "actions",
    "proposal_place",
  ],
];

/**
 * Which way each quantity is better by ENEM's grid (1: more, -1: fewer). A model coefficient
 * of the other sign (ridge weights of correlated features can flip) is never cited: the student
 * would read "they have 1,3 references, yours has 7" as what is missing. Keys not listed
 * (paragraph count, comma and connective density) have no single better direction.
 */
const BETTER: Record<string, 1 | -1> = {
  misspell: -1,
  accent: -1,
  misspell_other: -1,
  opener_comma: -1,
  longest_sentence: -1,
  grammar: -1,
  repeated: -1,
  orality: -1,
  long_sentences: -1,
  formal: 1,
  variety: 1,
  first_person: -1,
  key_terms: 1,
  repertoire: 1,
  repertoire_kinds: 1,
  narrative: -1,
  thesis: 1,
  balance: 1,
  retake: 1,
  conclusion_opener: 1,
  connectives: 1,
  relations: 1,
  openers: 1,
  overused: -1,
  encapsulators: 1,
  proposal_elements: 1,
  proposal_agente: 1,
  proposal_meio: 1,
  proposal_finalidade: 1,
  proposal_detalhamento: 1,
  actions: 1,
  proposal_place: 1,
};

/** Levels with fewer training essays than this are not used as a reference. */
const MIN_ESSAYS = 8;
/** Smallest standardised effect worth citing. */
const MIN_EFFECT = 0.01;

/** The two values read differently once rounded as the student sees them ("9" vs "9"). */
const differs = (v: number, ref: number | undefined) => num(v) !== num(ref ?? 0);

interface Cited {
  feature: string;
  effect: number;
}

/** Citable features ordered by effect (one per explainer), above MIN_EFFECT. */
function strongest(
  a: EssayAnalysis,
  m: CompetencyModel,
  competency: number,
  effect: (f: string, i: number) => number,
  k: number,
  shown: (f: string, i: number, value: number) => boolean,
): Cited[] {
  const best = new Map<string, Cited>();
  m.features.forEach((f, i) => {
    const ex = FEATURE_EXPLAINERS[f];
    if (!ex || !CITABLE[competency]?.includes(ex.key)) return;
    const e = effect(f, i);
    // What the student reads must agree with the effect: never "they have 8, yours has 10" as a gap.
    if (!shown(f, i, ex.value(a))) return;
    const better = BETTER[ex.key];
    if (better && Math.sign(m.coef[i] ?? 0) !== better) return;
    const prev = best.get(ex.key);
    if (e > MIN_EFFECT && (!prev || e > prev.effect)) best.set(ex.key, { feature: f, effect: e });
  });
  return [...best.values()].sort((a, b) => b.effect - a.effect).slice(0, k);
}

/** "elas usam em média 9 conectivos diferentes, e o seu usa 5 (“além disso”, …); elas …" */
function comparison(a: EssayAnalysis, cited: Cited[], ref: LevelProfile): string {
  return cited
    .map(({ feature }) => {
      const ex = FEATURE_EXPLAINERS[feature];
      return ex ? `elas ${ex.reference(ref.display[feature] ?? 0)}, e ${ex.essay(a)}` : "";
    })
    .filter(Boolean)
    .join("; ");
}

interface LevelRationale {
  /** Why the essay is not at the level below (empty at 0 or without a reference). */
  above: string;
  /** What separates it from the level above (empty at 200 or without a reference). */
  below: string;
}

export function levelRationale(
  competency: number,
  level: EnemLevel,
  a: EssayAnalysis,
  features: Record<string, number>,
  model: CompetencyModel,
  profiles: LevelProfiles | undefined,
): LevelRationale {
  const byLevel = profiles?.[competency];
  const index = level / 40;
  const lower = byLevel?.[index - 1];
  const upper = byLevel?.[index + 1];
  const x = (f: string) => features[f] ?? 0;
  const std = (i: number) => model.std[i] || 1;
  const above =
    lower && lower.n >= MIN_ESSAYS
      ? comparison(
          a,
          strongest(
            a,
            model,
            competency,
            (f, i) => ((model.coef[i] ?? 0) * (x(f) - (lower.feature[f] ?? 0))) / std(i),
            2,
            (f, i, v) =>
              (model.coef[i] ?? 0) * (v - (lower.display[f] ?? 0)) > 0 && differs(v, lower.display[f]),
          ),
          lower,
        )
      : "";
  const below =
    upper && upper.n >= MIN_ESSAYS
      ? comparison(
          a,
          strongest(
            a,
            model,
            competency,
            (f, i) => ((model.coef[i] ?? 0) * ((upper.feature[f] ?? 0) - x(f))) / std(i),
            2,
            (f, i, v) =>
              (model.coef[i] ?? 0) * ((upper.display[f] ?? 0) - v) > 0 && differs(v, upper.display[f]),
          ),
          upper,
        )
      : "";
  return { above, below };
}
