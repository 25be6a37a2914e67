/**
 * Lexical model: TF-IDF over word stems (unigrams and bigrams) and character 3–5-grams of
 * the essay, with ridge regression per competency and for the total. It captures what the
 * rule analysers cannot enumerate (register, vocabulary range, fluency, spelling habits,
 * how fully the theme is discussed), so it only adjusts levels: the feedback keeps citing
 * the rule evidence.
 *
 * Fitting uses the dual (kernel) form of ridge, which needs one n×n system for n essays
 * whatever the vocabulary size, and gives leave-one-out predictions in closed form (used to
 * choose lambda and to fit the blend with the feature model without touching held-out data).
 * Features, committed form and runtime scoring: model/lexical-model.ts; matrix algebra:
 * kernel-algebra.ts.
 */
import {
  type LexicalModel,
  type SparseRow,
  type TermDictionary,
  type TermDoc,
  weightRow,
} from "../model/lexical-model.ts";
import { cholesky, cholSolve, leaveGroupOut, lowerInverse } from "./kernel-algebra.ts";

export interface LexicalOptions {
  /** Vocabulary size per block (words, characters): the most frequent in the training essays. */
  maxWords: number;
  maxChars: number;
  minDf: number;
  charWeight: number;
  /** Ridge penalties tried; the one with the lowest leave-one-out error is kept (per target). */
  lambdas: number[];
}

export const DEFAULT_LEXICAL_OPTIONS: LexicalOptions = {
  maxWords: 4000,
  maxChars: 4000,
  minDf: 3,
  charWeight: 1,
  lambdas: [0.3, 1, 3, 10],
};

/** Plain code-unit order: deterministic and fast (localeCompare is too slow for 10⁵ keys). */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface LexicalFit {
  model: LexicalModel;
  /** Leave-one-out predictions on the training essays, [essay][target]. */
  loo: number[][];
  /** With groups: leave-group-out predictions (each prompt's essays predicted without that prompt). */
  lgo?: number[][];
}

/**
 * Fits the lexical model on training essays: vocabulary and IDF from these essays only
 * (top maxWords word features and maxChars character features by document frequency,
 * df ≥ minDf), then dual ridge per target with lambda chosen by leave-one-out error.
 */
