import { describe, expect, it } from "vitest";
import { formatNumber, numbersIn, parseNumber, sameResult } from "./numbers.ts";

describe("numbers as students write them", () => {
  it.each([
    ["1.300", 1300],
    ["1.300,50", 1300.5],
    ["1,5", 1.5],
    ["2.5", 2.5],
    ["−3", -3],
    ["abc", null],
  ])("reads %s", (raw, value) => expect(parseNumber(raw)).toBe(value));

  it("finds every number of a sentence and prints them back in pt-BR", () => {
    expect(numbersIn("R$ 1.000,00 a 2% por 3 meses")).toEqual([1000, 2, 3]);
    expect(formatNumber(5306.04)).toBe("5.306,04");
  });

  it("accepts a result rounded to the places the student wrote, and not a classic mistake", () => {
    expect(sameResult(33, 100 / 3)).toBe(true);
    expect(sameResult(28.27, 9 * Math.PI)).toBe(true);
    expect(sameResult(1331.2, 1331)).toBe(true);
    expect(sameResult(5300, 5306.04)).toBe(false);
    expect(sameResult(1320, 1323)).toBe(false);
    expect(sameResult(4, 5)).toBe(false);
  });
});
