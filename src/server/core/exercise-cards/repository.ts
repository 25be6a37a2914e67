import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared";
import { catalogueVersion, exercises, subjects, topics } from "#server/db/schema/index";

/** Students see an exercise while it, its topic and its subject are in use (not archived, subject active). */
const available: SQL = and(
  isNull(exercises.archivedAt),
  isNull(topics.archivedAt),
  eq(subjects.active, true),
)!;

const exerciseColumns = {
  id: exercises.id,
  title: exercises.title,
  description: exercises.description,
  difficulty: exercises.difficulty,
  estimatedMinutes: exercises.estimatedMinutes,
  createdAt: exercises.createdAt,
  topicId: topics.id,
  topicName: topics.name,
  subjectName: subjects.name,
  subjectSlug: subjects.slug,
  subjectColor: subjects.color,
  subjectIcon: subjects.icon,
  subjectEmoji: subjects.emoji,
  /** The current questions (a new attempt's); archived versions are left out. */
  questionCount: sql<number>`(select count(*)::int from questoes q where q.exercicio_id = ${exercises.id} and q.arquivado_em is null)`,
  archived: sql<boolean>`not (${available})`,
};

export type ExerciseRow = Awaited<ReturnType<typeof listExercises>>[number];

function exerciseRows(db: Queryable) {
  return db
    .select(exerciseColumns)
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId));
}

/** Every exercise students can take, with its topic, subject and question count, newest first. */
export async function listExercises(db: Queryable) {
  return exerciseRows(db).where(available).orderBy(desc(exercises.createdAt), asc(exercises.title));
}

/** One exercise, offered or not: a student's results of an archived one stay readable. */
export async function findExercise(db: Queryable, exerciseId: string): Promise<ExerciseRow | undefined> {
  const [row] = await exerciseRows(db).where(eq(exercises.id, exerciseId));
  return row;
}

/**
 * The current attempt (answers not discarded) of each exercise the student has touched, from the
 * totals the triggers keep (migration 0013). Open questions count as answered, never as right or
 * wrong; `removedAnswered` counts answers to questions staff removed since, which the attempt
 * keeps (src/domain/practice/attempt.ts): counted only where the exercise has a removed question.
 */
export function currentAttemptsSql(userId: string | Placeholder) {
  return sql`select t.exercicio_id as "exerciseId", t.respondidas as "answered",
      t.respondidas_avaliadas as "gradedAnswered", t.acertos as "correct", t.ultimo_erro_em as "lastWrongAt",
      case when exists (select 1 from questoes r where r.exercicio_id = t.exercicio_id and r.arquivado_em is not null)
        then (select count(*) from user_answers ua join questoes q on q.id = ua.questao_id
          where ua.user_id = t.user_id and ua.exercicio_id = t.exercicio_id and ua.descartada_em is null
            and q.arquivado_em is not null and not exists (
              select 1 from questoes live where live.exercicio_id = q.exercicio_id and live.arquivado_em is null
                and coalesce(live.versao_de, live.id) = coalesce(q.versao_de, q.id)))::int
        else 0 end as "removedAnswered"
    from tentativas_atuais t
    where t.user_id = ${userId} and t.respondidas > 0`;
}

export type AttemptRow = {
  exerciseId: string;
  answered: number;
  gradedAnswered: number;
  correct: number;
  lastWrongAt: string | Date | null;
  removedAnswered: number;
};

/** The student's current attempts and the catalogue's version, as columns of one statement. */
export function attemptColumns(userId: string | Placeholder) {
  return {
    catalogueVersion: sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
    attempts: sql<
      AttemptRow[]
    >`(select coalesce(json_agg(a), '[]'::json) from (${currentAttemptsSql(userId)}) a)`,
  };
}

export const readAttempts = preparedQuery("rumo_attempts", (db, p: Record<"userId", string | Placeholder>) =>
  db.select(attemptColumns(p.userId)).from(sql`(select 1) as one`),
);

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** Exercises no longer offered, by id, with their rows as the list shows them. */
export async function findExercises(db: Queryable, ids: string[]) {
  return exerciseRows(db).where(inArray(exercises.id, ids)).orderBy(asc(exercises.title));
}
