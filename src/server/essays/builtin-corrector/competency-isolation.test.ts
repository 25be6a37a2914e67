import { beforeAll, describe, expect, it } from "vitest";
import type { AnalysisTools } from "./analysis/essay-analysis.ts";
import { createCorrector } from "./corrector.ts";
import { loadAnalysisTools } from "./index.ts";
import { loadModelWeights } from "./model/scoring-model.ts";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  STRONG_ESSAY,
} from "./test-fixtures.ts";
import { loadEssayBr } from "./training/essay-br-dataset.ts";
import type { BuiltinEssayCorrector } from "./types.ts";

let tools: AnalysisTools;
let corrector: BuiltinEssayCorrector;

beforeAll(async () => {
  tools = await loadAnalysisTools();
  corrector = createCorrector(tools, loadModelWeights());
}, 60_000);

const scores = (text: string, topic = MENTAL_HEALTH_TOPIC) =>
  corrector.correct({ text, topic }).competencies.map((c) => c.score);

const ACCENTS: Record<string, string> = {
  á: "a",
  é: "e",
  í: "i",
  ó: "o",
  ú: "u",
  â: "a",
  ê: "e",
  ô: "o",
  ã: "a",
  õ: "o",
  ç: "c",
};

/**
 * Drops the accent of up to `n` long lower-case words (a capital mid-sentence reads as a name)
 * where that leaves a word the dictionary does not know.
 */
function plantAccentSlips(text: string, n: number): { text: string; planted: string[] } {
  const planted: string[] = [];
  const out = text.replace(/(?<![\p{L}])[\p{Ll}]{6,}/gu, (word) => {
    if (planted.length >= n || !/[áéíóúâêôãõç]/.test(word)) return word;
    const slip = word.replace(/[áéíóúâêôãõç]/g, (ch) => ACCENTS[ch] ?? ch);
    if (tools.checker.correct(slip) || planted.includes(word)) return word;
    planted.push(word);
    return slip;
  });
  return { text: out, planted };
}

describe("each competency is scored by what it assesses", () => {
  it("planted misspellings lower C1 and change nothing else", { timeout: 60_000 }, () => {
    const clean = scores(STRONG_ESSAY);
    const slipped = scores(MISSPELLED_ESSAY);
    expect(slipped[0]).toBeLessThan(clean[0] ?? 0);
    expect(slipped.slice(1)).toEqual(clean.slice(1));
  });

  it("accent slips planted in graded essays move C1 and never C2–C5", () => {
    const data = loadEssayBr("content/essay-br/development.csv", "content/essay-br/prompts.csv");
    const sample = data.essays.filter((e) => e.competence.length === 5).filter((_, i) => i % 23 === 0);
    let compared = 0;
    for (const e of sample) {
      const topic = data.prompts.get(e.prompt) ?? { title: "" };
      const text = e.paragraphs.join("\n");
      const { text: slipped, planted } = plantAccentSlips(text, 6);
      if (planted.length < 3) continue;
      compared++;
      const before = scores(text, topic);
      const after = scores(slipped, topic);
      expect(after[0], `C1 of essay ${data.essays.indexOf(e)}`).toBeLessThanOrEqual(before[0] ?? 0);
      expect(after.slice(1), `C2–C5 of essay ${data.essays.indexOf(e)} (${planted.join(", ")})`).toEqual(
        before.slice(1),
      );
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it("without a proposal C5 is 0, whatever the spelling", { timeout: 60_000 }, () => {
    expect(scores(ESSAY_WITHOUT_PROPOSAL)[4]).toBe(0);
    const { text } = plantAccentSlips(ESSAY_WITHOUT_PROPOSAL, 8);
    expect(scores(text)[4]).toBe(0);
  });
});
