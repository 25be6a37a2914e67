import { describe, expect, it } from "vitest";
import { INVALID_ANSWERS, MISSING_LANGUAGE } from "#domain/enem-score/answers";
import {
  answeredCount,
  answersForSheet,
  normalizeAnswers,
  sheetLayout,
  validateAnswers,
  withMark,
} from "./answer-string.ts";
import { colorLabel, firstPosition } from "./booklet-choices.ts";

const lc = sheetLayout({ area: "LC", questoes: 50 });
const mt = sheetLayout({ area: "MT", questoes: 45 });

describe("the calculator's answer string", () => {
  it("is normalised as typed", () => {
    expect(normalizeAnswers(" abc de\n.*")).toBe("ABCDE.*");
  });

  it("shows a 50-letter Linguagens string with the chosen language's five only", () => {
    const text = `AAAAA99999${"B".repeat(40)}`;
    expect(answersForSheet(text, lc, "ingles")).toBe(`AAAAA${"B".repeat(40)}`);
    expect(answersForSheet(`99999CCCCC${"B".repeat(40)}`, lc, "espanhol").slice(0, 5)).toBe("CCCCC");
    expect(answeredCount(text, lc, "ingles")).toBe(45);
  });

  it("marks and clears a row on the sheet", () => {
    expect(withMark("", mt, null, 2, "C")).toBe(`..C${".".repeat(42)}`);
    expect(withMark("ABC", mt, null, 1, null).slice(0, 3)).toBe("A.C");
    expect(answeredCount("AB.*E", mt, null)).toBe(3);
  });

  it("refuses what the server refuses, with its messages", () => {
    expect(validateAnswers("ABCFZ", mt, null).respostas).toContain(INVALID_ANSWERS);
    expect(validateAnswers("ABCDE", mt, null).respostas).toMatch(/45 questões; você informou 5/);
    expect(validateAnswers("A".repeat(45), lc, null).lingua).toBe(MISSING_LANGUAGE);
    expect(validateAnswers("A".repeat(45), lc, "ingles")).toEqual({});
    expect(validateAnswers(`99999${"A".repeat(45)}`, lc, "espanhol")).toEqual({});
    expect(validateAnswers(`99999${"A".repeat(45)}`, lc, "ingles").respostas).toBe(INVALID_ANSWERS);
    expect(validateAnswers("", mt, null).respostas).toMatch(/Informe as suas respostas/);
  });
});

describe("the booklet's choices", () => {
  it("names INEP's colours as read", () => {
    expect(colorLabel("AZUL")).toBe("Azul");
    expect(colorLabel("LEITOR TELA")).toBe("Leitor de tela");
  });

  it("numbers each area's questions as in the printed booklet", () => {
    expect([firstPosition(2023, "LC"), firstPosition(2023, "CH")]).toEqual([1, 46]);
    expect([firstPosition(2023, "CN"), firstPosition(2023, "MT")]).toEqual([91, 136]);
    expect([firstPosition(2015, "CH"), firstPosition(2015, "CN")]).toEqual([1, 46]);
    expect([firstPosition(2015, "LC"), firstPosition(2009, "CN")]).toEqual([91, 1]);
  });
});
