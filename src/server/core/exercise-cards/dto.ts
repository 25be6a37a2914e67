import type { ExerciseCard } from "#domain/practice/api";
import { blockedUntil, hoursLeft, scorePercent } from "#domain/practice/rules";
import type { ExerciseRow } from "./repository.ts";

type Attempt = {
  answered: number;
  gradedAnswered: number;
  correct: number;
  lastWrongAt: Date | string | null;
  removedAnswered: number;
};

/** An exercise row and the student's current attempt as the exercise list and dashboard show it. */
export function exerciseCardDto(
  row: ExerciseRow,
  attempt: Attempt | undefined | null,
  now: Date,
): ExerciseCard {
  // The attempt keeps questions staff removed after the student answered them.
  const size = row.questionCount + (attempt?.removedAnswered ?? 0);
  const completed = attempt ? attempt.answered >= size && size > 0 : false;
  const score =
    attempt && completed
      ? attempt.gradedAnswered === 0
        ? 100
        : scorePercent(attempt.correct, attempt.gradedAnswered)
      : null;
  const until = attempt
    ? blockedUntil({ completed, score: score ?? 0, lastWrongAt: toDate(attempt.lastWrongAt) }, now)
    : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty as ExerciseCard["difficulty"],
    estimatedMinutes: row.estimatedMinutes,
    questionCount: row.questionCount,
    subject: {
      name: row.subjectName,
      slug: row.subjectSlug,
      color: row.subjectColor,
      icon: row.subjectIcon,
      emoji: row.subjectEmoji,
    },
    topic: { id: row.topicId, name: row.topicName },
    attempt:
      attempt === null
        ? null
        : {
            answered: attempt?.answered ?? 0,
            completed,
            scorePercent: score,
            blockedUntil: until?.toISOString() ?? null,
            blockedHours: until ? hoursLeft(until, now) : null,
          },
  };
}

/** Raw SQL aggregates come back as strings on some drivers. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
