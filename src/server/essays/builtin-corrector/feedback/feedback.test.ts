import { beforeAll, describe, expect, it } from "vitest";
import { analyzeEssay } from "../analysis/essay-analysis.ts";
import { correctAnalysis } from "../corrector.ts";
import { loadAnalysisTools } from "../index.ts";
import { featureVector } from "../model/feature-vector.ts";
import { loadModelWeights, type ModelWeights, predictLevels } from "../model/scoring-model.ts";
import {
  GENERAL_VIOLENCE_ESSAY,
  VIOLENCE_AGAINST_WOMEN_ESSAY,
  VIOLENCE_AGAINST_WOMEN_TOPIC,
} from "../rule-fixtures.ts";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  STRONG_ESSAY,
} from "../test-fixtures.ts";
import type { EssayTopicForCorrection } from "../types.ts";

let tools: Awaited<ReturnType<typeof loadAnalysisTools>>;
beforeAll(async () => {
  tools = await loadAnalysisTools();
}, 60_000);

const CASES: Array<[string, string, EssayTopicForCorrection]> = [
  ["strong", STRONG_ESSAY, MENTAL_HEALTH_TOPIC],
  ["misspelled", MISSPELLED_ESSAY, MENTAL_HEALTH_TOPIC],
  ["without proposal", ESSAY_WITHOUT_PROPOSAL, MENTAL_HEALTH_TOPIC],
  ["tangential", GENERAL_VIOLENCE_ESSAY, VIOLENCE_AGAINST_WOMEN_TOPIC],
  ["on the cut", VIOLENCE_AGAINST_WOMEN_ESSAY, VIOLENCE_AGAINST_WOMEN_TOPIC],
];

/** The stacked weights with one competency's blended score pushed by `shift` levels, in both scenarios. */
function shifted(w: ModelWeights, competency: number, shift: number): ModelWeights {
  const push = (s: ModelWeights["stacked"]["seen"]) => ({
    ...s,
    joint: false,
    competencies: s.competencies.map((b, c) =>
      c === competency ? { ...b, intercept: b.intercept + shift } : b,
    ),
  });
  return { ...w, stacked: { ...w.stacked, seen: push(w.stacked.seen), unseen: push(w.stacked.unseen) } };
}

describe("every comment explains its score", () => {
  it("quotes the text, says why this level and what would raise it", () => {
    const weights = loadModelWeights();
    for (const [name, text, topic] of CASES) {
      const r = correctAnalysis(analyzeEssay(text, topic, tools), weights);
      for (const c of r.competencies) {
        expect(c.comment, name).toMatch(/“[^”]{2,}”/);
        expect(c.comment, name).toContain(`**Por que ${c.score}:**`);
        expect(c.comment, name).toContain("**Como melhorar:**");
        if (c.score < 200) expect(c.comment, name).toMatch(/\*\*O que falta (?:para \d+|para subir):\*\*/);
      }
    }
  });

  it("justifies a level the statistical models moved away from the rule evidence with the essay's own evidence", () => {
    const base = loadModelWeights();
    const a = analyzeEssay(ESSAY_WITHOUT_PROPOSAL, MENTAL_HEALTH_TOPIC, tools);
    for (const [competency, shift] of [
      [2, 1.5],
      [3, -1.5],
      [0, -1.5],
    ] as const) {
      const weights = shifted(base, competency, shift);
      const p = predictLevels(weights, featureVector(a), a.paragraphs.join("\n"), a.promptKey)[competency];
      expect(p?.level).not.toBe(p?.featureLevel);
      const c = correctAnalysis(a, weights).competencies[competency];
      expect(c?.comment).not.toMatch(/ficaria em|só pelos indícios/i);
      const why = /\*\*Por que \d+:\*\*(.*?)###\*\*Como melhorar/s.exec(c?.comment ?? "")?.[1] ?? "";
      // A comparison with graded essays and what the essay itself has, quoted or counted.
      expect(why).toMatch(/redações avaliadas em \d+/);
      expect(why).toMatch(/o seu|a sua|no seu/);
    }
  });

  it("explains each cap it applies and how to lift it", () => {
    const r = correctAnalysis(analyzeEssay(MISSPELLED_ESSAY, MENTAL_HEALTH_TOPIC, tools), loadModelWeights());
    const c1 = r.competencies[0].comment;
    expect(r.competencies[0].score).toBeLessThanOrEqual(120);
    expect(c1).toMatch(/Limite aplicado: com \d+ desvios identificados \(ex\.: “[^”]+”\)/);
    expect(c1).toContain("**O que falta para subir:**");
  });
});
