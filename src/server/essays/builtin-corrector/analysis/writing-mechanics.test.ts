import dictionary from "dictionary-pt";
import { beforeAll, describe, expect, it } from "vitest";
import { findGrammarIssues } from "./grammar-rules.ts";
import { HunspellChecker } from "./hunspell-checker.ts";
import { SpellingAnalyzer } from "./spelling-analysis.ts";
import { sentencesOf } from "./text-utils.ts";
import { mechanicsProfile } from "./writing-mechanics.ts";

let checker: HunspellChecker;
let spelling: SpellingAnalyzer;
beforeAll(() => {
  checker = new HunspellChecker(dictionary);
  spelling = new SpellingAnalyzer(checker);
}, 60_000);

const profile = (paragraphs: string[]) => {
  const sentences = sentencesOf(paragraphs);
  return mechanicsProfile(sentences, spelling.analyze(sentences, new Set()), (w) => spelling.suggest(w, 1));
};

describe("writing mechanics", () => {
  it("finds sentence openers without their comma and accepts the ones with it", () => {
    const p = profile([
      "A violência cresce no país. Portanto medidas são necessárias. Além disso, o Estado falha.",
      "Nesse sentido a escola deve agir. Assim como a família, ela educa. Dessa forma: todos ganham.",
    ]);
    expect(p.openers).toBe(4);
    expect(p.openersWithoutComma).toHaveLength(2);
    expect(p.openersWithoutComma[0]).toContain("Portanto medidas");
    expect(p.openersWithoutComma[1]).toContain("Nesse sentido a");
  });

  it("counts commas and sentence lengths", () => {
    const p = profile(["Hoje, no Brasil, muitos jovens leem pouco. Isso preocupa."]);
    expect(p.commas).toBe(2);
    expect(p.sentenceLengths).toEqual([7, 2]);
  });

  it("separates accent-only misspellings from other slips", () => {
    const p = profile(["O governo tambem deve agir: é necessario e possivel evitar a excessão."]);
    expect(p.accentSlipWords.sort()).toEqual(["necessario", "possivel", "tambem"]);
    expect(p.accentSlips).toBe(3);
  });

  it("reports the missing comma after an opener as a punctuation finding with the fix", () => {
    const found = findGrammarIssues(
      ["Portanto medidas são necessárias. Assim como a escola, a família educa. Logo, todos ganham."],
      checker,
    ).filter((f) => f.rule === "virgula_conectivo");
    expect(found).toHaveLength(1);
    expect(found[0]?.category).toBe("pontuacao");
    expect(found[0]?.message).toContain("“Portanto,”");
    expect(found[0]?.excerpt).toContain("Portanto medidas");
  });
});
