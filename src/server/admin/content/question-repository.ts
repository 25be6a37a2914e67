import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { contentImages, questions } from "#server/db/schema/index";

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionWithFacts = QuestionRow & { answered: boolean };

/** Any answer row, a reset one too (it stays in the daily log that a delete would cascade into). */
const answered = sql<boolean>`exists (select 1 from user_answers a where a.questao_id = "questoes"."id")`;

/** The exercise's current questions, in order. */
export async function listQuestions(db: Queryable, exerciseId: string): Promise<QuestionWithFacts[]> {
  const rows = await db
    .select({ q: questions, answered })
    .from(questions)
    .where(and(eq(questions.exerciseId, exerciseId), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position));
  return rows.map((r) => ({ ...r.q, answered: Boolean(r.answered) }));
}

/** The exercise a current question belongs to (read before locking the exercise, then the question). */
export async function exerciseOfQuestion(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ exerciseId: questions.exerciseId })
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.archivedAt)));
  return row?.exerciseId;
}

export async function lockQuestion(db: Queryable, id: string): Promise<QuestionWithFacts | undefined> {
  const [row] = await db
    .select({ q: questions, answered })
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.archivedAt)))
    .for("update");
  return row ? { ...row.q, answered: Boolean(row.answered) } : undefined;
}

export async function insertQuestion(db: Queryable, values: typeof questions.$inferInsert) {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

export async function updateQuestion(
  db: Queryable,
  id: string,
  values: Partial<typeof questions.$inferInsert>,
) {
  const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row!;
}

export async function deleteQuestion(db: Queryable, id: string): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

export async function setPosition(db: Queryable, id: string, position: number): Promise<void> {
  await db.update(questions).set({ position }).where(eq(questions.id, id));
}

/** Which of these content images exist. */
export async function existingImages(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(
      sql`${contentImages.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.id));
}
