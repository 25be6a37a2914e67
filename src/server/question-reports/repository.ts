import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { questionReports, questions } from "#server/db/schema/index";

export type QuestionReportRow = typeof questionReports.$inferSelect;

/** Whether the question exists; an archived version too, since a student's results still show it. */
export async function questionExists(db: Queryable, questionId: string): Promise<boolean> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId));
  return Boolean(row);
}

/** Takes the student's report lock until the transaction ends, so the day's count cannot be raced. */
export async function lockStudentReports(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`questoes_reportadas:${userId}`}))`);
}

export async function hasOpenReport(db: Queryable, userId: string, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questionReports.id })
    .from(questionReports)
    .where(
      and(
        eq(questionReports.userId, userId),
        eq(questionReports.questionId, questionId),
        eq(questionReports.status, "aberto"),
      ),
    );
  return Boolean(row);
}

export async function countReportsSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), gte(questionReports.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertReport(
  tx: Queryable,
  values: { userId: string; questionId: string; kind: string; note: string | null; now: Date },
): Promise<QuestionReportRow> {
  const [row] = await tx
    .insert(questionReports)
    .values({
      userId: values.userId,
      questionId: values.questionId,
      kind: values.kind,
      note: values.note,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
