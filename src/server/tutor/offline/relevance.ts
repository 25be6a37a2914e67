import {
  coverage,
  MIN_CORROBORATED_COVERAGE,
  MIN_COVERAGE,
  matchedPrefixes,
  occurrences,
  tokens,
} from "./text.ts";

/**
 * How the student's terms weigh. `known` leaves out the terms found nowhere in the material, so a
 * question can still be answered in part from what matched ("volume de um tetraedro" when no
 * material says "tetraedro"); `unknown` are those terms, which the answer must name.
 */
export type TermWeights = {
  all: Map<string, number>;
  known: Map<string, number>;
  unknown: string[];
  /** The student's words as typed (unaccented): material holding them verbatim is the better match. */
  words?: string[];
};

/** A partial answer needs at least this many of the student's terms matched together… */
export const PARTIAL_MIN_TERMS = 2;
/** …and this share of the whole question's weight, so two common words cannot carry it alone. */
export const PARTIAL_MIN_SHARE = 0.2;
/** A title that holds this share of the question's weight names what is asked. */
const MIN_TITLE_COVERAGE = 0.35;
/** A card or topic named after the student's terms is the better match. */
const TITLE_BONUS = 1;
/** Material whose topic matched too is about the right thing even with fewer shared words. */
export const CORROBORATION_BONUS = 0.35;
/** Material of the tutor's own subject outranks a similar match elsewhere, without hiding a much better one. */
export const SAME_SUBJECT_BOOST = 1.3;
/**
 * Material of another subject than the tutor's must hold the student's words themselves, not only
 * words sharing their stem, to compete: "a capitu traiu?" to the literature tutor is the card on
 * Dom Casmurro, not the sociology cards full of "capital", which share the prefix "capit". It
 * weighs up to this factor against such material.
 */
export const OTHER_SUBJECT_VERBATIM = 2;

export type Candidate = {
  /** Everything the material is judged by (body, titles, topic name). */
  text: string;
  /** A title to favour when it names the student's terms; empty for none. */
  title: string;
  /** Full-text rank from PostgreSQL. */
  rank: number;
  subjectId: string;
  corroborated: boolean;
};

/**
 * The candidate's score, or null when it is not relevant. In full mode the material must cover
 * half of the question's weight (30% when corroborated). In partial mode the same holds over the
 * known terms only, with at least two of them matched and a fifth of the whole question covered.
 */
export function judge(
  c: Candidate,
  weights: TermWeights,
  mode: "full" | "partial",
  subjectId: string | null,
): number | null {
  const basis = mode === "full" ? weights.all : weights.known;
  const share = coverage(c.text, basis);
  // A card named after the student's rarest words ("Bourdieu: capital cultural e escola") answers a
  // long message whose other words ("o filho de família rica vai melhor…") its body never uses.
  const named = c.title !== "" && coverage(c.title, basis) >= MIN_TITLE_COVERAGE;
  const enough =
    share >= MIN_COVERAGE || ((share >= MIN_CORROBORATED_COVERAGE || named) && (c.corroborated || named));
  if (!enough) return null;
  if (mode === "partial") {
    if (matchedPrefixes(c.text, [...weights.known.keys()]).length < PARTIAL_MIN_TERMS) return null;
    if (coverage(c.text, weights.all) < PARTIAL_MIN_SHARE) return null;
  }
  const titleShare = c.title ? coverage(c.title, basis) * TITLE_BONUS : 0;
  const boost = subjectId && c.subjectId === subjectId ? SAME_SUBJECT_BOOST : 1;
  const elsewhere = subjectId !== null && c.subjectId !== subjectId;
  const verbatim = elsewhere
    ? (1 + (OTHER_SUBJECT_VERBATIM - 1) * verbatimShare(c.text, weights.words ?? [])) / OTHER_SUBJECT_VERBATIM
    : 1;
  return (
    (share + titleShare + (c.corroborated ? CORROBORATION_BONUS : 0)) *
    (1 + Number(c.rank)) *
    boost *
    verbatim
  );
}

/** The share of the student's words the text holds as whole words. */
function verbatimShare(text: string, words: string[]): number {
  if (words.length === 0) return 0;
  const own = new Set(tokens(text));
  return words.filter((w) => own.has(w)).length / words.length;
}

/** Keeps the relevant items, best first, with their score. */
export function rankRelevant<T>(
  items: T[],
  toCandidate: (item: T) => Candidate,
  weights: TermWeights,
  mode: "full" | "partial",
  subjectId: string | null,
): (T & { score: number })[] {
  return items
    .map((item) => ({ item, score: judge(toCandidate(item), weights, mode, subjectId) }))
    .filter((x): x is { item: T; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score)
    .map(({ item, score }) => ({ ...item, score }));
}

/**
 * Material that only mentions the question's terms in passing, once each and not in its title
 * ("medicina" in the note about the royal family's arrival, for "quero passar em medicina").
 * Outside the tutor's own subject such a card is not an answer.
 */
export function mentionsInPassing(c: Candidate, weights: TermWeights, subjectId: string | null): boolean {
  if (subjectId && c.subjectId === subjectId) return false;
  const terms = [...weights.known.keys()];
  if (matchedPrefixes(c.title, terms).length > 0) return false;
  const matched = matchedPrefixes(c.text, terms);
  return occurrences(c.text, matched) <= matched.length;
}
