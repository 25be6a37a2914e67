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
  /** Weighted share of the title's words the essay never uses (not even once). */
  absentShare: number;
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
    absentShare:
      terms.reduce((s, t, i) => s + ((counts[i] ?? 0) === 0 ? t.weight : 0), 0) / Math.max(1e-9, total),
  };
}

/**
 * A part deliberately disconnected from the theme (ENEM annuls it): a stretch of another kind
 * of text inserted into the essay — a recipe, song lyrics, an insult to the reader — that shares
 * no vocabulary with the theme or with the rest of the essay. A digression that still speaks of
 * the essay's subject is not one.
 */
export interface DisconnectedPart {
  kind: "receita" | "letra de música" | "termos ofensivos";
  excerpt: string;
}

const RECIPE =
  /(?<![\p{L}])(?:xícaras?|colher(?:es)? de (?:sopa|chá)|pitada|gramas de|ml de|forno|asse|bata|misture|mexa|despeje|unte|polvilhe|leve ao fogo|fogo baixo|liquidificador|batedeira|farinha de trigo|fermento|ovos)(?![\p{L}])/giu;
const OFFENSIVE =
  /(?<![\p{L}])(?:idiotas?|imbecis|imbecil|otári[oa]s?|babacas?|burr[oa]s? (?:demais|pra caramba)|vai tomar no|vai se foder|fod[ae]-se|porra|caralho|merda|filh[oa]s? da puta|desgraçad[oa]s?|lixo de prova|cu)(?![\p{L}])/iu;
/** Refrains and interjections of song lyrics. */
const LYRICS = /(?<![\p{L}])(?:ai,? ai|oh,? oh|lá,? lá|uô|ieié|refrão|la la|yeah|baby)(?![\p{L}])/iu;

/** Stems of a stretch of text, for overlap with the rest of the essay. */
const stemsOf = (text: string) => new Set(contentTerms(text).map((t) => t.stem));

export function findDisconnectedPart(
  paragraphs: string[],
  paragraphSimilarities: number[],
  themeSimilarity = 0.05,
): DisconnectedPart | null {
  if (paragraphs.length < 2) return null;
  // Short consecutive lines (verses) are read as one stretch.
  const blocks: Array<{ text: string; from: number; to: number }> = [];
  for (const [i, p] of paragraphs.entries()) {
    const last = blocks[blocks.length - 1];
    if (last && p.length < 90 && (paragraphs[i - 1]?.length ?? 999) < 90) {
      last.text += `\n${p}`;
      last.to = i;
    } else blocks.push({ text: p, from: i, to: i });
  }
  for (const b of blocks) {
    const rest = paragraphs.filter((_, i) => i < b.from || i > b.to).join(" ");
    const own = stemsOf(b.text);
    const others = stemsOf(rest);
    const shared = [...own].filter((s) => others.has(s)).length / Math.max(1, own.size);
    const topicSim = Math.max(...paragraphSimilarities.slice(b.from, b.to + 1), 0);
    const unrelated = topicSim < themeSimilarity && shared < 0.25;
    const excerpt = b.text.length > 120 ? `${b.text.slice(0, 117).replace(/\s\S*$/, "")}…` : b.text;
    const offensive = OFFENSIVE.exec(b.text);
    // Insults are never part of an argument; quoted insults in an essay on hate speech are.
    if (offensive && !/[“"«]/u.test(b.text) && (unrelated || /corretor|banca|avaliador/iu.test(b.text)))
      return { kind: "termos ofensivos", excerpt };
    if (!unrelated) continue;
    const recipeHits = [...b.text.matchAll(RECIPE)].length;
    if (recipeHits >= 3) return { kind: "receita", excerpt };
    const lines = b.text.split("\n");
    const repeated = new Set(lines.map((l) => l.trim().toLocaleLowerCase("pt-BR"))).size < lines.length;
    if (lines.length >= 3 && (repeated || LYRICS.test(b.text))) return { kind: "letra de música", excerpt };
  }
  return null;
}
