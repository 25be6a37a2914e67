import { availableParallelism } from "node:os";
import { planRequestOf } from "#domain/study-plan/request";
import { escapeMarkdown, isStudyFriend } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { searchQueryOf } from "#server/tutor/offline/answer";
import { answerOnThread } from "#server/tutor/offline/answer-threads";
import { concurrencyLimit } from "#server/tutor/offline/concurrency";
import { readMaterial } from "#server/tutor/offline/material";
import { planSubjects, studyPlanAnswer } from "#server/tutor/offline/study-plan";
import { intentOf } from "#server/tutor/offline/text";
import { earlierStudentMessages, workedProblemOf } from "#server/tutor/worked-facts";
import type { TutorAnswer, TutorProvider, TutorRequest } from "./types.ts";

/**
 * How many messages' material is read at once per process. Full-text search keeps a database core
 * busy for a while per message; the rest of the cores (and of the connections) stay free for
 * everyone else's requests, the stored message that acknowledges a send first of all.
 */
const searchesAtOnce = concurrencyLimit(Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * The built-in tutor for when nothing is configured: answers from Rumo's own material found with
 * Portuguese full-text search. The material is read here; ranking it and composing the answer run
 * on a worker thread. The answer is composed whole, then emitted paragraph by paragraph.
 */
export function offlineProvider(db: Queryable): TutorProvider {
  return {
    kind: "offline",
    async answer(request: TutorRequest, emit): Promise<TutorAnswer> {
      const { tutor, student, message } = request;
      const earlierMessages = earlierStudentMessages(request.history);
      const planRequest = isStudyFriend(tutor.slug) ? planRequestOf(message, earlierMessages) : null;
      if (planRequest) {
        const answer = studyPlanAnswer({
          request: planRequest,
          profileHours: student.studyHoursPerDay,
          examYear: student.examYear,
          subjects: await planSubjects(db, request.userId),
          today: new Date(),
          firstName: escapeMarkdown(student.firstName),
        });
        emit(answer.text);
        return { ...answer, provider: "offline" };
      }
      const intent = intentOf(message);
      const worked = intent === "question" ? await workedProblemOf(message, request.history) : null;
      const query = searchQueryOf(message, worked);
      const material = await searchesAtOnce(() => readMaterial(db, query, intent, tutor.subjectId));
      const answer = await answerOnThread({
        tutor: { slug: tutor.slug, subjectName: tutor.subjectName, subjectId: tutor.subjectId },
        firstName: student.firstName,
        message,
        worked,
        intent,
        recentMistakes: student.recentMistakes,
        material,
      });
      for (const piece of answer.text.split(/(?<=\n\n)/)) emit(piece);
      return { ...answer, provider: "offline" };
    },
  };
}
