import { and, asc, desc, eq, isNull, not, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { exercises, questions, subjects, topics, userAnswers } from "#server/db/schema/index";

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
  questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.exerciseId} = ${exercises.id} and ${questions.archivedAt} is null)`,
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

/** Exercises no longer offered (archived, or in an archived topic or inactive subject) that the student has answers in. */
export async function listArchivedAttempted(db: Queryable, userId: string) {
  const attempted = sql`exists (select 1 from ${userAnswers} where ${userAnswers.userId} = ${userId} and ${userAnswers.exerciseId} = ${exercises.id} and ${userAnswers.discardedAt} is null)`;
  return exerciseRows(db)
    .where(and(not(available), attempted))
    .orderBy(asc(exercises.title));
}

/** One exercise, offered or not: a student's results of an archived one stay readable. */
export async function findExercise(db: Queryable, exerciseId: string): Promise<ExerciseRow | undefined> {
  const [row] = await exerciseRows(db).where(eq(exercises.id, exerciseId));
  return row;
}

/**
 * The current attempt (answers not discarded) of each exercise the student has touched. Open
 * questions count as answered, never as right or wrong; `removedAnswered` counts answers to
 * questions staff removed since, which the attempt keeps (src/domain/practice/attempt.ts).
 */
export async function currentAttempts(db: Queryable, userId: string) {
  const graded = sql`${questions.type} <> 'dissertativa'`;
  return db
    .select({
      exerciseId: userAnswers.exerciseId,
      answered: sql<number>`count(*)::int`,
      gradedAnswered: sql<number>`count(*) filter (where ${graded})::int`,
      correct: sql<number>`count(*) filter (where ${userAnswers.correct} and ${graded})::int`,
      lastWrongAt: sql<Date | null>`max(${userAnswers.createdAt}) filter (where not ${userAnswers.correct} and ${graded})`,
      removedAnswered: sql<number>`count(*) filter (where ${questions.archivedAt} is not null and not exists (
        select 1 from questoes live where live.exercicio_id = ${questions.exerciseId} and live.arquivado_em is null
          and coalesce(live.versao_de, live.id) = coalesce(${questions.firstVersionId}, ${questions.id})))::int`,
    })
    .from(userAnswers)
    .innerJoin(questions, eq(questions.id, userAnswers.questionId))
    .where(and(eq(userAnswers.userId, userId), isNull(userAnswers.discardedAt)))
    .groupBy(userAnswers.exerciseId);
}
