import type { ExerciseCard } from "#domain/practice/api";
import type { Database } from "#server/db/client";
import { exerciseCardDto } from "./dto.ts";
import {
  type AttemptRow,
  type ExerciseRow,
  findExercises,
  listExercises,
  readAttempts,
  readCatalogueVersion,
} from "./repository.ts";

/**
 * The exercises students can take change only when staff edit the catalogue, which moves its
 * version (migration 0012): each process keeps the list of the version it last read, per database.
 */
const catalogues = new WeakMap<Database, { version: number; rows: ExerciseRow[] }>();

export async function catalogueAt(db: Database, version: number): Promise<ExerciseRow[]> {
  const kept = catalogues.get(db);
  if (kept?.version === version) return kept.rows;
  const rows = await listExercises(db);
  catalogues.set(db, { version, rows });
  return rows;
}

/** What a student's exercise cards are made of: their attempts and the catalogue's version. */
export type AttemptState = { catalogueVersion: number; attempts: AttemptRow[] };

/**
 * Every exercise as a card, with the student's current attempt, and the cards of exercises staff
 * archived since that the student has an attempt at (their results stay readable). Signed out
 * (`userId` null) the cards carry no attempt at all. The list and the dashboard both start here.
 */
export async function loadExerciseCards(
  db: Database,
  userId: string | null,
  now: Date,
  known?: AttemptState,
): Promise<{ cards: ExerciseCard[]; archived: () => Promise<ExerciseCard[]> }> {
  if (userId === null) {
    const rows = await catalogueAt(db, await readCatalogueVersion(db));
    return { cards: rows.map((r) => exerciseCardDto(r, null, now)), archived: async () => [] };
  }
  const state = known ?? (await readAttempts(db, { userId }))[0]!;
  const rows = await catalogueAt(db, state.catalogueVersion);
  const attempts = new Map(state.attempts.map((a) => [a.exerciseId, a]));
  const offered = new Set(rows.map((r) => r.id));
  const archivedIds = [...attempts.keys()].filter((id) => !offered.has(id));
  return {
    cards: rows.map((r) => exerciseCardDto(r, attempts.get(r.id), now)),
    archived: async () =>
      archivedIds.length === 0
        ? []
        : (await findExercises(db, archivedIds)).map((r) => exerciseCardDto(r, attempts.get(r.id), now)),
  };
}
