/**
 * The feedback is true on every one of Essay-BR's 686 graded essays (content/essay-br/, with
 * their prompts): every “…” quotation is a verbatim span of the essay (feedback/feedback-audit.ts),
 * no placeholder ("(s)", "(is)", "{", "undefined", "NaN"), no competency scored 0 listed as a
 * strength, no "O que falta para X" next to a claim that the text already compares to X, no
 * advice outside ENEM's criteria (longer words), and a C1 tip names only slip kinds this essay has.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeEssay } from "./analysis/essay-analysis.ts";
import { correctAnalysis } from "./corrector.ts";
import { auditCorrection } from "./feedback/feedback-audit.ts";
import { createBuiltinCorrector, loadAnalysisTools } from "./index.ts";
import { loadModelWeights } from "./model/scoring-model.ts";
import { loadEssayBr } from "./training/essay-br-dataset.ts";
import type { BuiltinEssayCorrector } from "./types.ts";

let tools: Awaited<ReturnType<typeof loadAnalysisTools>>;
let corrector: BuiltinEssayCorrector;
beforeAll(async () => {
  tools = await loadAnalysisTools();
  corrector = await createBuiltinCorrector();
}, 60_000);

describe("feedback on the 686 Essay-BR essays", () => {
  it("quotes only the essay, verbatim, and says nothing false or off the ENEM grid", () => {
    const data = loadEssayBr("content/essay-br/development.csv", "content/essay-br/prompts.csv");
    expect(data.essays.length).toBe(686);
    const weights = loadModelWeights();
    const problems: string[] = [];
    data.essays.forEach((e, i) => {
      const text = e.paragraphs.join("\n");
      const topic = data.prompts.get(e.prompt) ?? { title: "" };
      const a = analyzeEssay(text, topic, tools);
      const r = correctAnalysis(a, weights);
      // The product path (createBuiltinCorrector) is this same analysis and assembly.
      if (i % 97 === 0) expect(corrector.correct({ text, topic })).toEqual(r);
      for (const p of auditCorrection(text, r, a)) problems.push(`essay #${i}: ${p}`);
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 240_000);
});
