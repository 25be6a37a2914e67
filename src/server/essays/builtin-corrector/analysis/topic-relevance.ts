/**
 * C2 topic adherence: TF-IDF cosine between the essay and the topic (title, keywords,
 * description, supporting texts), over Portuguese stems, plus coverage of the topic's
 * key terms. IDF comes from a background corpus (model/topic-idf.json, built by the fit script)
 * so generic words ("sociedade", "Brasil") weigh little and theme words weigh a lot.
 */

import type { EssayTopicForCorrection } from "../types.ts";
import { contentTerms, cosine, type IdfTable, idfOf, type SparseVector, tfidf } from "./term-vectors.ts";
import { lowerPt, normalizeText, tokenize } from "./text-utils.ts";
import { analyzeThemeFocus, buildThemeTerms, type ThemeFocus, type ThemeTerm } from "./theme-focus.ts";

export interface TopicModel {
  vector: SparseVector;
  /** Most characteristic stems of the topic, with a readable surface word for feedback. */
  keyTerms: Array<{ stem: string; word: string }>;
  titleStems: Set<string>;
  /** Lower-cased words of all topic texts (accepted by the spell checker: names, foreign terms). */
  vocabulary: Set<string>;
  hasTitle: boolean;
  /** The title's specific words, weighted (theme-focus.ts); empty without a title. */
  themeTerms: ThemeTerm[];
}

/** Source tags and "read more" links of scraped prompts are not part of the theme. */
function cleanPromptText(t: string): string {
  return normalizeText(t)
    .replace(/\[[^\]]{0,80}\]/g, " ")
    .replace(/leia (?:e ouça )?(?:o texto )?na íntegra/giu, " ");
}

function addInto(target: SparseVector, v: SparseVector, factor: number): void {
  for (const [k, x] of v) target.set(k, (target.get(k) ?? 0) + x * factor);
}

export function buildTopicModel(topic: EssayTopicForCorrection, idf: IdfTable): TopicModel {
  const title = topic.title ?? "";
  const keywords = (topic.keywords ?? []).join(" ");
  const texts = [topic.description ?? "", ...(topic.supportingTexts ?? [])]
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
    themeTerms: buildThemeTerms(title, [keywords, ...texts], idf),
  };
}

/** Another theme to compare the essay with (analysis/reference-topics.ts). */
export interface ReferenceTopic {
  /** Empty for an Essay-BR prompt nobody titled. */
  title: string;
  vector: SparseVector;
}

/** The closest reference of another theme, and how close the essay is to it. */
export interface OtherTheme {
  title: string;
  similarity: number;
}

/**
 * Two topics whose texts are this close are one theme told two ways ("violência contra a mulher"
 * and "feminicídio"): being closer to the other one says nothing.
 */
const SAME_THEME = 0.15;

/** Of the references on a theme other than the topic's, the one the essay is closest to. */
export function closestOtherTheme(
  essay: SparseVector,
  topic: TopicModel,
  references: ReferenceTopic[],
): OtherTheme | null {
  let best: OtherTheme | null = null;
  for (const ref of references) {
    if (cosine(topic.vector, ref.vector) >= SAME_THEME) continue;
    const similarity = cosine(essay, ref.vector);
    if (!best || similarity > best.similarity) best = { title: ref.title, similarity };
  }
  return best;
}

export interface TopicAnalysis {
  similarity: number;
  paragraphSimilarities: number[];
  keyCoverage: number;
  titleCoverage: number | null;
  foundKeyTerms: string[];
  missingKeyTerms: string[];
  /** How much of the title's cut the essay develops; null when the topic has no title. */
  focus: ThemeFocus | null;
  /** The closest of the reference themes that are not this topic's; null without references. */
  otherTheme: OtherTheme | null;
}

export function analyzeTopic(
  paragraphs: string[],
  topic: TopicModel,
  idf: IdfTable,
  references: ReferenceTopic[] = [],
): TopicAnalysis {
  const perParagraph = paragraphs.map((p) => contentTerms(p).map((t) => t.stem));
  const all = perParagraph.flat();
  const present = new Set(all);
  const essay = tfidf(all, idf);
  const found = topic.keyTerms.filter((k) => present.has(k.stem));
  const titleHits = [...topic.titleStems].filter((s) => present.has(s)).length;
  return {
    similarity: cosine(essay, topic.vector),
    paragraphSimilarities: perParagraph.map((stems) => cosine(tfidf(stems, idf), topic.vector)),
    keyCoverage: topic.keyTerms.length ? found.length / topic.keyTerms.length : 0,
    titleCoverage: topic.titleStems.size ? titleHits / topic.titleStems.size : null,
    foundKeyTerms: found.map((k) => k.word),
    missingKeyTerms: topic.keyTerms.filter((k) => !present.has(k.stem)).map((k) => k.word),
    focus: analyzeThemeFocus(paragraphs.join("\n"), topic.themeTerms),
    otherTheme: closestOtherTheme(essay, topic, references),
  };
}