export function fitLexical(
  docs: TermDoc[],
  dict: TermDictionary,
  y: number[][],
  targets: string[],
  opts: LexicalOptions = DEFAULT_LEXICAL_OPTIONS,
  groups?: string[],
): LexicalFit {
  const n = docs.length;
  const df = new Map<number, number>();
  for (const d of docs) for (const id of d.ids) df.set(id, (df.get(id) ?? 0) + 1);
  const byDf = (prefix: (k: string) => boolean, max: number) =>
    [...df.entries()]
      .filter(([id, c]) => c >= opts.minDf && prefix(dict.keys[id] ?? ""))
      .sort((a, b) => b[1] - a[1] || byKey(dict.keys[a[0]] ?? "", dict.keys[b[0]] ?? ""))
      .slice(0, max)
      .map(([id]) => id)
      .sort((a, b) => byKey(dict.keys[a] ?? "", dict.keys[b] ?? ""));
  const wordIds = byDf((k) => !k.startsWith("c:"), opts.maxWords);
  const charIds = byDf((k) => k.startsWith("c:"), opts.maxChars);
  const selected = [...wordIds, ...charIds];
  const col = new Map<number, number>();
  selected.forEach((id, j) => {
    col.set(id, j);
  });
  const d = selected.length;
  const firstChar = wordIds.length;
  const idf = selected.map((id) => Math.log((n + 1) / ((df.get(id) ?? 0) + 1)) + 1);
  const rows: SparseRow[] = docs.map((doc) => {
    const pairs: Array<[number, number]> = [];
    doc.ids.forEach((id, k) => {
      const j = col.get(id);
      if (j !== undefined) pairs.push([j, doc.counts[k] ?? 0]);
    });
    return weightRow(pairs, idf, (j) => j >= firstChar, opts.charWeight);
  });
  // Column means (for centring) and the centred kernel K_c = (X − 1μᵀ)(X − 1μᵀ)ᵀ.
  const mu = new Float64Array(d);
  for (const r of rows)
    for (let k = 0; k < r.idx.length; k++) {
      const j = r.idx[k] ?? 0;
      mu[j] = (mu[j] ?? 0) + (r.val[k] ?? 0) / n;
    }
  const K = new Float64Array(n * n);
  const dense = new Float64Array(d);
  for (let i = 0; i < n; i++) {
    const ri = rows[i] as SparseRow;
    for (let k = 0; k < ri.idx.length; k++) dense[ri.idx[k] ?? 0] = ri.val[k] ?? 0;
    for (let j = i; j < n; j++) {
      const rj = rows[j] as SparseRow;
      let s = 0;
      for (let k = 0; k < rj.idx.length; k++) s += (dense[rj.idx[k] ?? 0] ?? 0) * (rj.val[k] ?? 0);
      K[i * n + j] = s;
      K[j * n + i] = s;
    }
    for (let k = 0; k < ri.idx.length; k++) dense[ri.idx[k] ?? 0] = 0;
  }
  const rowMean = new Float64Array(n);
  let all = 0;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += K[i * n + j] ?? 0;
    rowMean[i] = s / n;
    all += s;
  }
  all /= n * n;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      K[i * n + j] = (K[i * n + j] ?? 0) - (rowMean[i] ?? 0) - (rowMean[j] ?? 0) + all;

  const T = targets.length;
  const ymean = targets.map((_, t) => y.reduce((s, r) => s + (r[t] ?? 0), 0) / n);
  const yc = targets.map((_, t) => Float64Array.from(y, (r) => (r[t] ?? 0) - (ymean[t] ?? 0)));
  const best: Array<{ err: number; lambda: number; alpha: Float64Array }> = targets.map(() => ({
    err: Number.POSITIVE_INFINITY,
    lambda: 0,
    alpha: new Float64Array(n),
  }));
  const loo: number[][] = Array.from({ length: n }, () => new Array<number>(T).fill(0));
  const lgo: number[][] = Array.from({ length: n }, () => new Array<number>(T).fill(0));
  for (const lambda of opts.lambdas) {
    const A = Float64Array.from(K);
    for (let i = 0; i < n; i++) A[i * n + i] = (A[i * n + i] ?? 0) + lambda;
    const L = cholesky(A, n);
    const { inv, diag } = lowerInverse(L, n);
    for (let t = 0; t < T; t++) {
      const yt = yc[t] as Float64Array;
      const alpha = cholSolve(L, n, yt);
      // Residual of ridge = λα; leave-one-out residual = λα_i / (λ (A⁻¹)_ii − 1/n) (intercept refit).
      let err = 0;
      const pred = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        const h = 1 - lambda * (diag[i] ?? 0) + 1 / n;
        const r = (lambda * (alpha[i] ?? 0)) / Math.max(1e-6, 1 - h);
        err += r * r;
        pred[i] = (y[i]?.[t] ?? 0) - r;
      }
      const b = best[t] as (typeof best)[number];
      if (err < b.err) {
        b.err = err;
        b.lambda = lambda;
        b.alpha = alpha;
        for (let i = 0; i < n; i++) (loo[i] as number[])[t] = pred[i] ?? 0;
        if (groups)
          leaveGroupOut(inv, n, alpha, groups, (i, e) => {
            (lgo[i] as number[])[t] = (y[i]?.[t] ?? 0) - e;
          });
      }
    }
  }
  // Primal weights w = Σ α_i (x_i − μ); intercept = ȳ − μ·w.
  const coef: number[][] = [];
  const intercept: number[] = [];
  for (let t = 0; t < T; t++) {
    const alpha = (best[t] as (typeof best)[number]).alpha;
    const w = new Float64Array(d);
    let asum = 0;
    rows.forEach((r, i) => {
      const a = alpha[i] ?? 0;
      asum += a;
      for (let k = 0; k < r.idx.length; k++) {
        const j = r.idx[k] ?? 0;
        w[j] = (w[j] ?? 0) + a * (r.val[k] ?? 0);
      }
    });
    let muw = 0;
    for (let j = 0; j < d; j++) {
      w[j] = (w[j] ?? 0) - asum * (mu[j] ?? 0);
      muw += (mu[j] ?? 0) * (w[j] ?? 0);
    }
    coef.push(Array.from(w));
    intercept.push((ymean[t] ?? 0) - muw);
  }
  return {
    model: {
      vocab: selected.map((id) => dict.keys[id] ?? ""),
      idf,
      charWeight: opts.charWeight,
      targets,
      coef,
      intercept,
      lambda: best.map((b) => b.lambda),
    },
    loo,
    ...(groups ? { lgo } : {}),
  };
}

/** Rounds the model for the committed JSON (4 significant digits keep predictions within 1e-3). */
export function compactLexicalModel(m: LexicalModel): LexicalModel {
  const sig = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(4)));
  return {
    ...m,
    idf: m.idf.map(sig),
    coef: m.coef.map((w) => w.map(sig)),
    intercept: m.intercept.map((x) => Number(x.toPrecision(8))),
  };
}
