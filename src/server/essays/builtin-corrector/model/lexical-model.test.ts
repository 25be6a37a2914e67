import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinCorrector } from "../index.ts";
import { MENTAL_HEALTH_TOPIC, SIX_LINE_TEXT, STRONG_ESSAY } from "../test-fixtures.ts";
import type { BuiltinEssayCorrector } from "../types.ts";
import { type LevelMapping, levelsFrom } from "./level-mapping.ts";
import { lexicalTerms } from "./lexical-model.ts";
import { priorFor } from "./prompt-prior.ts";
import { lexicalPredictions, loadModelWeights, predictLevels } from "./scoring-model.ts";
import { scenarioFor } from "./stacked-model.ts";

describe("lexical model", () => {
  it("extracts word, bigram and character features with block prefixes", () => {
    const t = lexicalTerms("Além disso, a educação.");
    const keys = [...t.keys()];
    expect(keys.some((k) => k.startsWith("w:"))).toBe(true);
    expect(keys.some((k) => k.startsWith("b:"))).toBe(true);
    expect(t.get("c:edu")).toBe(1);
  });

  it("shifts competency levels jointly so they add up to the predicted total", () => {
    const st: LevelMapping = {
      cuts: Array.from({ length: 5 }, () => [0.5, 1.5, 2.5, 3.5, 4.5]),
      totalCenter: 15,
      totalStretch: 1,
      joint: true,
    };
    const levels = levelsFrom(st, [3, 3, 3, 3, 3], 18);
    expect(levels.reduce((s, l) => s + l, 0)).toBe(18);
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
    expect(levelsFrom({ ...st, joint: false }, [3, 3, 3, 3, 3], 18)).toEqual([3, 3, 3, 3, 3]);
  });
});

describe("committed stacked weights", () => {
  let corrector: BuiltinEssayCorrector;
  beforeAll(async () => {
    corrector = await createBuiltinCorrector();
  }, 60_000);

  it("loads the lexical model and predicts the same for the same text", () => {
    const w = loadModelWeights();
    expect(w.version).toBe(3);
    expect(w.lexical.vocab.length).toBeGreaterThan(1000);
    const a = lexicalPredictions(w, STRONG_ESSAY);
    expect(a).toHaveLength(6);
    expect(lexicalPredictions(w, STRONG_ESSAY)).toEqual(a);
  });

  it("uses the prompt prior only for prompts of the calibration data", () => {
    const w = loadModelWeights();
    const [known] = Object.keys(w.stacked.priors?.prompts ?? {});
    expect(known).toBeDefined();
    expect(scenarioFor(w.stacked, known ?? "").scenario).toBe(w.stacked.seen);
    expect(scenarioFor(w.stacked, known ?? "").prior).toEqual(priorFor(w.stacked.priors!, known ?? ""));
    // Every topic of the product is new: no prior, the blend fitted for unseen prompts.
    expect(scenarioFor(w.stacked, "0123456789abcdef")).toEqual({ scenario: w.stacked.unseen, prior: null });
    const features = Object.fromEntries(
      w.competencies.flatMap((m) => m.features.map((f, i) => [f, m.mean[i] ?? 0])),
    );
    expect(predictLevels(w, features, STRONG_ESSAY)).toHaveLength(5);
  });

  it("keeps a strong essay at 800 or more, with consistent notes", () => {
    const r = corrector.correct({ text: STRONG_ESSAY, topic: MENTAL_HEALTH_TOPIC });
    expect(r.finalScore).toBeGreaterThanOrEqual(800);
    expect(r.finalScore).toBe(r.competencies.reduce((s, c) => s + c.score, 0));
    for (const c of r.competencies) expect(c.comment.startsWith(`**${c.score}/200`)).toBe(true);
  });

  it("still applies the zero-grade rules on top of the models", () => {
    const r = corrector.correct({ text: SIX_LINE_TEXT, topic: MENTAL_HEALTH_TOPIC });
    expect(r.finalScore).toBe(0);
    expect(r.annulment?.reason).toBe("insufficient_text");
    // The lexical model alone would not give zero: the rule decides.
    const lex = lexicalPredictions(loadModelWeights(), SIX_LINE_TEXT) ?? [];
    expect(lex[5] ?? 0).toBeGreaterThan(0);
  });
});
