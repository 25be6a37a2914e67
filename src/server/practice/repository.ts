import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  exerciseCompletions,
  exercises,
  questions,
  subjects,
  topics,
  userAnswers,
} from "#server/db/schema/index";

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

export async function questionsOf(db: Queryable, exerciseId: string) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exerciseId))
    .orderBy(asc(questions.position));
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

export async function currentAnswers(db: Queryable, userId: string, exerciseId: string) {
  return db
    .select()
    .from(userAnswers)
    .where(
      and(
        eq(userAnswers.userId, userId),
        eq(userAnswers.exerciseId, exerciseId),
        isNull(userAnswers.discardedAt),
      ),
    );
}

/** Saves (or changes) the answer to one question of the current attempt. */
export async function saveAnswer(
  db: Queryable,
  row: {
    userId: string;
    exerciseId: string;
    questionId: string;
    answer: string;
    correct: boolean;
    secondsSpent: number;
    at: Date;
  },
) {
  await db
    .insert(userAnswers)
    .values({ ...row, createdAt: row.at })
    .onConflictDoUpdate({
      target: [userAnswers.userId, userAnswers.questionId],
      targetWhere: sql`descartada_em is null`,
      set: { answer: row.answer, correct: row.correct, secondsSpent: row.secondsSpent, createdAt: row.at },
    });
}

/** Reset: the current attempt leaves the results but stays in the daily log. */
export async function discardAttempt(
  db: Queryable,
  userId: string,
  exerciseId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(userAnswers)
    .set({ discardedAt: at })
    .where(
      and(
        eq(userAnswers.userId, userId),
        eq(userAnswers.exerciseId, exerciseId),
        isNull(userAnswers.discardedAt),
      ),
    )
    .returning({ id: userAnswers.id });
  return rows.length;
}

export async function completedSince(
  db: Queryable,
  userId: string,
  exerciseId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: exerciseCompletions.id })
    .from(exerciseCompletions)
    .where(
      and(
        eq(exerciseCompletions.userId, userId),
        eq(exerciseCompletions.exerciseId, exerciseId),
        gte(exerciseCompletions.completedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function recordCompletion(
  db: Queryable,
  row: {
    userId: string;
    exerciseId: string;
    correctCount: number;
    questionCount: number;
    scorePercent: number;
    at: Date;
  },
) {
  await db.insert(exerciseCompletions).values({
    userId: row.userId,
    exerciseId: row.exerciseId,
    correctCount: row.correctCount,
    questionCount: row.questionCount,
    scorePercent: row.scorePercent,
    completedAt: row.at,
  });
}
