import type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./hits.ts";
import type { OfflineMaterial } from "./material.ts";
import { type Candidate, mentionsInPassing, rankRelevant, type TermWeights } from "./relevance.ts";
import type { CandidateRows } from "./repository.ts";
import { normalize } from "./text.ts";

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
  /** Words the material holds, but never with the rest of the question: the answer is without them. */
  apart: string[];
};

export const EMPTY_SEARCH: SearchResult = {
  weights: new Map(),
  notes: [],
  questions: [],
  topics: [],
  practice: [],
  partial: false,
  unmatched: [],
  apart: [],
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
  rows: CandidateRows,
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

const DIFFICULTY_ORDER = ["Fácil", "Médio", "Difícil"];

/** The exercises of a topic, easiest first, for practice after the explanation. */
function practiceOf(material: OfflineMaterial, topicId: string): PracticeExercise[] {
  return material.practice
    .filter((e) => e.topicId === topicId)
    .sort((a, b) => DIFFICULTY_ORDER.indexOf(a.difficulty) - DIFFICULTY_ORDER.indexOf(b.difficulty));
}

/**
 * Keeps, from the material PostgreSQL's Portuguese full-text search found for a student's message
 * (material.ts), what covers enough of the message, weighting rare terms more. When nothing does
 * and some of the student's words appear nowhere in the material, it tries again without them (a
 * partial answer, which names them). Pure work over the rows: it runs on the tutor's worker thread.
 */
export function searchMaterial(
  material: OfflineMaterial,
  message: string,
  subjectId: string | null,
): SearchResult {
  const { weights, rows } = material;
  if (!weights) return EMPTY_SEARCH;
  let found = rankAll(rows, weights, "full", subjectId);
  let partial = false;
  let apart: string[] = [];
  const nothing = (f: typeof found) => f.notes.length + f.questions.length + f.topics.length === 0;
  if (nothing(found) && weights.unknown.length > 0 && weights.known.size >= 2) {
    found = rankAll(rows, weights, "partial", subjectId);
    partial = !nothing(found);
  }
  if (nothing(found) && weights.known.size >= 3) {
    const without = setApart(rows, weights, subjectId);
    if (without) ({ found, apart } = { found: without.found, apart: [without.term] });
    partial = !nothing(found);
  }
  const leadTopic = found.notes[0]?.topicId ?? found.topics[0]?.topicId ?? found.questions[0]?.topicId;
  return {
    weights: weights.all,
    ...found,
    practice: leadTopic ? practiceOf(material, leadTopic) : [],
    partial,
    unmatched: nothing(found) ? [] : wordsFor(weights.unknown, message),
    apart: wordsFor(apart, message),
  };
}

const best = (f: ReturnType<typeof rankAll>) => Math.max(0, ...[...f.notes, ...f.topics].map((x) => x.score));

/**
 * A question whose words all appear in the material, but one of them never beside the others
 * ("o bentinho é confiável? a capitu traiu?": "confiável" is in a question about something else):
 * the best answer without the term that stands apart, tried term by term.
 */
function setApart(rows: CandidateRows, weights: TermWeights, subjectId: string | null) {
  let chosen: { found: ReturnType<typeof rankAll>; term: string } | null = null;
  for (const term of weights.known.keys()) {
    const known = new Map([...weights.known].filter(([p]) => p !== term));
    const found = rankAll(
      rows,
      { ...weights, known, unknown: [...weights.unknown, term] },
      "partial",
      subjectId,
    );
    if (best(found) > 0 && (!chosen || best(found) > best(chosen.found))) chosen = { found, term };
  }
  return chosen;
}
