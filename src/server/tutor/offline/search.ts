import type { Queryable } from "#server/db/client";
import type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./hits.ts";
import { type Candidate, mentionsInPassing, rankRelevant, type TermWeights } from "./relevance.ts";
import { candidates, practiceOf, stemsOf, weightsOf } from "./repository.ts";
import { normalize, prefixesOf, searchWords } from "./text.ts";

export type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./hits.ts";

/**
 * The search terms and the relevant material, best first. `partial` means nothing covered the
 * whole question, and the material covers what is left once `unmatched` (the student's words found
 * nowhere in the material) are set aside.
 */
export type SearchResult = {
  weights: Map<string, number>;
  notes: NoteHit[];
  questions: QuestionHit[];
  topics: TopicHit[];
  practice: PracticeExercise[];
  partial: boolean;
  unmatched: string[];
};

export const EMPTY_SEARCH: SearchResult = {
  weights: new Map(),
  notes: [],
  questions: [],
  topics: [],
  practice: [],
  partial: false,
  unmatched: [],
};

/** The student's own words for search prefixes ("mongol" → "Mongólia"), in the order they were written. */
function wordsFor(prefixes: string[], message: string): string[] {
  const written = message.match(/[\p{L}\d]+/gu) ?? [];
  const at = (p: string) => written.findIndex((w) => normalize(w).startsWith(p));
  return [...prefixes].sort((a, b) => at(a) - at(b)).map((p) => written[at(p)] ?? p);
}

/**
 * Ranks the candidates in one mode. Topics whose description matched vouch for their notes and
 * questions; a note also vouches for the other notes of its topic, so "mitose e meiose" finds the
 * note on mitosis beside the one on meiosis, though each covers half of the question.
 */
function rankAll(
  rows: Awaited<ReturnType<typeof candidates>>,
  weights: TermWeights,
  mode: "full" | "partial",
  subjectId: string | null,
) {
  const as = (r: { text: string; rank: number; subjectId: string }, title: string, corroborated: boolean) =>
    ({ text: r.text, title, rank: r.rank, subjectId: r.subjectId, corroborated }) satisfies Candidate;
  const topics = rankRelevant(rows.topics, (t) => as(t, t.name, false), weights, mode, subjectId);
  const topicIds = new Set(topics.map((t) => t.topicId));
  const rankNotes = (vouched: Set<string>) =>
    rankRelevant(
      rows.notes.filter((n) => !mentionsInPassing(as(n, n.title, false), weights, subjectId)),
      (n) => as(n, n.title, vouched.has(n.topicId)),
      weights,
      mode,
      subjectId,
    );
  const firstNotes = rankNotes(topicIds);
  const notes = rankNotes(new Set([...topicIds, ...firstNotes.map((n) => n.topicId)]));
  // Only a topic whose own description matched vouches for a question: a note about "área do
  // triângulo" does not make every area question of its topic a worked example of it.
  const questions = rankRelevant(
    rows.questions.filter(
      (q) => !mentionsInPassing(as(q, `${q.exerciseTitle} ${q.topicName}`, false), weights, subjectId),
    ),
    (q) => as(q, "", topicIds.has(q.topicId)),
    weights,
    mode,
    subjectId,
  );
  const strip = <T extends { text: string; rank: number }>({ text: _t, rank: _r, ...rest }: T) => rest;
  return { topics: topics.map(strip), notes: notes.map(strip), questions: questions.map(strip) };
}

/**
 * Finds the study notes, question explanations and topic descriptions closest to a student's
 * message with PostgreSQL full-text search in Portuguese, then keeps only what covers enough of the
 * message, weighting rare terms more. When nothing does and some of the student's words appear
 * nowhere in the material, it tries again without them (a partial answer, which names them).
 */
export async function searchMaterial(
  db: Queryable,
  message: string,
  subjectId: string | null,
): Promise<SearchResult> {
  const words = searchWords(message);
  const prefixes = words.length ? prefixesOf(await stemsOf(db, words)) : [];
  if (prefixes.length === 0) return EMPTY_SEARCH;
  const weights = await weightsOf(db, prefixes);
  const rows = await candidates(db, prefixes, subjectId);

  let found = rankAll(rows, weights, "full", subjectId);
  let partial = false;
  const nothing = (f: typeof found) => f.notes.length + f.questions.length + f.topics.length === 0;
  if (nothing(found) && weights.unknown.length > 0 && weights.known.size >= 2) {
    found = rankAll(rows, weights, "partial", subjectId);
    partial = !nothing(found);
  }
  const leadTopic = found.notes[0]?.topicId ?? found.topics[0]?.topicId ?? found.questions[0]?.topicId;
  return {
    weights: weights.all,
    ...found,
    practice: leadTopic ? await practiceOf(db, leadTopic) : [],
    partial,
    unmatched: nothing(found) ? [] : wordsFor(weights.unknown, message),
  };
}
