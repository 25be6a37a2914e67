/** Level profiles of the calibration essays, the references of feedback/level-rationale.ts. */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { FEATURE_EXPLAINERS } from "../feedback/feature-evidence.ts";
import type { LevelProfiles } from "../feedback/level-rationale.ts";
import type { CompetencyModel } from "../model/ridge-model.ts";

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Mean feature values and mean displayed values of the training essays at each human level. */
export function fitLevelProfiles(
  rows: Array<{ features: Record<string, number>; analysis: EssayAnalysis; levels: number[] }>,
  models: CompetencyModel[],
): LevelProfiles {
  return models.map((m, c) =>
    [0, 1, 2, 3, 4, 5].map((level) => {
      const at = rows.filter((r) => r.levels[c] === level);
      const explained = m.features.filter((f) => FEATURE_EXPLAINERS[f]);
      const mean = (xs: number[]) => r4(xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length));
      return {
        n: at.length,
        feature: Object.fromEntries(explained.map((f) => [f, mean(at.map((r) => r.features[f] ?? 0))])),
        display: Object.fromEntries(
          explained.map((f) => [f, mean(at.map((r) => FEATURE_EXPLAINERS[f]?.value(r.analysis) ?? 0))]),
        ),
      };
    }),
  );
}
