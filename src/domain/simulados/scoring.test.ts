import { describe, expect, it } from "vitest";
import { PRIOR_PARAMS, type ScoredItem, scoreSimuladoArea } from "./scoring.ts";

const LETTERS = "ABCDE";

function booklet(rightFlags: boolean[]): ScoredItem[] {
  return rightFlags.map((right, i) => {
    const difficulty = (["Fácil", "Médio", "Difícil"] as const)[i % 3]!;
    const key = LETTERS[i % 5]!;
    return {
      questionId: `q${i}`,
      key,
      answer: right ? key : LETTERS[(i + 1) % 5]!,
      params: PRIOR_PARAMS[difficulty],
    };
  });
}

describe("scoreSimuladoArea", () => {
  it("scores on the ENEM scale with a margin, more right answers scoring higher", () => {
    const few = scoreSimuladoArea("matematica", booklet(Array.from({ length: 45 }, (_, i) => i < 10)));
    const many = scoreSimuladoArea("matematica", booklet(Array.from({ length: 45 }, (_, i) => i < 35)));
    expect(few.rightCount).toBe(10);
    expect(many.nota).toBeGreaterThan(few.nota);
    expect(many.nota).toBeGreaterThan(300);
    expect(many.nota).toBeLessThan(1000);
    expect(few.erroPadrao).toBeGreaterThan(0);
    expect(few.questionCount).toBe(45);
  });

  it("counts a blank as wrong", () => {
    const items = booklet(Array(45).fill(true));
    const blank = items.map((item, i) => (i === 0 ? { ...item, answer: null } : item));
    expect(scoreSimuladoArea("humanas", blank).rightCount).toBe(44);
  });

  it("shows the pattern effect: the same count on the easiest items is worth more than on the hardest", () => {
    const result = scoreSimuladoArea("natureza", booklet(Array.from({ length: 45 }, (_, i) => i % 2 === 0)));
    expect(result.sameCountEasiest).not.toBeNull();
    expect(result.sameCountEasiest!).toBeGreaterThan(result.nota);
    expect(result.nota).toBeGreaterThan(result.sameCountHardest!);
    // Each item's swing is what its answer moved the score.
    expect([...result.swings.values()].every((s) => s >= 0)).toBe(true);
  });

  it("has no pattern comparison when nothing or everything is right", () => {
    const none = scoreSimuladoArea("linguagens", booklet(Array(45).fill(false)));
    expect(none.sameCountEasiest).toBeNull();
    expect(none.sameCountHardest).toBeNull();
  });
});
