import { describe, expect, it } from "vitest";
import { calibrateItems, type ResponsePattern } from "./calibration.ts";
import type { ItemParams } from "./scoring.ts";

/** A small deterministic generator, so the simulated answers are the same on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
}

function correlation(x: number[], y: number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((v, i) => {
    sxy += (v - mx) * (y[i]! - my);
    sxx += (v - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe("calibrateItems", () => {
  const random = seeded(7);
  const truth = new Map<string, ItemParams>(
    Array.from({ length: 30 }, (_, i) => [
      `q${i}`,
      { a: 1.2 + (i % 4) * 0.5, b: -1.5 + (i * 4) / 29, c: 0.18 },
    ]),
  );
  const patterns: ResponsePattern[] = Array.from({ length: 800 }, () => {
    const theta = normal(random);
    return {
      responses: [...truth].map(([itemId, p]) => ({
        itemId,
        right: random() < p.c + (1 - p.c) / (1 + Math.exp(-p.a * (theta - p.b))),
      })),
    };
  });
  // Every item starts from the same "Médio" prior: only the answers can tell them apart.
  const start = new Map([...truth.keys()].map((id) => [id, { a: 1.8, b: 0.8, c: 0.2 }]));

  it("recovers the items' difficulties from students' answers", () => {
    const estimated = calibrateItems(patterns, start);
    expect(estimated).toHaveLength(30);
    const trueB = estimated.map((e) => truth.get(e.itemId)!.b);
    const estB = estimated.map((e) => e.b);
    expect(correlation(trueB, estB)).toBeGreaterThan(0.95);
    const meanError = estimated.reduce((s, e) => s + Math.abs(e.b - truth.get(e.itemId)!.b), 0) / 30;
    expect(meanError).toBeLessThan(0.35);
    expect(estimated.every((e) => e.answerCount === 800)).toBe(true);
  });

  it("leaves an item with too few answers at its prior", () => {
    const few = patterns.slice(0, 10);
    expect(calibrateItems(few, start, { minAnswers: 30 })).toEqual([]);
  });
});
