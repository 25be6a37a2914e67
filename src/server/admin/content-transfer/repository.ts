import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { contentImages, exercises, questions, subjects, topics } from "#server/db/schema/index";

export type SubjectRef = { id: string; name: string; slug: string };
export type ExistingTopic = { id: string; name: string; archived: boolean };

export async function findSubject(db: Queryable, id: string): Promise<SubjectRef | undefined> {
  const [row] = await db
    .select({ id: subjects.id, name: subjects.name, slug: subjects.slug })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
}

/** What students see of a subject: topics, exercises and questions not archived, in their order. */
export async function subjectBank(db: Queryable, subjectId: string) {
  const topicRows = await db
    .select({ id: topics.id, name: topics.name, description: topics.description })
    .from(topics)
    .where(and(eq(topics.subjectId, subjectId), isNull(topics.archivedAt)))
    .orderBy(asc(topics.name));
  const topicIds = topicRows.map((t) => t.id);
  const exerciseRows =
    topicIds.length === 0
      ? []
      : await db
          .select()
          .from(exercises)
          .where(and(inArray(exercises.topicId, topicIds), isNull(exercises.archivedAt)))
          .orderBy(asc(exercises.title), asc(exercises.createdAt));
  const exerciseIds = exerciseRows.map((e) => e.id);
  const questionRows =
    exerciseIds.length === 0
      ? []
      : await db
          .select()
          .from(questions)
          .where(and(inArray(questions.exerciseId, exerciseIds), isNull(questions.archivedAt)))
          .orderBy(asc(questions.position), asc(questions.id));
  return { topics: topicRows, exercises: exerciseRows, questions: questionRows };
}
export type SubjectBank = Awaited<ReturnType<typeof subjectBank>>;

/** The subject's topics by name without case (archived ones too: their names are taken). */
export async function topicsByName(db: Queryable, subjectId: string): Promise<Map<string, ExistingTopic>> {
  const rows = await db
    .select({ id: topics.id, name: topics.name, archivedAt: topics.archivedAt })
    .from(topics)
    .where(eq(topics.subjectId, subjectId));
  return new Map(
    rows.map((r) => [nameKey(r.name), { id: r.id, name: r.name, archived: r.archivedAt !== null }]),
  );
}

/** Exercise titles in the lists (not archived) of these topics, as `topicId/title without case`. */
export async function exerciseTitles(db: Queryable, topicIds: string[]): Promise<Set<string>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .select({ topicId: exercises.topicId, title: exercises.title })
    .from(exercises)
    .where(and(inArray(exercises.topicId, topicIds), isNull(exercises.archivedAt)));
  return new Set(rows.map((r) => titleKey(r.topicId, r.title)));
}

/** Titles are compared without case in JavaScript: lower() of the C collation leaves "É" alone. */
export async function titleTaken(db: Queryable, topicId: string, title: string): Promise<boolean> {
  return (await exerciseTitles(db, [topicId])).has(titleKey(topicId, title));
}

export async function existingImageIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(inArray(contentImages.id, ids));
  return new Set(rows.map((r) => r.id.toLowerCase()));
}

/** The topic of that name, created when missing (a concurrent import may have just created it). */
export async function ensureTopic(
  db: Queryable,
  values: { subjectId: string; name: string; description: string; now: Date },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(topics)
    .values({
      subjectId: values.subjectId,
      name: values.name,
      description: values.description || null,
      staffEditedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: topics.id });
  if (inserted) return { id: inserted.id, created: true };
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.subjectId, values.subjectId), eq(topics.name, values.name)));
  if (!row) throw new Error("topic neither inserted nor found");
  return { id: row.id, created: false };
}

export async function insertExercise(db: Queryable, values: typeof exercises.$inferInsert) {
  const [row] = await db.insert(exercises).values(values).returning({ id: exercises.id });
  if (!row) throw new Error("exercise not inserted");
  return row;
}

export async function insertQuestions(db: Queryable, rows: (typeof questions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(questions).values(rows);
}

export const nameKey = (name: string) => name.trim().toLocaleLowerCase("pt-BR");
export const titleKey = (topicId: string, title: string) =>
  `${topicId}/${title.trim().toLocaleLowerCase("pt-BR")}`;
