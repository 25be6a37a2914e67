import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import {
  exercises,
  questions,
  simulados,
  stepByStepUnlocks,
  subjects,
  topics,
  userAnswers,
} from "#server/db/schema/index";

export async function findQuestion(db: Queryable, questionId: string) {
  const [row] = await db
    .select({
      id: questions.id,
      prompt: questions.prompt,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      optionNotes: questions.optionNotes,
      firstVersionId: questions.firstVersionId,
    })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row ?? null;
}

/**
 * Whether the student has already answered the question: in practice (any attempt, reset ones
 * too), or in a simulado they handed in.
 */
export async function hasAnswered(db: Queryable, userId: string, questionId: string): Promise<boolean> {
  const [practice] = await db
    .select({ one: sql`1` })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.questionId, questionId)))
    .limit(1);
  if (practice) return true;
  const [simulado] = await db
    .select({ one: sql`1` })
    .from(simulados)
    .where(
      and(
        eq(simulados.userId, userId),
        isNotNull(simulados.finishedAt),
        sql`${simulados.questionIds} ? ${questionId}`,
      ),
    )
    .limit(1);
  return Boolean(simulado);
}

export async function isUnlocked(db: Queryable, userId: string, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(stepByStepUnlocks)
    .where(and(eq(stepByStepUnlocks.userId, userId), eq(stepByStepUnlocks.questionId, questionId)));
  return Boolean(row);
}

/** Serialises a student's unlocks, so two clicks cannot both take the day's last one. */
export async function lockStudentUnlocks(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`passo_a_passo:${userId}`}))`);
}

export async function unlock(tx: Queryable, userId: string, questionId: string, now: Date): Promise<void> {
  await tx.insert(stepByStepUnlocks).values({ userId, questionId, createdAt: now }).onConflictDoNothing();
}

/**
 * The questions the student answered latest in practice (one row per question, its latest answer),
 * of one subject or of all: what the tutor offers a step-by-step for.
 */
export async function recentlyAnswered(
  db: Queryable,
  input: { userId: string; subjectSlug: string | null; limit: number },
) {
  const { userId, subjectSlug, limit } = input;
  const latest = db
    .selectDistinctOn([userAnswers.questionId], {
      questionId: userAnswers.questionId,
      exerciseId: userAnswers.exerciseId,
      correct: userAnswers.correct,
      answeredAt: userAnswers.createdAt,
    })
    .from(userAnswers)
    .where(eq(userAnswers.userId, userId))
    .orderBy(userAnswers.questionId, desc(userAnswers.createdAt))
    .as("latest");
  return db
    .select({
      questionId: latest.questionId,
      prompt: questions.prompt,
      topic: topics.name,
      correct: latest.correct,
      answeredAt: latest.answeredAt,
      unlocked: sql<boolean>`exists (select 1 from ${stepByStepUnlocks} u
        where u.user_id = ${userId} and u.questao_id = ${latest.questionId})`,
    })
    .from(latest)
    .innerJoin(questions, eq(questions.id, latest.questionId))
    .innerJoin(exercises, eq(exercises.id, latest.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(subjectSlug === null ? undefined : eq(subjects.slug, subjectSlug))
    .orderBy(desc(latest.answeredAt))
    .limit(limit);
}
