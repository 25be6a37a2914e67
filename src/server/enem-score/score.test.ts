import { describe, expect, it } from "vitest";
import { alignAnswers, INVALID_ANSWERS, MISSING_LANGUAGE } from "#domain/enem-score/answers";
import { scoreArea } from "#domain/enem-score/score";
import type { Booklet, TriItem } from "#domain/enem-score/types";
import { BOOKLET_NOT_FOUND, loadBooklet } from "./booklets.ts";

const item = (position: number, key: string, language: 0 | 1 | null = null): TriItem => ({
  position,
  itemCode: String(position),
  key,
  a: 2,
  b: (position % 7) - 3,
  c: 0.2,
  language,
  dropped: false,
});

const math: Booklet = {
  year: 2099,
  code: "1",
  area: "MT",
  color: "AZUL",
  items: Array.from({ length: 45 }, (_, i) => item(136 + i, "ABCDE"[i % 5]!)),
};
const keys = math.items.map((i) => i.key).join("");

const languages: Booklet = {
  ...math,
  area: "LC",
  items: [
    ...[1, 2, 3, 4, 5].flatMap((p) => [item(p, "A", 0), item(p, "B", 1)]),
    ...Array.from({ length: 40 }, (_, i) => item(6 + i, "C")),
  ],
};

describe("scoreArea", () => {
  it("raises the score with each right answer and reports the swing of every item", () => {
    const none = scoreArea({ booklet: math, answers: ".".repeat(45) });
    const all = scoreArea({ booklet: math, answers: keys });
    expect(all.nota).toBeGreaterThan(none.nota);
    expect(all.rightCount).toBe(45);
    expect(all.erroPadrao).toBeGreaterThan(0);
    for (const outcome of all.items) expect(outcome.swing).toBeGreaterThanOrEqual(0);
    // Flipping one answer moves the score by that item's swing.
    const oneWrong = scoreArea({ booklet: math, answers: `.${keys.slice(1)}` });
    expect(all.nota - oneWrong.nota).toBeCloseTo(all.items[0]!.swing!, 0);
  });

  it("gives 0 to an empty string but scores an all-blank one", () => {
    expect(scoreArea({ booklet: math, answers: "" }).nota).toBe(0);
    // Official: 2012, CO_PROVA 153, all blank → 303.1 (an extreme pattern: we give 303.7).
    const blank = scoreArea({ booklet: loadBooklet(2012, "153"), answers: ".".repeat(45) });
    expect(Math.abs(blank.nota - 303.1)).toBeLessThanOrEqual(1);
  });

  it("leaves dropped items out and counts blank or double marks as wrong", () => {
    const dropped: Booklet = {
      ...math,
      items: math.items.map((i, n) => (n === 0 ? { ...i, dropped: true } : i)),
    };
    const result = scoreArea({ booklet: dropped, answers: keys });
    expect(result.scoredCount).toBe(44);
    expect(result.items[0]).toMatchObject({ scored: false, swing: null });
    const marks = scoreArea({ booklet: math, answers: `*.${keys.slice(2)}` });
    expect(marks.rightCount).toBe(43);
  });

  it("reads LC strings of 50 characters by their 9s and of 45 by the language given", () => {
    const spanish = `99999BBBBB${"C".repeat(40)}`;
    const fromNines = alignAnswers(languages, spanish);
    expect(fromNines).toHaveLength(45);
    expect(fromNines.slice(0, 5).every((a) => a.item.language === 1 && a.right)).toBe(true);
    const short = alignAnswers(languages, `AAAAA${"C".repeat(40)}`, 0);
    expect(short.every((a) => a.right)).toBe(true);
    expect(() => alignAnswers(languages, `AAAAA${"C".repeat(40)}`)).toThrow(MISSING_LANGUAGE);
  });

  it("takes the common items of the chosen language's version in a digital booklet (2020)", () => {
    // TP_VERSAO_DIGITAL: version 0 (English) keys its common items "C", version 1 (Spanish) "D".
    const digital: Booklet = {
      ...languages,
      items: [
        ...[1, 2, 3, 4, 5].flatMap((p) => [
          { ...item(p, "A", 0), version: 0 as const },
          { ...item(p, "B", 1), version: 1 as const },
        ]),
        ...Array.from({ length: 40 }, (_, i) => [
          { ...item(6 + i, "C"), itemCode: `e${i}`, version: 0 as const },
          { ...item(6 + i, "D"), itemCode: `s${i}`, version: 1 as const },
        ]).flat(),
      ],
    };
    const spanish = alignAnswers(digital, `99999BBBBB${"D".repeat(40)}`);
    expect(spanish.map((a) => a.item.itemCode).slice(5, 7)).toEqual(["s0", "s1"]);
    expect(spanish.every((a) => a.right)).toBe(true);
    expect(alignAnswers(digital, `AAAAA${"C".repeat(40)}`, 0).every((a) => a.right)).toBe(true);
    expect(() => alignAnswers(digital, `AAAAA${"C".repeat(40)}`)).toThrow(MISSING_LANGUAGE);
    // Official: 2020, CO_PROVA 692, Spanish → 545.7.
    const real = scoreArea({
      booklet: loadBooklet(2020, "692"),
      answers: "99999AEECDCAEABBBEEBBCEEEEACDBDCAEAACBABBEDCCEDEDA",
    });
    expect(real.nota).toBeCloseTo(545.7, 1);
  });
});

describe("malformed input", () => {
  it("rejects letters other than A–E, dot or asterisk", () => {
    expect(() => scoreArea({ booklet: math, answers: `F${keys.slice(1)}` })).toThrow(INVALID_ANSWERS);
    expect(() => scoreArea({ booklet: math, answers: `a${keys.slice(1)}` })).toThrow(INVALID_ANSWERS);
    expect(() => scoreArea({ booklet: math, answers: `9${keys.slice(1)}` })).toThrow(INVALID_ANSWERS);
  });

  it("rejects a string of the wrong length", () => {
    expect(() => scoreArea({ booklet: math, answers: keys.slice(1) })).toThrow(
      "esse caderno tem 45 questões",
    );
    expect(() => scoreArea({ booklet: languages, answers: "C".repeat(44) })).toThrow("45 ou 50");
  });

  it("rejects an unknown booklet or year", () => {
    expect(() => loadBooklet(2015, "99999")).toThrow(BOOKLET_NOT_FOUND);
    expect(() => loadBooklet(1998, "1")).toThrow(BOOKLET_NOT_FOUND);
  });

  it("refuses a booklet INEP published with two items at one position (2013 adapted booklets)", () => {
    expect(() => scoreArea({ booklet: loadBooklet(2013, "187"), answers: "A".repeat(45) })).toThrow(
      "itens repetidos",
    );
  });
});
