import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadModelWeights } from "../model/scoring-model.ts";
import { parseEssayBrEssays } from "./essay-br-dataset.ts";
import { essayHash } from "./training-set.ts";

const CALIBRATION = "content/essay-br/development.csv";

describe("recognising the calibration essays by content", () => {
  it("hashes an essay the same way whatever its line endings, spacing, quotes or case", () => {
    const a = "Primeiro parágrafo, com “aspas”.\nSegundo\u00a0parágrafo.";
    expect(essayHash('primeiro parágrafo, com "aspas".\r\n\r\n  Segundo parágrafo. ')).toBe(essayHash(a));
    expect(essayHash("Outro texto.")).not.toBe(essayHash(a));
  });

  it("finds every essay of a re-saved copy of the calibration file among the training essays", () => {
    const original = readFileSync(CALIBRATION, "utf8");
    // A copy saved by a spreadsheet: CRLF line endings and non-breaking spaces written as plain spaces.
    const resaved = original.replace(/\r?\n/g, "\r\n").replace(/\\xa0/g, " ");
    expect(resaved).not.toBe(original);
    const trained = new Set(loadModelWeights().fitted_on.essay_hashes);
    const essays = parseEssayBrEssays(resaved);
    expect(essays.length).toBe(686);
    expect(essays.filter((e) => trained.has(essayHash(e.paragraphs.join("\n")))).length).toBe(essays.length);
  });
});
