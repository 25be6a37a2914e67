import { describe, expect, it } from "vitest";
import { statementExcerpt } from "./excerpt.ts";

describe("statementExcerpt", () => {
  it("skips tables, charts and images, and drops Markdown marks", () => {
    const prompt = [
      "```grafico\n{}\n```",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "![mapa](/x.png)",
      "Um **produtor** vendeu [sacas](http://x) de café a $x$ reais, R$ 10,00 cada.",
      "Qual o lucro?",
    ].join("\n\n");
    expect(statementExcerpt(prompt)).toBe("Um produtor vendeu sacas de café a x reais, R$ 10,00 cada.");
  });

  it("cuts a long opening at a word, with an ellipsis", () => {
    const long = "palavra ".repeat(40);
    const excerpt = statementExcerpt(long, 50);
    expect(excerpt.endsWith("palavra…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(51);
  });
});
