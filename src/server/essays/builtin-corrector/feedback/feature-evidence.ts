/**
 * How each explainable model feature reads to a student: the essay's own value, quoted from
 * the text, and the same quantity averaged over graded essays of a level ("as redações
 * avaliadas em 160 nesta competência usam em média 9 conectivos diferentes; o seu usa 5
 * (“além disso”, “portanto”…)"). level-rationale.ts picks which ones explain a level.
 * Features without an explainer (raw word length, similarity scores) are never cited.
 */

import type { FeatureExplainer } from "./evidence-format.ts";
import { LANGUAGE_EXPLAINERS } from "./evidence-language.ts";
import { ORGANIZATION_EXPLAINERS } from "./evidence-organization.ts";

export const FEATURE_EXPLAINERS: Record<string, FeatureExplainer> = {
  ...LANGUAGE_EXPLAINERS,
  ...ORGANIZATION_EXPLAINERS,
};
