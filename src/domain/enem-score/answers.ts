import { type Booklet, EnemScoreError, type ForeignLanguage, type TriItem } from "./types.ts";

/** One of the candidate's items with what they marked ("." blank, "*" more than one mark). */
export interface AlignedAnswer {
  item: TriItem;
  answer: string;
  right: boolean;
  /** False for items INEP left out (IN_ITEM_ABAN = 1 or no parameters). */
  scored: boolean;
}

const MARK = /^[A-E.*]$/;
/** INEP fills the foreign language the candidate did not choose with "9". */
const OTHER_LANGUAGE = "9";

export const INVALID_ANSWERS = "Respostas inválidas: use só as letras A a E, ponto ou asterisco.";
export const MISSING_LANGUAGE = "Informe a língua estrangeira (inglês ou espanhol) para calcular Linguagens.";
export const AMBIGUOUS_BOOKLET =
  "Caderno com itens repetidos nos dados do INEP: não dá para calcular a nota.";

const wrongLength = (expected: number[]) =>
  `Respostas inválidas: esse caderno tem ${expected.join(" ou ")} questões.`;

function isScored(item: TriItem): boolean {
  return !item.dropped && item.a !== null && item.b !== null && item.c !== null;
}

/** 2020's digital LC booklets: two versions under one code (TriItem.version), one per foreign language. */
export function hasVersions(booklet: Booklet): boolean {
  return booklet.items.some((i) => i.version === 0 || i.version === 1);
}

/**
 * The booklet's items in the order of INEP's response string: English block, Spanish block, then the
 * common items, each by position (measured: a 50-character LC string starts with 5 English answers,
 * then 5 Spanish ones, the unchosen block being "99999"; a 45-character one has only the chosen block).
 * In a booklet with two versions the common items are those of the chosen language's version.
 */
export function responseLayout(
  booklet: Booklet,
  language?: ForeignLanguage | null,
): {
  english: TriItem[];
  spanish: TriItem[];
  common: TriItem[];
} {
  const english = booklet.items.filter((i) => i.language === 0);
  const spanish = booklet.items.filter((i) => i.language === 1);
  let common = booklet.items.filter((i) => i.language === null);
  if (hasVersions(booklet)) {
    if (language !== 0 && language !== 1) throw new EnemScoreError(MISSING_LANGUAGE);
    common = common.filter((i) => i.version === language);
  }
  const positions = new Set(common.map((i) => i.position));
  // INEP merged two booklets under one CO_PROVA in 2013 (187–190): no order to follow.
  if (positions.size !== common.length || english.length !== spanish.length || english.length > 5) {
    throw new EnemScoreError(AMBIGUOUS_BOOKLET);
  }
  return { english, spanish, common };
}

function chooseLanguage(
  english: string,
  spanish: string,
  language: ForeignLanguage | null | undefined,
): ForeignLanguage {
  if (language === 0 || language === 1) return language;
  const filler = (s: string) => s.length > 0 && [...s].every((ch) => ch === OTHER_LANGUAGE);
  if (filler(english) && !filler(spanish)) return 1;
  if (filler(spanish) && !filler(english)) return 0;
  throw new EnemScoreError(MISSING_LANGUAGE);
}

/**
 * Lines INEP's response string up with the booklet. `language` is required for LC only when the string
 * carries just the chosen language (45 characters); a 50-character string tells it by its "9"s.
 */
export function alignAnswers(
  booklet: Booklet,
  answers: string,
  language?: ForeignLanguage | null,
): AlignedAnswer[] {
  // A wrong letter is the more useful message: it points at what to fix before counting.
  if (![...answers].every((ch) => MARK.test(ch) || ch === OTHER_LANGUAGE))
    throw new EnemScoreError(INVALID_ANSWERS);
  // Both versions of a digital booklet have the same counts: the first one tells the string's layout.
  const counts = responseLayout(booklet, hasVersions(booklet) ? 0 : language);
  const foreign = counts.english.length;
  const short = foreign + counts.common.length;
  const full = short + counts.spanish.length;
  let chosen: ForeignLanguage | null | undefined = language;
  let text = answers;
  if (foreign > 0 && answers.length === full) {
    chosen = chooseLanguage(answers.slice(0, foreign), answers.slice(foreign, 2 * foreign), language);
    // Drop the unchosen block: it holds "9"s, never answers.
    text = chosen === 0 ? answers.slice(0, foreign) + answers.slice(2 * foreign) : answers.slice(foreign);
  } else if (answers.length === short) {
    if (foreign > 0 && language !== 0 && language !== 1) throw new EnemScoreError(MISSING_LANGUAGE);
  } else {
    throw new EnemScoreError(wrongLength(full === short ? [short] : [short, full]));
  }
  const { english, spanish, common } = responseLayout(booklet, chosen);
  const slots = [...(chosen === 1 ? spanish : foreign > 0 ? english : []), ...common];
  return slots.map((item, i) => {
    const answer = text[i]!;
    if (!MARK.test(answer)) throw new EnemScoreError(INVALID_ANSWERS);
    return { item, answer, right: answer === item.key, scored: isScored(item) };
  });
}
