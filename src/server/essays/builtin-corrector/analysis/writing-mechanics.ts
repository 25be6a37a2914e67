/**
 * C1 writing mechanics that do not depend on the topic: punctuation habits (commas per
 * sentence, the comma after a sentence-opening connective or adverbial — "Portanto, medidas…"),
 * how sentence lengths vary, and accent-only misspellings ("tambem", "politica"). Everything is
 * a count in the essay's own text, so it carries over to any new topic.
 */
import type { Misspelling } from "./spelling-analysis.ts";
import { excerptAround, type Sentence, stripAccents } from "./text-utils.ts";

export interface MechanicsProfile {
  commas: number;
  /** Words per sentence, in order. */
  sentenceLengths: number[];
  /** Sentence openers ("Portanto", "Além disso", "Nesse sentido"…) found at the start of a sentence. */
  openers: number;
  /** Those without the comma that should follow them, quoted ("Portanto medidas…"). */
  openersWithoutComma: string[];
  /** Misspelled occurrences whose fix is only an accent ("tambem" → "também"). */
  accentSlips: number;
  accentSlipWords: string[];
}

/**
 * Connectives and adverbials that, opening a sentence, are followed by a comma in the
 * norma-padrão (displaced adverbial adjuncts and conjunctive adverbs).
 */
const OPENERS = [
  "além disso",
  "além do mais",
  "ademais",
  "outrossim",
  "portanto",
  "logo",
  "assim",
  "sendo assim",
  "dessa forma",
  "desse modo",
  "dessa maneira",
  "deste modo",
  "desta forma",
  "destarte",
  "dessarte",
  "por conseguinte",
  "consequentemente",
  "por isso",
  "com isso",
  "diante disso",
  "diante do exposto",
  "diante desse cenário",
  "posto isso",
  "isto posto",
  "dito isso",
  "em suma",
  "em síntese",
  "em resumo",
  "por fim",
  "finalmente",
  "contudo",
  "entretanto",
  "no entanto",
  "todavia",
  "porém",
  "por outro lado",
  "em contrapartida",
  "nesse sentido",
  "nesse contexto",
  "nessa perspectiva",
  "nesse viés",
  "sob essa ótica",
  "sob esse viés",
  "sob esse prisma",
  "em primeiro lugar",
  "em segundo lugar",
  "em primeira análise",
  "em segunda análise",
  "primeiramente",
  "inicialmente",
  "paralelamente",
  "paralelo a isso",
  "atualmente",
  "hodiernamente",
  "hoje em dia",
  "infelizmente",
  "historicamente",
];

const OPENER_RE = new RegExp(
  `^(?:${[...OPENERS].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{M}-])`,
  "iu",
);

/** "Assim como…", "Logo após…", "Portanto é…"? Only the first two continue the clause (no comma due). */
const CONTINUES = /^(?:assim como|assim que|logo após|logo depois|logo que|por isso que|atualmente existe)/iu;

/**
 * A sentence-opening connective/adverbial and whether the comma after it is missing
 * (null: the sentence opens with none of them).
 */
export function sentenceOpener(sentence: string): { opener: string; missingComma: boolean } | null {
  const text = sentence.replace(/^["'(\s]+/, "");
  const m = OPENER_RE.exec(text);
  if (!m || CONTINUES.test(text)) return null;
  const after = text.slice(m[0].length);
  // A comma (or a colon, semicolon or dash) right after the opener; "Portanto: …" is fine too.
  return { opener: m[0], missingComma: !/^\s*[,:;—–-]/.test(after) && !/^\s*$/.test(after) };
}

export function mechanicsProfile(
  sentences: Sentence[],
  misspellings: Misspelling[],
  suggest: (word: string) => string[] = (w) => misspellings.find((m) => m.word === w)?.suggestions ?? [],
): MechanicsProfile {
  let commas = 0;
  let openers = 0;
  const openersWithoutComma: string[] = [];
  for (const s of sentences) {
    commas += (s.text.match(/,/g) ?? []).length;
    const found = sentenceOpener(s.text);
    if (!found) continue;
    openers++;
    if (!found.missingComma) continue;
    const text = s.text.replace(/^["'(\s]+/, "");
    openersWithoutComma.push(excerptAround(text, 0, found.opener.length, 20));
  }
  const accentSlipWords: string[] = [];
  let accentSlips = 0;
  for (const m of misspellings) {
    const fix = (m.suggestions.length ? m.suggestions : suggest(m.word))[0];
    if (
      fix &&
      stripAccents(fix.toLocaleLowerCase("pt-BR")) === stripAccents(m.word.toLocaleLowerCase("pt-BR"))
    ) {
      accentSlips += m.count;
      accentSlipWords.push(m.word);
    }
  }
  return {
    commas,
    sentenceLengths: sentences.map((s) => s.tokens.length),
    openers,
    openersWithoutComma,
    accentSlips,
    accentSlipWords,
  };
}
