import { aliasedTable, and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { exercises, questionReports, questions, subjects, topics, users } from "#server/db/schema/index";

export type ReportRow = typeof questionReports.$inferSelect;

const resolver = aliasedTable(users, "resolvedor");

/** A report with everything the queue shows: where the question lives, the question with its key. */
const columns = {
  report: questionReports,
  resolvedByName: resolver.name,
  subject: { id: subjects.id, name: subjects.name },
  topic: { id: topics.id, name: topics.name },
  exercise: { id: exercises.id, title: exercises.title },
  question: questions,
};

function withContext(db: Queryable) {
  return db
    .select(columns)
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .leftJoin(resolver, eq(resolver.id, questionReports.resolvedBy));
}

export type ReportWithContext = Awaited<ReturnType<typeof findReport>> & {};

const RESOLVED = ["corrigido", "descartado"];

/**
 * One page of the queue. Open reports oldest first (whoever waited longest is answered first);
 * resolved ones most recently resolved first.
 */
export async function listReports(
  db: Queryable,
  filter: "abertos" | "resolvidos",
  page: number,
  pageSize: number,
) {
  const open = filter === "abertos";
  const where = open ? eq(questionReports.status, "aberto") : inArray(questionReports.status, RESOLVED);
  const order = open
    ? [asc(questionReports.createdAt), asc(questionReports.id)]
    : [desc(questionReports.resolvedAt), desc(questionReports.id)];
  const [items, [total], [openCount]] = await Promise.all([
    withContext(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(questionReports).where(where),
    db.select({ n: count() }).from(questionReports).where(eq(questionReports.status, "aberto")),
  ]);
  return { items, total: Number(total?.n ?? 0), openCount: Number(openCount?.n ?? 0) };
}

export async function findReport(db: Queryable, id: string) {
  const [row] = await withContext(db).where(eq(questionReports.id, id));
  return row ?? null;
}

/** The report locked for its resolution, so two staff members cannot both resolve it. */
export async function lockReport(tx: Queryable, id: string): Promise<ReportRow | null> {
  const [row] = await tx.select().from(questionReports).where(eq(questionReports.id, id)).for("update");
  return row ?? null;
}

export async function resolveReport(
  tx: Queryable,
  id: string,
  values: { status: "corrigido" | "descartado"; reply: string | null; actorId: string; now: Date },
): Promise<void> {
  await tx
    .update(questionReports)
    .set({
      status: values.status,
      staffReply: values.reply,
      resolvedBy: values.actorId,
      resolvedAt: values.now,
    })
    .where(and(eq(questionReports.id, id), eq(questionReports.status, "aberto")));
}

/** Who reported it, to write to (null when the account is gone). */
export async function findReporter(db: Queryable, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
