import type { WorkedProblem } from "#domain/solver/solve";
import { escapeMarkdown } from "#domain/tutor/rules";
import type { RecentMistake } from "#server/tutor/student-context";
import { composeOfflineAnswer, type OfflineAnswer } from "./compose.ts";
import { mentionsEssay, searchEssayTips, type TipHit } from "./essay-tips.ts";
import type { OfflineMaterial } from "./material.ts";
import { EMPTY_SEARCH, type SearchResult, searchMaterial } from "./search.ts";
import type { Intent } from "./text.ts";

/** Tutors whose own subject includes writing, for whom the essay tips are always material. */
const WRITING_TUTORS = new Set(["amiga-de-estudo", "portugues", "literatura"]);

/** What the offline tutor answers: the message, who asks whom, and the material read for it. */
export type OfflineQuestion = {
  tutor: { slug: string; subjectName: string; subjectId: string | null };
  /** As the student typed it in the profile; escaped here. */
  firstName: string;
  message: string;
  /** The student's problem worked out with their numbers (the material was then read for its kind). */
  worked: WorkedProblem | null;
  intent: Intent;
  recentMistakes: RecentMistake[];
  material: OfflineMaterial;
};

/**
 * What the material is searched for: a worked problem's kind ("Juros compostos"), whose card
 * teaches the method; the student's own words there are mostly numbers and the story's nouns.
 */
export function searchQueryOf(message: string, worked: WorkedProblem | null): string {
  return worked ? `${worked.solution.title} ${worked.solution.keywords ?? ""}`.trim() : message;
}

function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

/**
 * The offline tutor's answer from the material: ranking, essay tips and composing, all CPU work
 * with no database, so it can run on a worker thread (worker.ts) and leave the event loop free.
 */
export function answerFromMaterial(q: OfflineQuestion): OfflineAnswer {
  let found: SearchResult = EMPTY_SEARCH;
  let tips: TipHit[] = [];
  if (q.intent === "question") {
    found = searchMaterial(q.material, searchQueryOf(q.message, q.worked), q.tutor.subjectId);
    const prefixes = [...found.weights.keys()];
    const aboutEssay = mentionsEssay(prefixes);
    if (aboutEssay || WRITING_TUTORS.has(q.tutor.slug)) tips = searchEssayTips(prefixes);
    // A question about the essay is answered with essay tips, not with questions that share a word.
    if (aboutEssay && tips.length > 0) found = { ...EMPTY_SEARCH, weights: found.weights };
  }
  const topics = q.material.subjectTopics;
  return composeOfflineAnswer({
    tutor: q.tutor,
    // The answer is Markdown: the name the student typed must show as typed.
    firstName: escapeMarkdown(q.firstName),
    message: q.message,
    intent: q.intent,
    terms: [...found.weights.keys()],
    notes: found.notes,
    questions: found.questions,
    topics: found.topics,
    practice: found.practice,
    partial: found.partial,
    unmatched: found.unmatched,
    apart: found.apart,
    tips,
    subjectTopics: q.tutor.subjectId ? topics : spread(topics, 8),
    recentMistakes: q.recentMistakes,
    worked: q.worked,
  });
}
