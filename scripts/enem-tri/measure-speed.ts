/**
 * Time per scoreArea call (figures in docs/enem-score.md):  npx tsx scripts/enem-tri/measure-speed.ts
 */

import { scoreArea } from "#domain/enem-score/score";
import type { Booklet } from "#domain/enem-score/types";
import { loadYear } from "#server/enem-score/booklets";

function perCall(booklet: Booklet, answers: string, calls = 20_000): number {
  for (let i = 0; i < 2_000; i++) scoreArea({ booklet, answers });
  const start = performance.now();
  for (let i = 0; i < calls; i++) scoreArea({ booklet, answers });
  return ((performance.now() - start) * 1000) / calls;
}

const started = performance.now();
const year = loadYear(2023);
console.log(`loading 2023 (120 booklets): ${(performance.now() - started).toFixed(0)} ms`);
const math = [...year.values()].find((b) => b.area === "MT")!;
console.log(`MT, 45 items, with swings: ${perCall(math, "ABCDE".repeat(9)).toFixed(1)} µs per call`);
const lc = [...loadYear(2019).values()].find((b) => b.area === "LC")!;
console.log(`LC, 50 characters: ${perCall(lc, `99999${"ABCDE".repeat(9)}`).toFixed(1)} µs per call`);
