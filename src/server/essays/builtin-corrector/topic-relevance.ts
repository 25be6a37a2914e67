/**
 * C2 topic adherence: TF-IDF cosine between the essay and the topic (title, keywords,
 * description, supporting texts), over Portuguese stems, plus coverage of the topic's
 * key terms. IDF comes from a background corpus (topic-idf.json, built by the fit script)
 * so generic words ("sociedade", "Brasil") weigh little and theme words weigh a lot.
 */
import { stemPt } from "./portuguese-stemmer.js";
import { STOPWORDS_PT } from "./stopwords-pt.js";
import { lowerPt, normalizeText, stripAccents, tokenize } from "./text-utils.js";
import type { EssayTopicForCorrection } from "./types.js";

export interface IdfTable {
  n: number;
  df: Record<string, number>;
}

export type SparseVector = Map<string, number>;

export interface TopicModel {
  vector: SparseVector;
  /** Most characteristic stems of the topic, with a readable surface word for feedback. */
  keyTerms: Array<{ stem: string; word: string }>;
  titleStems: Set<string>;
  /** Lower-cased words of all topic texts (accepted by the spell checker: names, foreign terms). */
  vocabulary: Set<string>;
  hasTitle: boolean;
}

/** Source tags and "read more" links of scraped prompts are not part of the theme. */
function cleanPromptText(t: string): string {
  return normalizeText(t)
    .replace(/\[[^\]]{0,80}\]/g, " ")
    .replace(/leia (?:e ouça )?(?:o texto )?na íntegra/giu, " ");
}

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

function addInto(target: SparseVector, v: SparseVector, factor: number): void {
  for (const [k, x] of v) target.set(k, (target.get(k) ?? 0) + x * factor);
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

export function buildTopicModel(tema: EssayTopicForCorrection, idf: IdfTable): TopicModel {
  const title = tema.titulo ?? "";
  const keywords = (tema.palavras_chave ?? []).join(" ");
  const texts = [tema.descricao ?? "", ...(tema.textos_auxiliares ?? [])]
    .map(cleanPromptText)
    .filter((t) => t.trim().length > 0);
  const titleTerms = contentTerms(title);
  const keywordTerms = contentTerms(keywords);
  const textTerms = texts.map(contentTerms);
  const restTerms = textTerms.flat();
  const vector: SparseVector = new Map();
  // Title and keywords state the theme itself; supporting texts only surround it.
  addInto(
    vector,
    tfidf(
      titleTerms.map((t) => t.stem),
      idf,
    ),
    3,
  );
  addInto(
    vector,
    tfidf(
      keywordTerms.map((t) => t.stem),
      idf,
    ),
    2,
  );
  // A term shared by several supporting texts is the theme; a name cited once is not.
  const spread = new Map<string, number>();
  for (const terms of textTerms)
    for (const s of new Set(terms.map((t) => t.stem))) spread.set(s, (spread.get(s) ?? 0) + 1);
  const restVector: SparseVector = new Map();
  for (const [s, c] of spread)
    restVector.set(s, (1 + Math.log(c)) * idfOf(idf, s) * (c > 1 || texts.length <= 1 ? 1 : 0.5));
  addInto(vector, restVector, 1);
  const rest = texts.join("\n");
  const surface = new Map<string, Map<string, number>>();
  for (const t of [...titleTerms, ...keywordTerms, ...restTerms]) {
    const m = surface.get(t.stem) ?? new Map<string, number>();
    m.set(t.word, (m.get(t.word) ?? 0) + 1);
    surface.set(t.stem, m);
  }
  const titleOrKeyword = new Set([...titleTerms, ...keywordTerms].map((t) => t.stem));
  const central = (s: string) => titleOrKeyword.has(s) || (spread.get(s) ?? 0) > 1 || texts.length <= 1;
  const keyTerms = [...vector.entries()]
    .filter(([s]) => s.length >= 3 && idfOf(idf, s) > 1.6 && central(s))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([stem]) => ({
      stem,
      word:
        [...(surface.get(stem) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ??
        stem,
    }));
  const vocabulary = new Set<string>();
  for (const t of tokenize(`${title} ${keywords} ${rest}`)) vocabulary.add(lowerPt(t.text));
  return {
    vector,
    keyTerms,
    // Generic title words (“sociedade”, “Brasil”) say nothing about the theme.
    titleStems: new Set(titleTerms.map((t) => t.stem).filter((st) => idfOf(idf, st) >= 2.2)),
    vocabulary,
    hasTitle: titleTerms.length > 0,
  };
}

export interface TopicAnalysis {
  similarity: number;
  paragraphSimilarities: number[];
  keyCoverage: number;
  titleCoverage: number | null;
  foundKeyTerms: string[];
  missingKeyTerms: string[];
}

export function analyzeTopic(paragraphs: string[], topic: TopicModel, idf: IdfTable): TopicAnalysis {
  const perParagraph = paragraphs.map((p) => contentTerms(p).map((t) => t.stem));
  const all = perParagraph.flat();
  const present = new Set(all);
  const found = topic.keyTerms.filter((k) => present.has(k.stem));
  const titleHits = [...topic.titleStems].filter((s) => present.has(s)).length;
  return {
    similarity: cosine(tfidf(all, idf), topic.vector),
    paragraphSimilarities: perParagraph.map((stems) => cosine(tfidf(stems, idf), topic.vector)),
    keyCoverage: topic.keyTerms.length ? found.length / topic.keyTerms.length : 0,
    titleCoverage: topic.titleStems.size ? titleHits / topic.titleStems.size : null,
    foundKeyTerms: found.map((k) => k.word),
    missingKeyTerms: topic.keyTerms.filter((k) => !present.has(k.stem)).map((k) => k.word),
  };
}

/** Document frequencies of stems over a corpus (used by the fit script to write topic-idf.json). */
export function buildIdfTable(documents: string[], minDf = 2): IdfTable {
  const df: Record<string, number> = {};
  for (const d of documents)
    for (const s of new Set(contentTerms(d).map((t) => t.stem))) df[s] = (df[s] ?? 0) + 1;
  for (const k of Object.keys(df)) if ((df[k] ?? 0) < minDf) delete df[k];
  return { n: documents.length, df };
}
