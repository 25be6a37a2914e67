import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { exercises, questions, subjects, topics, userAnswers } from "#server/db/schema/index";

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
  questionCount: sql<number>`(select count(*)::int from ${questions} where ${questions.exerciseId} = ${exercises.id})`,
};

export type ExerciseRow = Awaited<ReturnType<typeof listExercises>>[number];

/** Every exercise of an active subject with its topic, subject and question count, newest first. */
export async function listExercises(db: Queryable) {
  return db
    .select(exerciseColumns)
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(subjects.active, true))
    .orderBy(desc(exercises.createdAt), asc(exercises.title));
}

export async function findExercise(db: Queryable, exerciseId: string): Promise<ExerciseRow | undefined> {
  const [row] = await db
    .select(exerciseColumns)
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(exercises.id, exerciseId));
  return row;
}

/** The current attempt (answers not discarded) of each exercise the student has touched. */
export async function currentAttempts(db: Queryable, userId: string) {
  return db
    .select({
      exerciseId: userAnswers.exerciseId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${userAnswers.correct})::int`,
      lastWrongAt: sql<Date | null>`max(${userAnswers.createdAt}) filter (where not ${userAnswers.correct})`,
    })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), isNull(userAnswers.discardedAt)))
    .groupBy(userAnswers.exerciseId);
}
