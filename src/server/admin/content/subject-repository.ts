import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { subjects, topics } from "#server/db/schema/index";

/** The `used` column of a one-row answer (both drivers answer `{ rows }`). */
const firstFlag = (result: unknown) => Boolean((result as { rows: { used: boolean }[] }).rows[0]?.used);

export type SubjectRow = typeof subjects.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

const topicCount = sql<number>`(select count(*)::int from assuntos t
  where t.materia_id = "materias"."id" and t.arquivado_em is null)`;
const exerciseCount = sql<number>`(select count(*)::int from exercicios e join assuntos t on t.id = e.assunto_id
  where t.materia_id = "materias"."id" and t.arquivado_em is null and e.arquivado_em is null)`;

export type SubjectWithCounts = SubjectRow & { topicCount: number; exerciseCount: number };

export async function listSubjects(db: Queryable): Promise<SubjectWithCounts[]> {
  const rows = await db.select({ s: subjects, topicCount, exerciseCount }).from(subjects);
  return rows.map((r) => ({ ...r.s, topicCount: r.topicCount, exerciseCount: r.exerciseCount }));
}

export async function findSubject(db: Queryable, id: string): Promise<SubjectWithCounts | undefined> {
  const [row] = await db
    .select({ s: subjects, topicCount, exerciseCount })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row ? { ...row.s, topicCount: row.topicCount, exerciseCount: row.exerciseCount } : undefined;
}

/** Names are unique: a create or a rename holds this lock, so two at once cannot both pass the check. */
export async function lockSubjectNames(db: Queryable): Promise<void> {
  await db.execute(sql`lock table materias in share row exclusive mode`);
}

export async function subjectNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(sql`lower(${subjects.name}) = lower(${name})`, exceptId ? ne(subjects.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function allSubjectSlugs(db: Queryable): Promise<Set<string>> {
  return new Set((await db.select({ slug: subjects.slug }).from(subjects)).map((r) => r.slug));
}

export async function insertSubject(db: Queryable, values: typeof subjects.$inferInsert) {
  const [row] = await db.insert(subjects).values(values).returning();
  return row!;
}

export async function updateSubject(
  db: Queryable,
  id: string,
  values: Partial<typeof subjects.$inferInsert>,
) {
  const [row] = await db.update(subjects).set(values).where(eq(subjects.id, id)).returning();
  return row!;
}

/** Topics (archived too) and tutor conversations tie a subject to students' history. */
export async function subjectInUse(db: Queryable, subject: SubjectRow): Promise<boolean> {
  return firstFlag(
    await db.execute(sql`select
    exists (select 1 from assuntos where materia_id = ${subject.id})
    or exists (select 1 from chat_messages where subject = ${subject.slug}) as used`),
  );
}

export async function deleteSubject(db: Queryable, id: string): Promise<void> {
  await db.delete(subjects).where(eq(subjects.id, id));
}

// ── Topics ─────────────────────────────────────────────────────────────────
const topicExerciseCount = sql<number>`(select count(*)::int from exercicios e
  where e.assunto_id = "assuntos"."id" and e.arquivado_em is null)`;

export type TopicWithCount = TopicRow & { exerciseCount: number };

export async function listTopics(db: Queryable, subjectId: string): Promise<TopicWithCount[]> {
  const rows = await db
    .select({ t: topics, exerciseCount: topicExerciseCount })
    .from(topics)
    .where(and(eq(topics.subjectId, subjectId), sql`${topics.archivedAt} is null`))
    .orderBy(asc(topics.name));
  return rows.map((r) => ({ ...r.t, exerciseCount: r.exerciseCount }));
}

/** A topic not archived, with its live exercises counted. */
export async function findTopic(db: Queryable, id: string): Promise<TopicWithCount | undefined> {
  const [row] = await db
    .select({ t: topics, exerciseCount: topicExerciseCount })
    .from(topics)
    .where(and(eq(topics.id, id), sql`${topics.archivedAt} is null`));
  return row ? { ...row.t, exerciseCount: row.exerciseCount } : undefined;
}

export async function lockTopicNames(db: Queryable): Promise<void> {
  await db.execute(sql`lock table assuntos in share row exclusive mode`);
}

/** Names are unique within a subject, archived topics included (the database's own rule). */
export async function topicNameTaken(db: Queryable, subjectId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(
      and(
        eq(topics.subjectId, subjectId),
        sql`lower(${topics.name}) = lower(${name})`,
        exceptId ? ne(topics.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTopic(db: Queryable, values: typeof topics.$inferInsert) {
  const [row] = await db.insert(topics).values(values).returning();
  return row!;
}

export async function updateTopic(db: Queryable, id: string, values: Partial<typeof topics.$inferInsert>) {
  const [row] = await db.update(topics).set(values).where(eq(topics.id, id)).returning();
  return row!;
}

/** Whether any exercise of the topic has answers or completions (students' history). */
export async function topicAnswered(db: Queryable, topicId: string): Promise<boolean> {
  return firstFlag(
    await db.execute(sql`select exists (
    select 1 from exercicios e where e.assunto_id = ${topicId} and (
      exists (select 1 from user_answers a where a.exercicio_id = e.id)
      or exists (select 1 from exercicios_concluidos c where c.exercicio_id = e.id))) as used`),
  );
}

export async function deleteTopic(db: Queryable, id: string): Promise<void> {
  await db.delete(topics).where(eq(topics.id, id));
}
