/** Shared shape and number/quote formatting of the feature explainers (feature-evidence.ts). */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";

export interface FeatureExplainer {
  /** Groups features that describe the same thing (e.g. a rate and a count of one slip). */
  key: string;
  /** The quantity shown to the student (counts, percentages), for the essay. */
  value(a: EssayAnalysis): number;
  /** Predicate after "as redações avaliadas em X nesta competência …", for a level's mean value. */
  reference(mean: number): string;
  /** Clause about the essay, with quotes from it where there is something to quote. */
  essay(a: EssayAnalysis): string;
}

/** Numbers as a student reads them: "9", "1,5". */
export const num = (v: number) => {
  const rounded = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
  return rounded.toString().replace(".", ",");
};
export const pct = (share: number) => `${Math.round(100 * share)}%`;
export const quoted = (items: string[], max = 3) =>
  items.length
    ? ` (${items
        .slice(0, max)
        .map((s) => `“${s.trim()}”`)
        .join(", ")}${items.length > max ? "…" : ""})`
    : "";
/** A (possibly fractional) mean with its noun: "1 erro", "1,5 erros", "0 erros". */
export const many = (v: number, singular: string, plural: string) =>
  `${num(v)} ${num(v) === "1" ? singular : plural}`;
