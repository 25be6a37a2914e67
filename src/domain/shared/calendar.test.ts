import { describe, expect, it } from "vitest";
import { dayKey, daysBetween, startOfLocalDay, startOfLocalDayAgo, startOfLocalMonth } from "./calendar.ts";

// São Paulo is UTC−3 (no daylight saving time since 2019).
describe("calendar in America/Sao_Paulo", () => {
  it("a moment at 23:59 local is still that day; 00:00 is the next", () => {
    expect(dayKey(new Date("2026-11-23T02:59:59Z"))).toBe("2026-11-22");
    expect(dayKey(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-23");
  });

  it("the day starts at local midnight", () => {
    expect(startOfLocalDay(new Date("2026-11-22T15:00:00Z")).toISOString()).toBe("2026-11-22T03:00:00.000Z");
    expect(startOfLocalDay(new Date("2026-11-23T02:30:00Z")).toISOString()).toBe("2026-11-22T03:00:00.000Z");
  });

  it("the month starts at local midnight of day 1, even when UTC is already in the next month", () => {
    expect(startOfLocalMonth(new Date("2026-12-01T01:00:00Z")).toISOString()).toBe(
      "2026-11-01T03:00:00.000Z",
    );
    expect(startOfLocalMonth(new Date("2026-12-01T03:00:00Z")).toISOString()).toBe(
      "2026-12-01T03:00:00.000Z",
    );
  });

  it("counts back whole local days", () => {
    expect(startOfLocalDayAgo(new Date("2026-11-22T15:00:00Z"), 6).toISOString()).toBe(
      "2026-11-16T03:00:00.000Z",
    );
  });

  it("measures days between calendar days across months", () => {
    expect(daysBetween("2026-11-30", "2026-12-01")).toBe(1);
    expect(daysBetween("2026-11-22", "2026-11-22")).toBe(0);
  });

  it("honours another zone", () => {
    expect(dayKey(new Date("2026-11-23T02:59:59Z"), "UTC")).toBe("2026-11-23");
  });
});
