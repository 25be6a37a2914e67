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
 */
import { stemPt } from "./portuguese-stemmer.js";
import { lowerPt, splitParagraphs, tokenize } from "./text-utils.js";

/** Committed form (lexical-weights.json): vocabulary, IDF and one weight vector per target. */
export interface LexicalModel {
  /** Feature keys: "w:stem", "b:stem stem" (word bigram), "c:abc" (character n-gram). */
  vocab: string[];
  idf: number[];
  /** Weight of the character block relative to the word block (each block is L2-normalised). */
  charWeight: number;
  /** Targets, e.g. ["c1", "c2", "c3", "c4", "c5", "total"], in level units (total: 0..25). */
  targets: string[];
  /** coef[t][j]: weight of vocab[j] for target t. */
  coef: number[][];
  intercept: number[];
  lambda: number[];
}

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

/** Raw term counts of an essay (every key carries its block prefix). */
export function lexicalTerms(texto: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const p of splitParagraphs(texto)) {
    let prev = "<p>";
    for (const t of tokenize(p)) {
      const w = /^\d/.test(t.text) ? "<num>" : stemPt(t.lower);
      add(`w:${w}`);
      add(`b:${prev} ${w}`);
      prev = w;
    }
    add(`b:${prev} </p>`);
    const s = ` ${lowerPt(p).replace(/\s+/g, " ")} `;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= s.length; i++) add(`c:${s.slice(i, i + n)}`);
  }
  return counts;
}

/** An essay's terms as ids into a shared term dictionary (compact, for fitting on many essays). */
export interface TermDoc {
  ids: Int32Array;
  counts: Float64Array;
}

export class TermDictionary {
  readonly ids = new Map<string, number>();
  readonly keys: string[] = [];
  encode(counts: Map<string, number>): TermDoc {
    const ids = new Int32Array(counts.size);
    const cs = new Float64Array(counts.size);
    let k = 0;
    for (const [key, c] of counts) {
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.keys.length;
        this.ids.set(key, id);
        this.keys.push(key);
      }
      ids[k] = id;
      cs[k++] = c;
    }
    return { ids, counts: cs };
  }
}

interface SparseRow {
  idx: Int32Array;
  val: Float64Array;
}

/** Sublinear TF × IDF, each block L2-normalised, the character block scaled by charWeight. */
function weightRow(
  pairs: Array<[number, number]>,
  idf: ArrayLike<number>,
  isChar: (j: number) => boolean,
  charWeight: number,
): SparseRow {
  pairs.sort((a, b) => a[0] - b[0]);
  const val = new Float64Array(pairs.length);
  const idx = new Int32Array(pairs.length);
  let nw = 0;
  let nc = 0;
  pairs.forEach(([j, c], k) => {
    const v = (1 + Math.log(c)) * (idf[j] ?? 0);
    idx[k] = j;
    val[k] = v;
    if (isChar(j)) nc += v * v;
    else nw += v * v;
  });
  const sw = nw > 0 ? 1 / Math.sqrt(nw) : 0;
  const sc = nc > 0 ? charWeight / Math.sqrt(nc) : 0;
  for (let k = 0; k < idx.length; k++) val[k] = (val[k] ?? 0) * (isChar(idx[k] ?? 0) ? sc : sw);
  return { idx, val };
}

/** Runtime scoring: one prediction per target, in level units. */
export class LexicalScorer {
  private readonly column = new Map<string, number>();
  private readonly firstChar: number;
  constructor(private readonly m: LexicalModel) {
    m.vocab.forEach((k, j) => {
      this.column.set(k, j);
    });
    const fc = m.vocab.findIndex((k) => k.startsWith("c:"));
    this.firstChar = fc < 0 ? m.vocab.length : fc;
  }
  predict(texto: string): number[] {
    const pairs: Array<[number, number]> = [];
    for (const [k, c] of lexicalTerms(texto)) {
      const j = this.column.get(k);
      if (j !== undefined) pairs.push([j, c]);
    }
    const row = weightRow(pairs, this.m.idf, (j) => j >= this.firstChar, this.m.charWeight);
    return this.m.coef.map((w, t) => {
      let z = this.m.intercept[t] ?? 0;
      for (let k = 0; k < row.idx.length; k++) z += (w[row.idx[k] ?? 0] ?? 0) * (row.val[k] ?? 0);
      return z;
    });
  }
}

