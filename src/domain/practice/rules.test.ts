import { describe, expect, it } from "vitest";
import {
  blockedUntil,
  hoursLeft,
  passed,
  resetRefusedUntil,
  retryEarnsRewards,
  scorePercent,
  summarizeAttempt,
  WEEKLY_MESSAGES,
  weeklyProgress,
} from "./rules.ts";

describe("score and pass threshold", () => {
  it("rounds the percent and passes at exactly 70%", () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(7, 10)).toBe(70);
    expect(scorePercent(0, 0)).toBe(0);
    expect(passed(70)).toBe(true);
    expect(passed(69)).toBe(false);
  });
});

describe("24-hour block", () => {
  const wrongAt = new Date("2026-11-22T10:00:00Z");

  it("blocks a completed attempt under 70% until 24 h after the latest wrong answer", () => {
    const until = blockedUntil(
      { completed: true, score: 60, lastWrongAt: wrongAt },
      new Date("2026-11-22T10:30:00Z"),
    );
    expect(until?.toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });

  it("does not block an unfinished attempt, a pass, or a wrong answer older than 24 h", () => {
    const now = new Date("2026-11-22T11:00:00Z");
    expect(blockedUntil({ completed: false, score: 0, lastWrongAt: wrongAt }, now)).toBeNull();
    expect(blockedUntil({ completed: true, score: 70, lastWrongAt: wrongAt }, now)).toBeNull();
    expect(
      blockedUntil({ completed: true, score: 50, lastWrongAt: wrongAt }, new Date("2026-11-23T10:00:00Z")),
    ).toBeNull();
    expect(
      blockedUntil({ completed: true, score: 50, lastWrongAt: wrongAt }, new Date("2026-11-23T09:59:59Z")),
    ).not.toBeNull();
  });

  it("rounds the remaining hours up", () => {
    const until = new Date("2026-11-23T10:00:00Z");
    expect(hoursLeft(until, new Date("2026-11-22T10:00:00Z"))).toBe(24);
    expect(hoursLeft(until, new Date("2026-11-22T10:00:01Z"))).toBe(24);
    expect(hoursLeft(until, new Date("2026-11-23T09:59:00Z"))).toBe(1);
    expect(hoursLeft(until, new Date("2026-11-23T08:30:00Z"))).toBe(2);
    expect(hoursLeft(until, new Date("2026-11-23T11:00:00Z"))).toBe(0);
  });
});

describe("the block survives a reset", () => {
  const at = (iso: string) => new Date(iso);
  const failed = summarizeAttempt(3, [
    { correct: false, createdAt: at("2026-11-22T10:00:00Z") },
    { correct: false, createdAt: at("2026-11-22T10:02:00Z") },
    { correct: true, createdAt: at("2026-11-22T10:03:00Z") },
  ]);

  it("summarizes an attempt from its answers", () => {
    expect(failed).toEqual({ completed: true, score: 33, lastWrongAt: at("2026-11-22T10:02:00Z") });
    expect(summarizeAttempt(3, [{ correct: false, createdAt: at("2026-11-22T10:00:00Z") }])).toMatchObject({
      completed: false,
    });
    expect(summarizeAttempt(0, [])).toEqual({ completed: false, score: 0, lastWrongAt: null });
  });

  it("leaves open answers out of the score and out of the block", () => {
    const open = { correct: false, createdAt: at("2026-11-22T10:05:00Z"), graded: false };
    const right = { correct: true, createdAt: at("2026-11-22T10:00:00Z") };
    expect(summarizeAttempt(2, [right, open], 1)).toEqual({ completed: true, score: 100, lastWrongAt: null });
    expect(summarizeAttempt(1, [open], 0)).toMatchObject({ completed: true, score: 100 });
  });

  it("refuses a reset until the block is over", () => {
    expect(resetRefusedUntil(failed, at("2026-11-22T11:00:00Z"))?.toISOString()).toBe(
      "2026-11-23T10:02:00.000Z",
    );
    expect(resetRefusedUntil(failed, at("2026-11-23T10:02:00Z"))).toBeNull();
    const unfinished = summarizeAttempt(3, [{ correct: false, createdAt: at("2026-11-22T10:00:00Z") }]);
    expect(resetRefusedUntil(unfinished, at("2026-11-22T11:00:00Z"))).toBeNull();
  });

  it("gives nothing for a retry inside an earlier attempt's block window", () => {
    expect(retryEarnsRewards(null, at("2026-11-22T11:00:00Z"))).toBe(true);
    expect(retryEarnsRewards(failed, at("2026-11-22T11:00:00Z"))).toBe(false);
    expect(retryEarnsRewards(failed, at("2026-11-23T10:02:01Z"))).toBe(true);
  });
});

describe("weekly progress", () => {
  it("caps at 100% and picks the message by thresholds", () => {
    expect(weeklyProgress(12, 10)).toMatchObject({ percent: 100, message: WEEKLY_MESSAGES.reached });
    expect(weeklyProgress(10, 10).message).toBe(WEEKLY_MESSAGES.reached);
    expect(weeklyProgress(7, 10)).toMatchObject({ percent: 70, message: WEEKLY_MESSAGES.almost });
    expect(weeklyProgress(6, 10)).toMatchObject({ percent: 60, message: WEEKLY_MESSAGES.keepGoing });
    expect(weeklyProgress(0, 10)).toMatchObject({ percent: 0, message: WEEKLY_MESSAGES.keepGoing });
  });
});
