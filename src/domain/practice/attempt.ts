import { passed, scorePercent } from "./rules.ts";

/**
 * What an attempt is measured against, when staff change an exercise that students are answering
 * (docs/product.md#practice):
 * - an attempt keeps every question it already answered, in the version it answered, even if staff
 *   since removed it or replaced it with a new version (an edit of its type, options or key);
 * - the questions it has not reached are the exercise's current ones.
 * So a result never changes under a student's feet, and a new attempt always gets the current set.
 */
export type VersionedQuestion = {
  id: string;
  position: number;
  type: string;
  /** The first version's id, for a question that replaced an answered one. */
  firstVersionId: string | null;
  archivedAt: Date | null;
};

/** Open answers (`dissertativa`) are compared with the model answer by the student, not graded. */
export function isGraded(type: string): boolean {
  return type !== "dissertativa";
}

const slotOf = (q: VersionedQuestion) => q.firstVersionId ?? q.id;

/** The questions of an attempt (see above), in the exercise's order. */
export function attemptQuestions<Q extends VersionedQuestion>(
  all: readonly Q[],
  answers: readonly { questionId: string }[],
): Q[] {
  const answered = new Set(answers.map((a) => a.questionId));
  const answeredBySlot = new Map(all.filter((q) => answered.has(q.id)).map((q) => [slotOf(q), q]));
  const live = all.filter((q) => q.archivedAt === null).sort((a, b) => a.position - b.position);
  const liveSlots = new Set(live.map(slotOf));
  const placed = live.map((q) => ({ q: answeredBySlot.get(slotOf(q)) ?? q, position: q.position, rank: 1 }));
  // A removed question keeps its old place; the ones after it moved up one, so it goes first on a tie.
  const removed = [...answeredBySlot.entries()]
    .filter(([slot]) => !liveSlots.has(slot))
    .map(([, q]) => ({ q, position: q.position, rank: 0 }));
  return [...placed, ...removed].sort((a, b) => a.position - b.position || a.rank - b.rank).map((p) => p.q);
}

/** The score of a finished attempt: right answers over graded questions (100 when none is graded). */
export function gradeAttempt(
  questions: readonly { id: string; type: string }[],
  answers: ReadonlyMap<string, { correct: boolean }>,
) {
  const graded = questions.filter((q) => isGraded(q.type));
  const correctCount = graded.filter((q) => answers.get(q.id)?.correct).length;
  const score = graded.length === 0 ? 100 : scorePercent(correctCount, graded.length);
  return { scorePercent: score, correctCount, gradedCount: graded.length, passed: passed(score) };
}

/** Whether an answer is right: the exact option for auto-graded types; never for an open answer. */
export function answerIsCorrect(type: string, answer: string, key: string): boolean {
  if (!isGraded(type)) return false;
  return answer.trim().toLowerCase() === key.trim().toLowerCase();
}
