/**
 * Cross-validation folds shared by the fit (inner folds of the stacking) and the eval script
 * (outer folds): random folds stratified by the total, and folds that keep each prompt whole.
 */

/** Deterministic pseudo-random generator (LCG) for shuffles. */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * K folds, shuffled with a fixed seed and stratified by `strata` (essays sorted by stratum
 * after the shuffle, then dealt round-robin, so each fold gets the same score profile).
 */
export function stratifiedFolds(strata: number[], k: number, seed: number): number[] {
  const rnd = seededRandom(seed);
  const idx = strata.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  const order = idx
    .map((i, pos) => ({ i, pos }))
    .sort((a, b) => (strata[a.i] ?? 0) - (strata[b.i] ?? 0) || a.pos - b.pos);
  const folds = new Array<number>(strata.length).fill(0);
  order.forEach(({ i }, pos) => {
    folds[i] = pos % k;
  });
  return folds;
}

/** Folds that keep every prompt in a single fold (largest prompts first, into the lightest fold). */
export function promptGroupedFolds(groups: string[], k: number): number[] {
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const load = new Array<number>(k).fill(0);
  const foldOf = new Map<string, number>();
  const order = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || a.localeCompare(b, "en", { numeric: true }),
  );
  for (const g of order) {
    const f = load.indexOf(Math.min(...load));
    foldOf.set(g, f);
    load[f] = (load[f] ?? 0) + (sizes.get(g) ?? 0);
  }
  return groups.map((g) => foldOf.get(g) ?? 0);
}
