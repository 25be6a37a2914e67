import { describe, expect, it } from "vitest";
import { monthLabel, percent, scoreWithMargin, trend, trendSentence, weekLabel } from "./format.ts";

describe("performance formats", () => {
  it("writes percentages and trends the Brazilian way", () => {
    expect(percent(75)).toBe("75%");
    expect(percent(66.7)).toBe("66,7%");
    expect(percent(null)).toBe("—");
    expect(trend(12.5)).toBe("+12,5 p.p.");
    expect(trend(-3)).toBe("−3 p.p.");
    expect(trend(0)).toBe("0 p.p.");
    expect(trendSentence(null, 0)).toBe("Sem respostas no período anterior para comparar.");
    expect(trendSentence(25, 4)).toBe("+25 p.p. em relação ao período anterior.");
  });

  it("labels months, weeks and scores", () => {
    expect(monthLabel("2026-11")).toBe("nov/26");
    expect(monthLabel("2025-01-01")).toBe("jan/25");
    expect(weekLabel({ from: "2026-11-23", to: "2026-11-25" })).toBe("23/11–25/11");
    expect(weekLabel({ from: "2026-11-23", to: "2026-11-23" })).toBe("23/11");
    expect(scoreWithMargin(642.4, 17.6)).toBe("642 ± 18");
  });
});
