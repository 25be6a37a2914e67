import { describe, expect, it } from "vitest";
import { currentStreak, streakAfterActivity } from "./streak.ts";

describe("study streak", () => {
  it("starts at 1 on the first activity", () => {
    expect(streakAfterActivity({ streakDays: 0, lastActivityDay: null }, "2026-11-22")).toEqual({
      streakDays: 1,
      lastActivityDay: "2026-11-22",
    });
  });

  it("keeps the count for more activity the same day", () => {
    expect(
      streakAfterActivity({ streakDays: 3, lastActivityDay: "2026-11-22" }, "2026-11-22").streakDays,
    ).toBe(3);
  });

  it("grows on consecutive days, across a month boundary", () => {
    let s = { streakDays: 0, lastActivityDay: null as string | null };
    for (const day of ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"])
      s = streakAfterActivity(s, day);
    expect(s).toEqual({ streakDays: 5, lastActivityDay: "2026-12-03" });
  });

  it("starts again after a missed day", () => {
    expect(
      streakAfterActivity({ streakDays: 7, lastActivityDay: "2026-11-20" }, "2026-11-22").streakDays,
    ).toBe(1);
  });

  it("reads as alive through yesterday and broken after", () => {
    const state = { streakDays: 4, lastActivityDay: "2026-11-21" };
    expect(currentStreak(state, "2026-11-21")).toBe(4);
    expect(currentStreak(state, "2026-11-22")).toBe(4);
    expect(currentStreak(state, "2026-11-23")).toBe(0);
    expect(currentStreak({ streakDays: 0, lastActivityDay: null }, "2026-11-23")).toBe(0);
  });
});
