import { escapeMarkdown } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { composeOfflineAnswer } from "#server/tutor/offline/compose";
import { mentionsEssay, searchEssayTips, type TipHit } from "#server/tutor/offline/essay-tips";
import { EMPTY_SEARCH, type SearchResult, searchMaterial } from "#server/tutor/offline/search";
import { intentOf } from "#server/tutor/offline/text";
import { topicNames } from "#server/tutor/repository";
import type { TutorAnswer, TutorProvider, TutorRequest } from "./types.ts";

/** Tutors whose own subject includes writing, for whom the essay tips are always material. */
const WRITING_TUTORS = new Set(["amiga-de-estudo", "portugues", "literatura"]);

function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

/**
 * The built-in tutor for when nothing is configured: answers from Rumo's own material found with
 * Portuguese full-text search. Its answer is composed whole, then emitted paragraph by paragraph.
 */
export function offlineProvider(db: Queryable): TutorProvider {
  return {
    kind: "offline",
    async answer(request: TutorRequest, emit): Promise<TutorAnswer> {
      const intent = intentOf(request.message);
      let found: SearchResult = EMPTY_SEARCH;
      let tips: TipHit[] = [];
      if (intent === "question") {
        found = await searchMaterial(db, request.message, request.tutor.subjectId);
        const prefixes = [...found.weights.keys()];
        const aboutEssay = mentionsEssay(prefixes);
        if (aboutEssay || WRITING_TUTORS.has(request.tutor.slug)) tips = searchEssayTips(prefixes);
        // A question about the essay is answered with essay tips, not with questions that share a word.
        if (aboutEssay && tips.length > 0) found = { ...EMPTY_SEARCH, weights: found.weights };
      }
      const topics = await topicNames(db, request.tutor.subjectId);
      const answer = composeOfflineAnswer({
        tutor: request.tutor,
        // The answer is Markdown: the name the student typed must show as typed.
        firstName: escapeMarkdown(request.student.firstName),
        message: request.message,
        intent,
        terms: [...found.weights.keys()],
        notes: found.notes,
        questions: found.questions,
        topics: found.topics,
        practice: found.practice,
        partial: found.partial,
        unmatched: found.unmatched,
        tips,
        subjectTopics: request.tutor.subjectId ? topics : spread(topics, 8),
        recentMistakes: request.student.recentMistakes,
      });
      for (const piece of answer.text.split(/(?<=\n\n)/)) emit(piece);
      return { ...answer, provider: "offline" };
    },
  };
}
