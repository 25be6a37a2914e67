import type { ExerciseCard } from "#domain/practice/api";
import { blockedUntil, hoursLeft, scorePercent } from "#domain/practice/rules";
import type { Queryable } from "#server/db/client";
import { currentAttempts, type ExerciseRow, listExercises } from "./exercise-cards-repository.ts";

type Attempt = { answered: number; correct: number; lastWrongAt: Date | null };

export function cardOf(row: ExerciseRow, attempt: Attempt | undefined | null, now: Date): ExerciseCard {
  const completed = attempt ? attempt.answered >= row.questionCount && row.questionCount > 0 : false;
  const score = attempt && completed ? scorePercent(attempt.correct, row.questionCount) : null;
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

/**
 * Every exercise as a card, with the student's current attempt; signed out (`userId` null) the
 * cards carry no attempt at all. The exercise list and the dashboard's suggestions both start here.
 */
export async function loadExerciseCards(
  db: Queryable,
  userId: string | null,
  now: Date,
): Promise<ExerciseCard[]> {
  const rows = await listExercises(db);
  const attempts = userId ? new Map((await currentAttempts(db, userId)).map((a) => [a.exerciseId, a])) : null;
  return rows.map((r) => cardOf(r, attempts ? attempts.get(r.id) : null, now));
}
