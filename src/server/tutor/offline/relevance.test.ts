import { describe, expect, it } from "vitest";
import { type Candidate, judge, mentionsInPassing, type TermWeights } from "./relevance.ts";
import { matchedPrefixes, searchWords } from "./text.ts";

const candidate = (text: string, over: Partial<Candidate> = {}): Candidate => ({
  text,
  title: "",
  rank: 0.1,
  subjectId: "mat",
  corroborated: false,
  ...over,
});

// "volume do cone de sorvete com granulado": "granulado" is in no material at all.
const weights: TermWeights = {
  all: new Map([
    ["volum", 3],
    ["cone", 4],
    ["granul", 8],
  ]),
  known: new Map([
    ["volum", 3],
    ["cone", 4],
  ]),
  unknown: ["granul"],
};

describe("judging material against the student's terms", () => {
  it("needs half of the question's weight in full mode", () => {
    expect(judge(candidate("volume do cone"), weights, "full", null)).toBeNull();
    expect(judge(candidate("volume do cone granulado"), weights, "full", null)).toBeGreaterThan(0);
  });

  it("in partial mode judges by the known terms, and needs two of them together", () => {
    expect(judge(candidate("volume do cone e da pirâmide"), weights, "partial", null)).toBeGreaterThan(0);
    expect(judge(candidate("volume do prisma"), weights, "partial", null)).toBeNull();
    // "capital da Mongólia": one common known word is not an answer.
    const capital: TermWeights = {
      all: new Map([
        ["capital", 3.4],
        ["mongol", 6.6],
      ]),
      known: new Map([["capital", 3.4]]),
      unknown: ["mongol"],
    };
    expect(judge(candidate("capital inicial e juros"), capital, "partial", null)).toBeNull();
  });

  it("favours material named after the terms and of the tutor's subject", () => {
    const plain = judge(candidate("volume do cone granulado"), weights, "full", null)!;
    const titled = judge(
      candidate("volume do cone granulado", { title: "Volume do cone" }),
      weights,
      "full",
      null,
    )!;
    const own = judge(candidate("volume do cone granulado"), weights, "full", "mat")!;
    expect(titled).toBeGreaterThan(plain);
    expect(own).toBeGreaterThan(plain);
  });
});

describe("material that only mentions the question in passing", () => {
  const medicine: TermWeights = {
    all: new Map([["medicin", 5]]),
    known: new Map([["medicin", 5]]),
    unknown: [],
  };
  const royalFamily = candidate("Chegada da corte: escolas de medicina, Banco do Brasil e Imprensa Régia", {
    title: "A vinda da família real (1808)",
    subjectId: "hist",
  });

  it("is left out outside the tutor's subject, kept inside it or when its title names the term", () => {
    expect(mentionsInPassing(royalFamily, medicine, null)).toBe(true);
    expect(mentionsInPassing(royalFamily, medicine, "hist")).toBe(false);
    expect(mentionsInPassing({ ...royalFamily, title: "Medicina no Império" }, medicine, null)).toBe(false);
    const often = { ...royalFamily, text: "medicina tropical e a medicina popular" };
    expect(mentionsInPassing(often, medicine, null)).toBe(false);
  });
});

describe("short search terms", () => {
  it("match only their own short forms, and pH is a term", () => {
    expect(matchedPrefixes("a validade do argumento", ["val"])).toEqual([]);
    expect(matchedPrefixes("a mais-valia do trabalho", ["val"])).toEqual(["val"]);
    expect(matchedPrefixes("ninguém sabe", ["nin"])).toEqual([]);
    expect(matchedPrefixes("áreas de figuras", ["are"])).toEqual(["are"]);
    expect(searchWords("o que é pH?")).toContain("ph");
  });
});
