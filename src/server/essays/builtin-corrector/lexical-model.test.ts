import { beforeAll, describe, expect, it } from "vitest";
import { stratifiedFolds } from "./folds.js";
import { type BuiltinEssayCorrector, createBuiltinCorrector } from "./index.js";
import { fitCuts, type LevelMapping, levelsFrom } from "./level-mapping.js";
import {
  DEFAULT_LEXICAL_OPTIONS,
  fitLexical,
  LexicalScorer,
  lexicalTerms,
  TermDictionary,
} from "./lexical-model.js";
import { priorFor } from "./prompt-prior.js";
import { lexicalPredictions, loadModelWeights, predictLevels } from "./scoring-model.js";
import { scenarioFor } from "./stacked-model.js";
import { MENTAL_HEALTH_TOPIC, SIX_LINE_TEXT, STRONG_ESSAY } from "./test-fixtures.js";

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

describe("lexical model", () => {
  it("extracts word, bigram and character features with block prefixes", () => {
    const t = lexicalTerms("Além disso, a educação.");
    const keys = [...t.keys()];
    expect(keys.some((k) => k.startsWith("w:"))).toBe(true);
    expect(keys.some((k) => k.startsWith("b:"))).toBe(true);
    expect(t.get("c:edu")).toBe(1);
  });

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

  it("shifts competency levels jointly so they add up to the predicted total", () => {
    const st: LevelMapping = {
      cuts: Array.from({ length: 5 }, () => [0.5, 1.5, 2.5, 3.5, 4.5]),
      totalCenter: 15,
      totalStretch: 1,
      joint: true,
    };
    const levels = levelsFrom(st, [3, 3, 3, 3, 3], 18);
    expect(levels.reduce((s, l) => s + l, 0)).toBe(18);
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
    expect(levelsFrom({ ...st, joint: false }, [3, 3, 3, 3, 3], 18)).toEqual([3, 3, 3, 3, 3]);
  });

  it("makes stratified folds of equal size, reproducibly", () => {
    const strata = Array.from({ length: 50 }, (_, i) => i % 7);
    const f = stratifiedFolds(strata, 5, 1);
    expect(stratifiedFolds(strata, 5, 1)).toEqual(f);
    for (let k = 0; k < 5; k++) expect(f.filter((x) => x === k)).toHaveLength(10);
  });
});

describe("committed stacked weights", () => {
  let corrector: BuiltinEssayCorrector;
  beforeAll(async () => {
    corrector = await createBuiltinCorrector();
  }, 60_000);

  it("loads the lexical model and predicts the same for the same text", () => {
    const w = loadModelWeights();
    expect(w.version).toBe(3);
    expect(w.lexical.vocab.length).toBeGreaterThan(1000);
    const a = lexicalPredictions(w, STRONG_ESSAY);
    expect(a).toHaveLength(6);
    expect(lexicalPredictions(w, STRONG_ESSAY)).toEqual(a);
  });

  it("uses the prompt prior only for prompts of the calibration data", () => {
    const w = loadModelWeights();
    const [known] = Object.keys(w.stacked.priors?.prompts ?? {});
    expect(known).toBeDefined();
    expect(scenarioFor(w.stacked, known ?? "").scenario).toBe(w.stacked.seen);
    expect(scenarioFor(w.stacked, known ?? "").prior).toEqual(priorFor(w.stacked.priors!, known ?? ""));
    // Every topic of the product is new: no prior, the blend fitted for unseen prompts.
    expect(scenarioFor(w.stacked, "0123456789abcdef")).toEqual({ scenario: w.stacked.unseen, prior: null });
    const features = Object.fromEntries(
      w.competencies.flatMap((m) => m.features.map((f, i) => [f, m.mean[i] ?? 0])),
    );
    expect(predictLevels(w, features, STRONG_ESSAY)).toHaveLength(5);
  });

  it("keeps a strong essay at 800 or more, with consistent notes", () => {
    const r = corrector.correct({ texto: STRONG_ESSAY, tema: MENTAL_HEALTH_TOPIC });
    expect(r.nota_final).toBeGreaterThanOrEqual(800);
    expect(r.nota_final).toBe(r.competencias.reduce((s, c) => s + c.nota, 0));
    for (const c of r.competencias) expect(c.comentario.startsWith(`**${c.nota}/200`)).toBe(true);
  });

  it("still applies the zero-grade rules on top of the models", () => {
    const r = corrector.correct({ texto: SIX_LINE_TEXT, tema: MENTAL_HEALTH_TOPIC });
    expect(r.nota_final).toBe(0);
    expect(r.anulacao?.motivo).toBe("texto_insuficiente");
    // The lexical model alone would not give zero: the rule decides.
    const lex = lexicalPredictions(loadModelWeights(), SIX_LINE_TEXT) ?? [];
    expect(lex[5] ?? 0).toBeGreaterThan(0);
  });
});
