import { beforeAll, describe, expect, it } from "vitest";
import { correctAnalysis } from "./corrector.js";
import { analyzeEssay } from "./essay-analysis.js";
import { featureVector } from "./feature-vector.js";
import { loadAnalysisTools } from "./index.js";
import {
  GENERAL_VIOLENCE_ESSAY,
  VIOLENCE_AGAINST_WOMEN_ESSAY,
  VIOLENCE_AGAINST_WOMEN_TOPIC,
} from "./rule-fixtures.js";
import { loadModelWeights, type ModelWeights, predictLevels } from "./scoring-model.js";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  STRONG_ESSAY,
} from "./test-fixtures.js";
import type { EssayTopicForCorrection } from "./types.js";

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
    for (const [name, texto, tema] of CASES) {
      const r = correctAnalysis(analyzeEssay(texto, tema, tools), weights);
      for (const c of r.competencias) {
        expect(c.comentario, name).toMatch(/“[^”]{2,}”/);
        expect(c.comentario, name).toContain(`**Por que ${c.nota}:**`);
        expect(c.comentario, name).toContain("**Como melhorar:**");
        if (c.nota < 200) expect(c.comentario, name).toMatch(/\*\*O que falta (?:para \d+|para subir):\*\*/);
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
      const c = correctAnalysis(a, weights).competencias[competency];
      expect(c?.comentario).not.toMatch(/ficaria em|só pelos indícios/i);
      const why = /\*\*Por que \d+:\*\*(.*?)###\*\*Como melhorar/s.exec(c?.comentario ?? "")?.[1] ?? "";
      // A comparison with graded essays and what the essay itself has, quoted or counted.
      expect(why).toMatch(/redações avaliadas em \d+/);
      expect(why).toMatch(/o seu|a sua|no seu/);
    }
  });

  it("explains each cap it applies and how to lift it", () => {
    const r = correctAnalysis(analyzeEssay(MISSPELLED_ESSAY, MENTAL_HEALTH_TOPIC, tools), loadModelWeights());
    const c1 = r.competencias[0].comentario;
    expect(r.competencias[0].nota).toBeLessThanOrEqual(120);
    expect(c1).toMatch(/Limite aplicado: com \d+ desvios identificados \(ex\.: “[^”]+”\)/);
    expect(c1).toContain("**O que falta para subir:**");
  });
});
