/**
 * Term vectors over Portuguese stems: content terms (stopwords dropped), IDF from a
 * background corpus (model/topic-idf.json, built by the fit script), TF-IDF and cosine.
 */
import { stemPt } from "./portuguese-stemmer.ts";
import { STOPWORDS_PT } from "./stopwords-pt.ts";
import { stripAccents, tokenize } from "./text-utils.ts";

export interface IdfTable {
  n: number;
  df: Record<string, number>;
}

export type SparseVector = Map<string, number>;

export function contentTerms(text: string): Array<{ stem: string; word: string }> {
  const out: Array<{ stem: string; word: string }> = [];
  for (const t of tokenize(text)) {
    if (!/^\p{L}/u.test(t.text) || t.lower.length < 3 || STOPWORDS_PT.has(t.lower)) continue;
    out.push({ stem: stripAccents(stemPt(t.lower)), word: t.lower });
  }
  return out;
}

export function idfOf(idf: IdfTable, stem: string): number {
  return Math.log((idf.n + 1) / ((idf.df[stem] ?? 0) + 1)) + 1;
}

export function tfidf(stems: string[], idf: IdfTable, weight = 1): SparseVector {
  const tf = new Map<string, number>();
  for (const s of stems) tf.set(s, (tf.get(s) ?? 0) + weight);
  const v: SparseVector = new Map();
  for (const [s, c] of tf) v.set(s, (1 + Math.log(c)) * idfOf(idf, s));
  return v;
}

export function cosine(a: SparseVector, b: SparseVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, x] of a) {
    na += x * x;
    const y = b.get(k);
    if (y !== undefined) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Document frequencies of stems over a corpus (used by the fit script to write model/topic-idf.json). */
export function buildIdfTable(documents: string[], minDf = 2): IdfTable {
  const df: Record<string, number> = {};
  for (const d of documents)
    for (const s of new Set(contentTerms(d).map((t) => t.stem))) df[s] = (df[s] ?? 0) + 1;
  for (const k of Object.keys(df)) if ((df[k] ?? 0) < minDf) delete df[k];
  return { n: documents.length, df };
}
