/**
 * C4 cohesion: which connectives are used, where (opening paragraphs vs inside them),
 * how varied they are, whether one is overused, and referential devices (pronouns,
 * demonstratives, encapsulating nouns) that retake earlier ideas.
 */
import {
  type ConnectiveHit,
  type ConnectiveRelation,
  findConnectives,
  openingConnective,
  RELATION_LABEL,
} from "./connectives.ts";
import { excerptAround, splitSentences, tokenize } from "./text-utils.ts";

export interface CohesionAnalysis {
  connectives: ConnectiveHit[];
  distinctConnectives: number;
  distinctRelations: ConnectiveRelation[];
  /** Paragraphs after the first that open with a connective / total paragraphs after the first. */
  interParagraphRatio: number;
  openers: Array<{ paragraph: number; text: string }>;
  paragraphsWithoutOpener: number[];
  intraPerSentence: number;
  sentenceInitialRatio: number;
  perHundredWords: number;
  overused: Array<{ text: string; count: number }>;
  referential: string[];
  referentialPerSentence: number;
  encapsulators: string[];
  wordCount: number;
  sentenceCount: number;
}

/** Demonstratives, relatives and possessives that retake something already said. */
const REFERENTIAL =
  /(?<![\p{L}])(?:ess[ea]s?|isso|dess[ea]s?|diss[oa]|ness[ea]s?|nisso|est[ea]s?|isto|dest[ea]s?|nest[ea]s?|tal|tais|o qual|a qual|os quais|as quais|cuj[oa]s?|aquel[ea]s?|daquel[ea]s?|naquel[ea]s?|del[ea]s?|o mesmo|a mesma|os mesmos|as mesmas|este último|esta última|tal fato|esse fato)(?![\p{L}])/giu;

/** "essa problemática", "tal cenário": nouns that summarise a previous passage (strong cohesion). */
const ENCAPSULATOR =
  /(?<![\p{L}])(?:ess[ea]s?|tal|tais|dess[ea]s?|ness[ea]s?|est[ea]s?|dest[ea]s?|nest[ea]s?)\s+(?:problemática|cenário|quadro|conjuntura|panorama|contexto|situação|questão|realidade|fenômeno|impasse|entrave|lógica|perspectiva|viés|processo|problema|desafio|mazela|cenário|postura|prática|comportamento|medida|proposta|ação|iniciativa|ideia|pensamento|modelo|fato|dado|cenários|problemas|desafios|entraves|mazelas|práticas|medidas|ações)(?![\p{L}])/giu;

export function analyzeCohesion(paragraphs: string[]): CohesionAnalysis {
  const connectives: ConnectiveHit[] = [];
  let sentenceCount = 0;
  let sentenceInitial = 0;
  let intra = 0;
  const openers: Array<{ paragraph: number; text: string }> = [];
  const paragraphsWithoutOpener: number[] = [];
  const referential: string[] = [];
  const encapsulators: string[] = [];
  let referentialCount = 0;
  let wordCount = 0;
  paragraphs.forEach((p, i) => {
    const hits = findConnectives(p);
    connectives.push(...hits);
    wordCount += tokenize(p).length;
    const opener = openingConnective(p);
    if (i > 0) {
      if (opener) openers.push({ paragraph: i, text: opener.text });
      else paragraphsWithoutOpener.push(i);
    }
    // Sentence roles from the paragraph's hits (one regex pass per paragraph).
    let offset = 0;
    for (const s of splitSentences(p)) {
      const start = p.indexOf(s, offset);
      offset = start + s.length;
      sentenceCount++;
      const h = hits.filter((x) => x.start >= start && x.end <= start + s.length);
      if (h.some((x) => x.start - start <= 3)) sentenceInitial++;
      intra += h.filter((x) => x.start - start > 3).length;
    }
    for (const m of p.matchAll(REFERENTIAL)) {
      referentialCount++;
      if (referential.length < 12)
        referential.push(excerptAround(p, m.index ?? 0, (m.index ?? 0) + m[0].length, 18));
    }
    for (const m of p.matchAll(ENCAPSULATOR)) encapsulators.push(m[0]);
  });
  const counts = new Map<string, number>();
  for (const c of connectives) counts.set(c.text, (counts.get(c.text) ?? 0) + 1);
  // "e"-like frequent items are not in the lexicon; 3+ uses of the same operator reads as repetition.
  const overused = [...counts.entries()]
    .filter(([t, n]) => n >= 3 && !["como", "quando", "também", "pois"].includes(t))
    .map(([text, count]) => ({ text, count }));
  const later = Math.max(1, paragraphs.length - 1);
  return {
    connectives,
    distinctConnectives: counts.size,
    distinctRelations: [...new Set(connectives.map((c) => c.relation))],
    interParagraphRatio: paragraphs.length > 1 ? openers.length / later : 0,
    openers,
    paragraphsWithoutOpener,
    intraPerSentence: sentenceCount ? intra / sentenceCount : 0,
    sentenceInitialRatio: sentenceCount ? sentenceInitial / sentenceCount : 0,
    perHundredWords: wordCount ? (100 * connectives.length) / wordCount : 0,
    overused,
    referential,
    referentialPerSentence: sentenceCount ? referentialCount / sentenceCount : 0,
    encapsulators: [...new Set(encapsulators.map((e) => e.toLocaleLowerCase("pt-BR")))],
    wordCount,
    sentenceCount,
  };
}

export function relationNames(rel: ConnectiveRelation[]): string[] {
  return rel.map((r) => RELATION_LABEL[r]);
}
