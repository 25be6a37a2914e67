import { describe, expect, it } from "vitest";
import { LexicalScorer, lexicalTerms, TermDictionary } from "../model/lexical-model.ts";
import { quadraticWeightedKappa } from "./calibration.ts";
import { parseCsv, parsePythonList } from "./essay-br-dataset.ts";
import { fitCuts } from "./fit-levels.ts";
import { DEFAULT_LEXICAL_OPTIONS, fitLexical } from "./fit-lexical.ts";
import { stratifiedFolds } from "./folds.ts";

/** A tiny corpus where essays with formal connectives and more words score higher. */
function toyCorpus() {
  const good =
    "Além disso, a desigualdade social persiste no Brasil. Portanto, o Estado deve ampliar políticas públicas eficazes, a fim de garantir direitos.";
  const weak = "eu acho que isso e ruim e tem que mudar logo porque e ruim demais pra todo mundo.";
  const texts: string[] = [];
  const y: number[][] = [];
  for (let i = 0; i < 24; i++) {
    const q = i % 4;
    texts.push([...Array(q + 1).fill(good), ...Array(4 - q).fill(weak), `Texto ${i}.`].join("\n"));
    y.push([q + 1, q + 1, q, q + 1, q, 4 * q + 4]);
  }
  return { texts, y };
}

describe("fitting", () => {
  it("fits deterministically and ranks the toy corpus in order", () => {
    const { texts, y } = toyCorpus();
    const fitToy = () => {
      const dict = new TermDictionary();
      const docs = texts.map((t) => dict.encode(lexicalTerms(t)));
      return fitLexical(docs, dict, y, ["c1", "c2", "c3", "c4", "c5", "total"], {
        ...DEFAULT_LEXICAL_OPTIONS,
        minDf: 2,
      });
    };
    const a = fitToy();
    const b = fitToy();
    expect(b.model).toEqual(a.model);
    expect(b.loo).toEqual(a.loo);
    const scorer = new LexicalScorer(a.model);
    const low = scorer.predict(texts[0] ?? "");
    const high = scorer.predict(texts[3] ?? "");
    expect(high[5] ?? 0).toBeGreaterThan((low[5] ?? 0) + 2);
    expect(scorer.predict(texts[3] ?? "")).toEqual(high);
  });

  it("fits cut points that reproduce a perfectly ordered prediction", () => {
    const pred = Array.from({ length: 60 }, (_, i) => i / 10);
    const human = pred.map((p) => Math.min(5, Math.floor(p)));
    const cuts = fitCuts(pred, human, 6);
    expect(cuts).toHaveLength(5);
    const snapped = pred.map((p) => cuts.filter((c) => p > c).length);
    expect(snapped).toEqual(human);
  });

  it("makes stratified folds of equal size, reproducibly", () => {
    const strata = Array.from({ length: 50 }, (_, i) => i % 7);
    const f = stratifiedFolds(strata, 5, 1);
    expect(stratifiedFolds(strata, 5, 1)).toEqual(f);
    for (let k = 0; k < 5; k++) expect(f.filter((x) => x === k)).toHaveLength(10);
  });
});

describe("Essay-BR parsing and agreement", () => {
  it("parses CSV with quoted fields and Python list literals", () => {
    const [header, row] = parseCsv('a,b\n"x, ""y""","[\'p1\', ""p2 \\xa0""]"\n');
    expect(header).toEqual(["a", "b"]);
    expect(row?.[0]).toBe('x, "y"');
    expect(parsePythonList(row?.[1] ?? "")).toEqual(["p1", "p2 \u00a0"]);
    expect(parsePythonList("[120, 160, 80]")).toEqual([120, 160, 80]);
  });
  it("computes quadratic weighted kappa", () => {
    expect(quadraticWeightedKappa([0, 1, 2, 3], [0, 1, 2, 3], 4)).toBeCloseTo(1);
    expect(quadraticWeightedKappa([0, 1, 2, 3], [3, 2, 1, 0], 4)).toBeLessThan(0);
  });
});
