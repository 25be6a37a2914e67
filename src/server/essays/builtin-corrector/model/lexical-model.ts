/**
 * Lexical model at runtime: word stems, stem bigrams and character 3–5-grams of an essay, their
 * sublinear TF-IDF weighting (each block L2-normalised), the committed form of the fitted model
 * and its scorer. Fitting: training/fit-lexical.ts.
 */
import { stemPt } from "../analysis/portuguese-stemmer.ts";
import { lowerPt, splitParagraphs, tokenize } from "../analysis/text-utils.ts";

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

/** Raw term counts of an essay (every key carries its block prefix). */
export function lexicalTerms(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const p of splitParagraphs(text)) {
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

export interface SparseRow {
  idx: Int32Array;
  val: Float64Array;
}

/** Sublinear TF × IDF, each block L2-normalised, the character block scaled by charWeight. */
export function weightRow(
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
  predict(text: string): number[] {
    const pairs: Array<[number, number]> = [];
    for (const [k, c] of lexicalTerms(text)) {
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
