import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { exercises, questions, subjects, topics } from "#server/db/schema/index";

export type ExerciseRow = typeof exercises.$inferSelect;
export type ExerciseWithFacts = ExerciseRow & { questionCount: number; answered: boolean };

const questionCount = sql<number>`(select count(*)::int from questoes q
  where q.exercicio_id = "exercicios"."id" and q.arquivado_em is null)`;
/** Any answer (a reset one too: it stays in the daily log) or completion ties it to a student. */
const answered = sql<boolean>`(exists (select 1 from user_answers a where a.exercicio_id = "exercicios"."id")
  or exists (select 1 from exercicios_concluidos c where c.exercicio_id = "exercicios"."id"))`;

const withFacts = (r: { e: ExerciseRow; questionCount: number; answered: boolean }): ExerciseWithFacts => ({
  ...r.e,
  questionCount: r.questionCount,
  answered: Boolean(r.answered),
});

/** Accent- and case-insensitive substring of the title ("funcao" finds "Função"); LIKE wildcards are literal. */
function titleMatches(search: string) {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`rumo_unaccent(${exercises.title}) like '%' || rumo_unaccent(${escaped}) || '%' escape '\\'`;
}

/** The topic's exercises not archived, optionally those whose title matches `search`. */
export async function listExercises(db: Queryable, topicId: string, search: string | null) {
  const rows = await db
    .select({ e: exercises, questionCount, answered })
    .from(exercises)
    .where(
      and(
        eq(exercises.topicId, topicId),
        isNull(exercises.archivedAt),
        search ? titleMatches(search) : undefined,
      ),
    )
    .orderBy(asc(exercises.title));
  return rows.map(withFacts);
}

function liveExercise(db: Queryable, id: string) {
  return db
    .select({ e: exercises, questionCount, answered })
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .where(and(eq(exercises.id, id), isNull(exercises.archivedAt), isNull(topics.archivedAt)));
}

/** An exercise not archived, in a topic not archived. */
export async function findLiveExercise(db: Queryable, id: string): Promise<ExerciseWithFacts | undefined> {
  const [row] = await liveExercise(db, id);
  return row ? withFacts(row) : undefined;
}

/** The same, locked for the change. */
export async function lockExercise(db: Queryable, id: string): Promise<ExerciseWithFacts | undefined> {
  const [row] = await liveExercise(db, id).for("update", { of: exercises });
  return row ? withFacts(row) : undefined;
}

export async function findExerciseFacts(db: Queryable, id: string): Promise<ExerciseWithFacts> {
  const [row] = await db
    .select({ e: exercises, questionCount, answered })
    .from(exercises)
    .where(eq(exercises.id, id));
  return withFacts(row!);
}

export async function insertExercise(db: Queryable, values: typeof exercises.$inferInsert) {
  const [row] = await db.insert(exercises).values(values).returning();
  return row!;
}

export async function updateExercise(
  db: Queryable,
  id: string,
  values: Partial<typeof exercises.$inferInsert>,
) {
  await db.update(exercises).set(values).where(eq(exercises.id, id));
}

export async function deleteExercise(db: Queryable, id: string): Promise<void> {
  await db.delete(exercises).where(eq(exercises.id, id));
}

/** Copies the live questions of one exercise into another, in order, as first versions. */
export async function copyQuestions(db: Queryable, fromId: string, toId: string): Promise<number> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.exerciseId, fromId), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position));
  if (rows.length === 0) return 0;
  await db.insert(questions).values(
    rows.map((q, i) => ({
      exerciseId: toId,
      prompt: q.prompt,
      type: q.type,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      difficulty: q.difficulty,
      position: i + 1,
    })),
  );
  return rows.length;
}

/** The subject a topic belongs to (for the exercises step's heading). */
export async function subjectOfTopic(db: Queryable, topicId: string) {
  const [row] = await db
    .select({ subjectId: subjects.id })
    .from(topics)
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(topics.id, topicId));
  return row?.subjectId;
}
