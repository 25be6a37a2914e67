import { and, asc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { exerciseCompletions, questions, userAnswers } from "#server/db/schema/index";

/** Every question of the exercise, archived versions too (an attempt keeps those it answered). */
export async function questionsOf(db: Queryable, exerciseId: string) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exerciseId))
    .orderBy(asc(questions.position));
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

/** The answers of the most recently discarded attempt (one reset discards them all at once). */
export async function lastDiscardedAttempt(db: Queryable, userId: string, exerciseId: string) {
  const mine = and(eq(userAnswers.userId, userId), eq(userAnswers.exerciseId, exerciseId));
  // Compared inside the database: a timestamp read into JavaScript loses its microseconds.
  const latest = db
    .select({ at: sql`max(${userAnswers.discardedAt})` })
    .from(userAnswers)
    .where(mine);
  return db
    .select({
      correct: userAnswers.correct,
      createdAt: userAnswers.createdAt,
      graded: sql<boolean>`${questions.type} <> 'dissertativa'`,
    })
    .from(userAnswers)
    .innerJoin(questions, eq(questions.id, userAnswers.questionId))
    .where(and(mine, isNotNull(userAnswers.discardedAt), eq(userAnswers.discardedAt, latest)));
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
