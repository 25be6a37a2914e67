import { describe, expect, it } from "vitest";
import { correctWord, correctWords } from "./spelling.ts";

const vocabulary = new Map([
  ["fotossintese", 12],
  ["bhaskara", 6],
  ["mitose", 9],
  ["meiose", 8],
  ["crase", 5],
  ["concordancia", 7],
]);

describe("spelling correction against the material", () => {
  it.each([
    ["fotosintese", "fotossintese"],
    ["bascara", "bhaskara"],
    ["concordansia", "concordancia"],
  ])("reads %s as %s", (typed, meant) => expect(correctWord(typed, vocabulary)).toBe(meant));

  it("keeps words the material holds, short words and words with nothing close", () => {
    expect(correctWord("mitose", vocabulary)).toBe("mitose");
    expect(correctWord("cra", vocabulary)).toBe("cra");
    expect(correctWord("tetraedro", vocabulary)).toBe("tetraedro");
    expect(correctWord("mitoses", vocabulary)).toBe("mitoses");
    // As close to "mitose" as to "meiose": guessing could teach the wrong one.
    expect(correctWord("miose", vocabulary)).toBe("miose");
  });

  it("answers each corrected word once", () => {
    expect(correctWords(["fotosintese", "fotossintese"], vocabulary)).toEqual(["fotossintese"]);
  });
});
