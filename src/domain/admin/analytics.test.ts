import { describe, expect, it } from "vitest";
import {
  ANALYTICS_MESSAGES,
  addMonthsToKey,
  formatChange,
  formatRate,
  monthOf,
  monthStart,
  monthsOf,
  periodLabel,
  resolvePeriod,
  shortMonthLabel,
} from "./analytics.ts";

describe("months", () => {
  it("step across years and list a span", () => {
    expect(addMonthsToKey("2026-01", -1)).toBe("2025-12");
    expect(addMonthsToKey("2025-11", 14)).toBe("2027-01");
    expect(monthsOf("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("begin at local midnight of the 1st in the product's time zone", () => {
    expect(monthStart("2026-03", "America/Sao_Paulo").toISOString()).toBe("2026-03-01T03:00:00.000Z");
    // 02:00 UTC on 1 March is still February in São Paulo.
    expect(monthOf(new Date("2026-03-01T02:00:00Z"), "America/Sao_Paulo")).toBe("2026-02");
  });

  it("read in pt-BR", () => {
    expect(shortMonthLabel("2026-03")).toBe("mar/26");
    expect(periodLabel("2026-01", "2026-06")).toBe("janeiro a junho de 2026");
    expect(periodLabel("2025-11", "2026-04")).toBe("novembro de 2025 a abril de 2026");
    expect(periodLabel("2026-03", "2026-03")).toBe("março de 2026");
  });
});

describe("the period", () => {
  const current = "2026-06";
  it("defaults to the last 6 months; one side alone keeps 6 months", () => {
    expect(resolvePeriod({}, current)).toEqual({ ok: true, period: { from: "2026-01", to: "2026-06" } });
    expect(resolvePeriod({ to: "2025-12" }, current)).toMatchObject({ period: { from: "2025-07" } });
    expect(resolvePeriod({ from: "2025-01" }, current)).toMatchObject({ period: { to: "2025-06" } });
    expect(resolvePeriod({ from: "2026-04" }, current)).toMatchObject({ period: { to: "2026-06" } });
  });

  it("refuses the future, a reversed range and more than 24 months", () => {
    expect(resolvePeriod({ from: "2026-06", to: "2026-07" }, current)).toEqual({
      ok: false,
      field: "to",
      message: ANALYTICS_MESSAGES.rangeInFuture,
    });
    expect(resolvePeriod({ from: "2026-05", to: "2026-04" }, current)).toMatchObject({
      message: ANALYTICS_MESSAGES.rangeInverted,
    });
    expect(resolvePeriod({ from: "2024-06", to: "2026-06" }, current)).toMatchObject({
      message: ANALYTICS_MESSAGES.rangeTooLong,
    });
    expect(resolvePeriod({ from: "2024-07", to: "2026-06" }, current).ok).toBe(true);
  });
});

describe("figures in pt-BR", () => {
  it("rates and changes", () => {
    expect(formatRate(2 / 3)).toBe("66,7%");
    expect(formatRate(null)).toBe("—");
    expect(formatChange(4, 1)).toBe("+300%");
    expect(formatChange(1, 4)).toBe("-75%");
    expect(formatChange(3, 3)).toBe("igual");
    expect(formatChange(3, 0)).toBeNull();
  });
});
