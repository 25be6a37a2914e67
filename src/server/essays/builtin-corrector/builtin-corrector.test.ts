import { beforeAll, describe, expect, it } from "vitest";
import { ENEM_LEVELS } from "#domain/essays/rules";
import { createBuiltinCorrector } from "./index.ts";
import {
  ESSAY_WITHOUT_PROPOSAL,
  MENTAL_HEALTH_TOPIC,
  MISSPELLED_ESSAY,
  NARRATIVE_TEXT,
  OFF_TOPIC_ESSAY,
  PLANTED_MISSPELLINGS,
  SIX_LINE_TEXT,
  STRONG_ESSAY,
} from "./test-fixtures.ts";
import type { BuiltinCorrection, BuiltinEssayCorrector } from "./types.ts";

let corrector: BuiltinEssayCorrector;
const results = new Map<string, BuiltinCorrection>();
const correct = (text: string): BuiltinCorrection => {
  const cached = results.get(text);
  if (cached) return cached;
  const r = corrector.correct({ text, topic: MENTAL_HEALTH_TOPIC });
  results.set(text, r);
  return r;
};

beforeAll(async () => {
  corrector = await createBuiltinCorrector();
}, 60_000);

describe("built-in essay corrector", () => {
  it("scores a strong ENEM-style essay high, with a complete proposal", () => {
    const r = correct(STRONG_ESSAY);
    expect(r.annulment).toBeNull();
    expect(r.finalScore).toBeGreaterThanOrEqual(800);
    expect(r.competencies[4].score).toBeGreaterThanOrEqual(160);
    expect(r.finalScore).toBe(r.competencies.reduce((s, c) => s + c.score, 0));
    for (const c of r.competencies) {
      expect(ENEM_LEVELS).toContain(c.score);
      expect(c.comment.length).toBeGreaterThan(80);
      expect(c.evidence.length).toBeGreaterThan(0);
    }
    // Evidence quotes the text: repertoire and proposal elements.
    expect(r.competencies[1].evidence.join(" ")).toMatch(/Machado de Assis|Goffman/);
    expect(r.competencies[4].evidence.join(" ")).toMatch(/Ministério da Saúde/);
    expect(r.summary).toMatch(/Pontos fortes/);
  });

  it("gives a lower C5 to the same essay without its proposal and names the missing elements", () => {
    const strong = correct(STRONG_ESSAY);
    const r = correct(ESSAY_WITHOUT_PROPOSAL);
    expect(r.competencies[4].score).toBeLessThan(strong.competencies[4].score);
    expect(r.competencies[4].score).toBeLessThanOrEqual(80);
    const c5 = r.competencies[4].comment;
    expect(c5).toMatch(/Faltam/);
    for (const element of ["agente", "ação", "modo/meio", "finalidade", "detalhamento"])
      expect(c5).toContain(element);
  });

  it("lowers C1 for planted misspellings and quotes the misspelt words", () => {
    const strong = correct(STRONG_ESSAY);
    const r = correct(MISSPELLED_ESSAY);
    expect(r.competencies[0].score).toBeLessThan(strong.competencies[0].score);
    const c1 = `${r.competencies[0].comment} ${r.competencies[0].evidence.join(" ")}`;
    const wrongWords = PLANTED_MISSPELLINGS.map(
      ([, wrong]) => wrong.split(" ").find((w) => !STRONG_ESSAY.includes(w)) ?? wrong,
    );
    const quoted = wrongWords.filter((w) => c1.includes(`“${w.replace(/,$/, "")}”`));
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    // Suggestions come from the dictionary.
    expect(c1).toMatch(/“preconseito” → preconceito/);
  });

  it("annuls a six-line text as texto insuficiente", () => {
    const r = correct(SIX_LINE_TEXT);
    expect(r.finalScore).toBe(0);
    expect(r.annulment?.reason).toBe("insufficient_text");
    expect(r.competencies.every((c) => c.score === 0)).toBe(true);
  });

  it("annuls an essay on another subject as fuga ao tema", () => {
    const r = correct(OFF_TOPIC_ESSAY);
    expect(r.finalScore).toBe(0);
    expect(r.annulment?.reason).toBe("off_topic");
    expect(r.annulment?.explanation).toMatch(/tema/);
  });

  it("annuls or heavily reduces a first-person narrative", () => {
    const r = correct(NARRATIVE_TEXT);
    if (r.annulment) expect(r.annulment.reason).toBe("wrong_text_type");
    else expect(r.finalScore).toBeLessThanOrEqual(400);
  });

  it("writes feedback in the platform format ('###' paragraphs, **bold**)", () => {
    const r = correct(STRONG_ESSAY);
    for (const c of r.competencies) {
      expect(c.comment).toContain("###");
      expect(c.comment).toMatch(/\*\*[^*]+\*\*/);
    }
  });

  it("corrects one essay well under a second once the dictionary is loaded", () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      corrector.correct({ text: `${STRONG_ESSAY}\n\nVariação ${i}.`, topic: MENTAL_HEALTH_TOPIC });
      times.push(performance.now() - t);
    }
    expect(Math.min(...times)).toBeLessThan(1000);
  });

  it("is deterministic", () => {
    const a = corrector.correct({ text: MISSPELLED_ESSAY, topic: MENTAL_HEALTH_TOPIC });
    const b = corrector.correct({ text: MISSPELLED_ESSAY, topic: MENTAL_HEALTH_TOPIC });
    expect(b).toEqual(a);
  });
});
