import { describe, expect, it } from "vitest";
import { csvCell, guardFormula, xlsxCell } from "./cells.ts";

const TZ = "America/Sao_Paulo";
/** 23:30 on 28 February in São Paulo is already 1 March in UTC. */
const LATE_EVENING = new Date("2026-03-01T02:30:00Z");

describe("cells in pt-BR", () => {
  it("defuses text a spreadsheet would run as a formula, and only that", () => {
    for (const text of ["=SOMA(A1)", "+55 11", "-1", "@cmd", "\tx", "\r=1"])
      expect(guardFormula(text)).toBe(`'${text}`);
    for (const text of ["Ana", "ana@exemplo.com", "(11) 98765-4321", "a=b"])
      expect(guardFormula(text)).toBe(text);
  });

  it("writes CSV numbers with a decimal comma and dates as dd/mm/aaaa in the product's time zone", () => {
    expect(csvCell("decimal", 7.25, TZ)).toBe("7,3");
    expect(csvCell("percent", 0.875, TZ)).toBe("87,5");
    expect(csvCell("money", 19.9, TZ)).toBe("19,90");
    expect(csvCell("int", 1200, TZ)).toBe("1200");
    // A negative number is a number, not a formula.
    expect(csvCell("int", -3, TZ)).toBe("-3");
    expect(csvCell("date", LATE_EVENING, TZ)).toBe("28/02/2026");
    expect(csvCell("datetime", LATE_EVENING.toISOString(), TZ)).toBe("28/02/2026 23:30");
    expect(csvCell("day", "2026-03-01", TZ)).toBe("01/03/2026");
    expect(csvCell("month", "2026-03", TZ)).toBe("03/2026");
    expect(csvCell("text", null, TZ)).toBe("");
    expect(csvCell("percent", undefined, TZ)).toBe("");
  });

  it("gives workbooks numbers and the local wall-clock date (exceljs stores a Date as UTC)", () => {
    expect(xlsxCell("percent", 0.875, TZ)).toBe(0.875);
    expect(xlsxCell("money", "19.90", TZ)).toBe(19.9);
    expect(xlsxCell("date", LATE_EVENING, TZ)).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(xlsxCell("datetime", LATE_EVENING, TZ)).toEqual(new Date(Date.UTC(2026, 1, 28, 23, 30)));
    expect(xlsxCell("month", "2026-03", TZ)).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(xlsxCell("text", "=1+1", TZ)).toBe("'=1+1");
    expect(xlsxCell("int", null, TZ)).toBeNull();
  });
});
