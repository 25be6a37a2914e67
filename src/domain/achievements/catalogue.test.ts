import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, EMPTY_FACTS, isEarned } from "./catalogue.ts";

const byType = (type: string) => {
  const found = ACHIEVEMENTS.find((a) => a.type === type);
  if (!found) throw new Error(type);
  return found;
};

describe("achievement catalogue", () => {
  it("has the spec's achievements and at least six more, with unique types", () => {
    const types = ACHIEVEMENTS.map((a) => a.type);
    expect(types).toEqual(
      expect.arrayContaining(["first_login", "streak_5", "points_100", "math_master", "historian_level_1"]),
    );
    expect(types.length).toBeGreaterThanOrEqual(11);
    expect(new Set(types).size).toBe(types.length);
  });

  it("nothing is earned from no activity", () => {
    expect(ACHIEVEMENTS.filter((a) => isEarned(a, EMPTY_FACTS))).toHaveLength(0);
  });

  it("points_100 at exactly 100 points, streak_5 at exactly 5 days", () => {
    expect(isEarned(byType("points_100"), { ...EMPTY_FACTS, knowledgePoints: 95 })).toBe(false);
    expect(isEarned(byType("points_100"), { ...EMPTY_FACTS, knowledgePoints: 100 })).toBe(true);
    expect(isEarned(byType("streak_5"), { ...EMPTY_FACTS, streakDays: 4 })).toBe(false);
    expect(isEarned(byType("streak_5"), { ...EMPTY_FACTS, streakDays: 5 })).toBe(true);
  });

  it("subject achievements count passes in that subject only", () => {
    const facts = { ...EMPTY_FACTS, passedBySubject: { matematica: 3, historia: 1 } };
    expect(isEarned(byType("math_master"), facts)).toBe(true);
    expect(isEarned(byType("historian_level_1"), facts)).toBe(false);
    expect(byType("historian_level_1").progress(facts)).toEqual({ current: 1, target: 2 });
  });

  it("caps progress at the target", () => {
    expect(byType("points_100").progress({ ...EMPTY_FACTS, knowledgePoints: 250 })).toEqual({
      current: 100,
      target: 100,
    });
  });
});
