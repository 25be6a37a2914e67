/** Timing summary shared by the benchmarks: median and p95 matter more than a single run. */
export type Stats = { samples: number; medianMs: number; p95Ms: number; minMs: number; maxMs: number };

export function stats(values: number[], decimals = 1): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const scale = 10 ** decimals;
  const round = (n: number) => Math.round(n * scale) / scale;
  return {
    samples: sorted.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    minMs: round(sorted[0] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
