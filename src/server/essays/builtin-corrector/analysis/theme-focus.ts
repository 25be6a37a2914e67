/**
 * Tangential treatment (tangenciamento): the essay discusses the broad subject but not the
 * cut the title asks for — "violência" in general for "A persistência da violência contra a
 * mulher na sociedade brasileira". The title's specific words are the cut; each is weighted
 * by how specific it is (IDF) and how central it is to the topic (how many of the topic's
 * texts repeat it). An essay on the cut develops the central title words (uses each at least
 * twice); an essay on the broad subject keeps only the generic ones.
 */
import { contentTerms, type IdfTable, idfOf } from "./term-vectors.ts";
import { stripAccents } from "./text-utils.ts";

export interface ThemeTerm {
  stem: string;
  /** Accent-free prefix that also counts as the word ("educac" for educação/educacional). */
  prefix: string | null;
  word: string;
  weight: number;
}

export interface ThemeFocus {
  /** Weighted share of the title's words that the essay develops (0..1). */
  share: number;
  /** The most central title word and how often the essay uses it. */
  core: { word: string; count: number };
  developed: string[];
  missing: string[];
}

/** Title words below this IDF ("sociedade", "Brasil", "desafios") say nothing about the cut. */
const SPECIFIC_IDF = 2.2;
const PREFIX_LETTERS = 6;

const prefixOf = (word: string) => {
  const plain = stripAccents(word);
  return plain.length > PREFIX_LETTERS ? plain.slice(0, PREFIX_LETTERS) : null;
};

export function buildThemeTerms(title: string, topicTexts: string[], idf: IdfTable): ThemeTerm[] {
  const textStems = topicTexts.map((t) => new Set(contentTerms(t).map((x) => x.stem)));
  const seen = new Set<string>();
  const out: ThemeTerm[] = [];
  for (const t of contentTerms(title)) {
    if (seen.has(t.stem) || idfOf(idf, t.stem) < SPECIFIC_IDF) continue;
    seen.add(t.stem);
    const spread = textStems.filter((s) => s.has(t.stem)).length;
    out.push({
      stem: t.stem,
      prefix: prefixOf(t.word),
      word: t.word,
      weight: idfOf(idf, t.stem) * (1 + spread),
    });
  }
  return out;
}

/** "armas" and "arma" are the same word here (the stemmer keeps short plurals apart). */
const singular = (plain: string) => (plain.length > 3 ? plain.replace(/s$/, "") : plain);

export function analyzeThemeFocus(text: string, terms: ThemeTerm[]): ThemeFocus | null {
  if (!terms.length) return null;
  const essay = contentTerms(text).map((t) => ({ stem: t.stem, plain: stripAccents(t.word) }));
  const matches = (term: ThemeTerm, e: { stem: string; plain: string }) =>
    e.stem === term.stem ||
    singular(e.plain) === singular(stripAccents(term.word)) ||
    (term.prefix !== null && e.plain.startsWith(term.prefix));
  const counts = terms.map((term) => essay.filter((e) => matches(term, e)).length);
  const total = terms.reduce((s, t) => s + t.weight, 0);
  const developed = terms.filter((_, i) => (counts[i] ?? 0) >= 2);
  let core = 0;
  terms.forEach((t, i) => {
    if (t.weight > (terms[core]?.weight ?? 0)) core = i;
  });
  return {
    share: developed.reduce((s, t) => s + t.weight, 0) / Math.max(1e-9, total),
    core: { word: terms[core]?.word ?? "", count: counts[core] ?? 0 },
    developed: developed.map((t) => t.word),
    missing: terms.filter((_, i) => (counts[i] ?? 0) < 2).map((t) => t.word),
  };
}
