import type { ExerciseCard } from "#domain/practice/api";
import type { Queryable } from "#server/db/client";
import { exerciseCardDto } from "./dto.ts";
import { currentAttempts, listArchivedAttempted, listExercises } from "./repository.ts";

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
  return rows.map((r) => exerciseCardDto(r, attempts ? attempts.get(r.id) : null, now));
}

/** The student's attempts at exercises staff archived since: their results stay readable. */
export async function loadArchivedAttemptCards(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<ExerciseCard[]> {
  const rows = await listArchivedAttempted(db, userId);
  if (rows.length === 0) return [];
  const attempts = new Map((await currentAttempts(db, userId)).map((a) => [a.exerciseId, a]));
  return rows.map((r) => exerciseCardDto(r, attempts.get(r.id), now));
}