/** In-place Cholesky factor (lower triangle) of a symmetric positive definite n×n matrix. */
function cholesky(A: Float64Array, n: number): Float64Array {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i * n + j] ?? 0;
      const ri = i * n;
      const rj = j * n;
      for (let k = 0; k < j; k++) s -= (L[ri + k] ?? 0) * (L[rj + k] ?? 0);
      L[ri + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / (L[rj + j] ?? 1);
    }
  }
  return L;
}

function cholSolve(L: Float64Array, n: number, b: ArrayLike<number>): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i] ?? 0;
    for (let k = 0; k < i; k++) s -= (L[i * n + k] ?? 0) * (y[k] ?? 0);
    y[i] = s / (L[i * n + i] ?? 1);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) s -= (L[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = s / (L[i * n + i] ?? 1);
  }
  return x;
}

/**
 * L⁻¹ of a Cholesky factor, stored by columns (entry (r, i), r ≥ i, at i·n + r), and the
 * diagonal of A⁻¹ = L⁻ᵀL⁻¹: (A⁻¹)_ii = Σ_r (L⁻¹)_ri².
 */
function lowerInverse(L: Float64Array, n: number): { inv: Float64Array; diag: Float64Array } {
  const inv = new Float64Array(n * n);
  const diag = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const base = i * n;
    inv[base + i] = 1 / (L[i * n + i] ?? 1);
    let acc = (inv[base + i] ?? 0) ** 2;
    for (let r = i + 1; r < n; r++) {
      let s = 0;
      const rr = r * n;
      for (let k = i; k < r; k++) s -= (L[rr + k] ?? 0) * (inv[base + k] ?? 0);
      const v = s / (L[rr + r] ?? 1);
      inv[base + r] = v;
      acc += v * v;
    }
    diag[i] = acc;
  }
  return { inv, diag };
}

/** Plain code-unit order: deterministic and fast (localeCompare is too slow for 10⁵ keys). */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface LexicalFit {
  model: LexicalModel;
  /** Leave-one-out predictions on the training essays, [essay][target]. */
  loo: number[][];
  /** With groups: leave-group-out predictions (each prompt's essays predicted without that prompt). */
  lgo?: number[][];
}

/**
 * Leave-group-out residuals of kernel ridge in closed form: for the essays G of one group,
 * e_G = ((A⁻¹)_GG)⁻¹ α_G, with A = K + λI (the intercept refit is neglected).
 */
function leaveGroupOut(
  inv: Float64Array,
  n: number,
  alpha: Float64Array,
  groups: string[],
  out: (i: number, residual: number) => void,
): void {
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => {
    members.set(g, [...(members.get(g) ?? []), i]);
  });
  for (const idx of members.values()) {
    const m = idx.length;
    const M = new Float64Array(m * m);
    for (let a = 0; a < m; a++)
      for (let b = 0; b <= a; b++) {
        const i = idx[a] ?? 0;
        const j = idx[b] ?? 0;
        let s = 0;
        for (let r = Math.max(i, j); r < n; r++) s += (inv[i * n + r] ?? 0) * (inv[j * n + r] ?? 0);
        M[a * m + b] = s;
        M[b * m + a] = s;
      }
    const e = cholSolve(
      cholesky(M, m),
      m,
      idx.map((i) => alpha[i] ?? 0),
    );
    idx.forEach((i, a) => {
      out(i, e[a] ?? 0);
    });
  }
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
