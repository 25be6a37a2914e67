/**
 * C3 text project: paragraphing, an introduction that states a thesis, development
 * paragraphs that support it, a conclusion that retakes it, and progression
 * (each paragraph adds something instead of repeating the previous one).
 */
import { CONCLUSION_OPENERS, findConnectives } from "./connectives.ts";
import { contentTerms } from "./term-vectors.ts";
import { splitSentences, tokenize } from "./text-utils.ts";

export interface StructureAnalysis {
  paragraphCount: number;
  paragraphWords: number[];
  /** Shortest / longest paragraph length among development paragraphs (1 = balanced). */
  balance: number;
  /**
   * The introduction's last sentence with a thesis sign (an evaluative or causal marker), whole.
   * A model feature: kept as it was fitted. What the feedback shows is `thesisStatement`.
   */
  thesis: string | null;
  /**
   * Where a grader reads the thesis: the introduction's closing sentences — the last one with a
   * thesis sign among its last two, else its last sentence when that is a statement (not a
   * question) of some length. Null without an introduction distinct from the rest, or when it
   * closes on a question or a fragment.
   */
  thesisStatement: string | null;
  /** The sentence opening each development paragraph (its topic sentence, where the argument is stated). */
  argumentSentences: string[];
  conclusionOpener: string | null;
  /** Share of the introduction's content stems retaken by the conclusion. */
  introConclusionOverlap: number;
  developmentSupport: number[];
  /** Mean share of new content stems per paragraph (progression vs circularity). */
  novelty: number;
  maxConsecutiveOverlap: number;
}

/** Thesis signs: evaluative statements and announced causes/arguments in the introduction. */
const THESIS =
  /(?<![\p{L}])(?:é (?:notório|evidente|inegável|indubitável|inquestionável|fundamental|necessário|preciso|importante|urgente|possível afirmar|válido|imprescindível)|faz-se necessário|nota-se|percebe-se|observa-se|evidencia-se|constata-se|infere-se|urge|deve(?:m)? ser|problema|problemática|desafio|entrave|obstáculo|impasse|em razão d|devido (?:a|à|ao)|por causa d|graças (?:a|à|ao)|decorre|seja (?:pel|por)|tanto (?:pel|por|n)|não só|principalmente|sobretudo|causas?|fatores?|consequências?|acredito|defendo|entendo que|é (?:um|uma) (?:grave|sério|grande))(?![\p{L}])/iu;

const SUPPORT =
  /(?<![\p{L}])(?:pois|porque|visto que|uma vez que|já que|haja vista|por exemplo|a exemplo|como|segundo|conforme|de acordo com|dados|pesquisa|consequentemente|dessa forma|desse modo|assim|logo|portanto|isso|ou seja|isto é|nesse sentido)(?![\p{L}])/giu;

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size) return 0;
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n / a.size;
}

/** `measured`: the paragraphs with spelling corrected, for what is counted (never quoted). */
export function analyzeStructure(paragraphs: string[], measured = paragraphs): StructureAnalysis {
  const n = paragraphs.length;
  const words = paragraphs.map((p) => tokenize(p).length);
  const stems = measured.map((p) => new Set(contentTerms(p).map((t) => t.stem)));
  const dev = n >= 3 ? words.slice(1, -1) : words;
  const balance = dev.length ? Math.min(...dev) / Math.max(1, ...dev) : 0;
  const intro = paragraphs[0] ?? "";
  const introSentences = splitSentences(intro);
  // Thesis signs are looked for in the corrected sentence (a slip in "notório" is C1's), and the
  // sentence is quoted as written.
  const measuredIntro = splitSentences(measured[0] ?? "");
  const read = measuredIntro.length === introSentences.length ? measuredIntro : introSentences;
  const hasThesisSign = (x: string) => THESIS.test(read[introSentences.indexOf(x)] ?? x);
  // The thesis usually closes the introduction: take the last sentence with a thesis sign.
  const thesisSentence = n > 0 ? ([...introSentences].reverse().find(hasThesisSign) ?? null) : null;
  const introTail = n >= 2 ? introSentences.slice(-2) : [];
  const statements = introTail.filter((x) => !/\?["')\]]*$/.test(x) && tokenize(x).length >= 6);
  const thesisStatement =
    [...statements].reverse().find(hasThesisSign) ?? statements[statements.length - 1] ?? null;
  const argumentSentences = (n >= 3 ? paragraphs.slice(1, -1) : []).map((p) => splitSentences(p)[0] ?? p);
  const last = n > 1 ? (paragraphs[n - 1] ?? "") : "";
  const opener = CONCLUSION_OPENERS.exec(last.trim());
  const conclusionConnective = findConnectives(last.slice(0, 60)).find((c) => c.relation === "conclusao");
  const developmentSupport = (n >= 3 ? paragraphs.slice(1, -1) : []).map(
    (p) => [...p.matchAll(SUPPORT)].length / Math.max(1, splitSentences(p).length),
  );
  const seen = new Set<string>();
  const novelties: number[] = [];
  let maxConsecutiveOverlap = 0;
  stems.forEach((s, i) => {
    if (i > 0) {
      novelties.push(s.size ? [...s].filter((x) => !seen.has(x)).length / s.size : 0);
      const prev = stems[i - 1];
      if (prev) maxConsecutiveOverlap = Math.max(maxConsecutiveOverlap, overlap(s, prev));
    }
    for (const x of s) seen.add(x);
  });
  return {
    paragraphCount: n,
    paragraphWords: words,
    balance,
    thesis: thesisSentence,
    thesisStatement,
    argumentSentences,
    conclusionOpener: opener ? opener[0] : conclusionConnective ? conclusionConnective.text : null,
    introConclusionOverlap: n > 1 ? overlap(stems[0] ?? new Set(), stems[n - 1] ?? new Set()) : 0,
    developmentSupport,
    novelty: novelties.length ? novelties.reduce((a, b) => a + b, 0) / novelties.length : 0,
    maxConsecutiveOverlap,
  };
}
