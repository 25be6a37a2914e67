import { describe, expect, it } from "vitest";
import { correctWord, correctWords, soundOf, vocabularyFrom } from "./spelling.ts";

const vocabulary = vocabularyFrom([
  "fotossintese",
  "bhaskara",
  "mitose",
  "meiose",
  "crase",
  "concordancia",
  "confiaveis",
]);

describe("spelling correction against the material", () => {
  it.each([
    ["fotosintese", "fotossintese"],
    ["bascara", "bhaskara"],
    ["concordansia", "concordancia"],
    ["fotossintse", "fotossintese"],
  ])("reads %s as %s", (typed, meant) => expect(correctWord(typed, vocabulary)).toBe(meant));

  it("keeps words the material holds, short words and words with nothing close", () => {
    expect(correctWord("mitose", vocabulary)).toBe("mitose");
    expect(correctWord("cra", vocabulary)).toBe("cra");
    expect(correctWord("tetraedro", vocabulary)).toBe("tetraedro");
    // Another word the material lacks, not a typo of the nearest one.
    expect(correctWord("confiavel", vocabulary)).toBe("confiavel");
    expect(correctWord("mitoses", vocabulary)).toBe("mitoses");
    // As close to "mitose" as to "meiose": guessing could teach the wrong one.
    expect(correctWord("miose", vocabulary)).toBe("miose");
  });

  it("hears words as Portuguese does", () => {
    expect(soundOf("bhaskara")).toBe(soundOf("bascara"));
    expect(soundOf("excecao")).not.toBe(soundOf("excesso"));
  });

  it("answers each corrected word once", () => {
    expect(correctWords(["fotosintese", "fotossintese"], vocabulary)).toEqual(["fotossintese"]);
  });
});
