import { describe, expect, it } from "vitest";
import { bucketsOf, percentRight, periodWindow, trendPoints, weakestFirst } from "./rules.ts";

const TZ = "America/Sao_Paulo";

describe("periodWindow", () => {
  // Wednesday 2026-11-25, 10:00 in São Paulo (UTC−3).
  const now = new Date("2026-11-25T13:00:00Z");

  it("counts 30 days with today, the 30 before as the previous period, in calendar weeks", () => {
    const w = periodWindow("30d", now, TZ);
    expect(w.from.toISOString()).toBe("2026-10-27T03:00:00.000Z");
    expect(w.previousFrom.toISOString()).toBe("2026-09-27T03:00:00.000Z");
    expect(w.granularity).toBe("week");
    expect(w.buckets[0]).toEqual({ key: "2026-10-26", from: "2026-10-27", to: "2026-11-01" });
    expect(w.buckets.at(-1)).toEqual({ key: "2026-11-23", from: "2026-11-23", to: "2026-11-25" });
    expect(w.buckets).toHaveLength(5);
  });

  it("counts 12 months as this month and the 11 before, in months", () => {
    const w = periodWindow("12m", now, TZ);
    expect(w.from.toISOString()).toBe("2025-12-01T03:00:00.000Z");
    expect(w.previousFrom.toISOString()).toBe("2024-12-01T03:00:00.000Z");
    expect(w.buckets.map((b) => b.key)).toEqual([
      "2025-12-01",
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-01`),
    ]);
    expect(w.buckets.at(-1)).toEqual({ key: "2026-11-01", from: "2026-11-01", to: "2026-11-25" });
  });

  it("uses the local calendar: 01:00 UTC is still the day before in São Paulo", () => {
    const late = new Date("2026-11-23T01:00:00Z"); // Sunday 22:00 local
    const buckets = bucketsOf("week", new Date("2026-11-16T03:00:00Z"), late, TZ);
    expect(buckets.map((b) => b.key)).toEqual(["2026-11-16"]);
    expect(buckets[0]!.to).toBe("2026-11-22");
  });
});

describe("figures", () => {
  it("gives % right with one decimal, and none without answers", () => {
    expect(percentRight(3, 4)).toBe(75);
    expect(percentRight(2, 3)).toBe(66.7);
    expect(percentRight(0, 0)).toBeNull();
    expect(percentRight(0, 5)).toBe(0);
  });

  it("gives the trend only when both periods have answers", () => {
    expect(trendPoints(75, 50)).toBe(25);
    expect(trendPoints(40, 66.7)).toBe(-26.7);
    expect(trendPoints(75, null)).toBeNull();
    expect(trendPoints(null, 50)).toBeNull();
  });

  it("sorts weakest first: lowest %, then more answers, then the name", () => {
    const rows = [
      { label: "B", percent: 50, answered: 2 },
      { label: "A", percent: 50, answered: 2 },
      { label: "C", percent: 50, answered: 8 },
      { label: "D", percent: 20, answered: 5 },
      { label: "E", percent: 90, answered: 10 },
    ];
    expect(weakestFirst(rows).map((r) => r.label)).toEqual(["D", "C", "A", "B", "E"]);
  });
});
