import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type ItemParams, priorParams } from "#domain/simulados/scoring";
import { readCatalogueVersion } from "#server/core/exercise-cards/repository";
import type { Queryable } from "#server/db/client";
import {
  backgroundJobs,
  exercises,
  itemParameters,
  questions,
  simuladoAnswers,
  simulados,
  subjects,
  topics,
} from "#server/db/schema/index";
import type { SimuladoAreaScoreRow } from "#server/db/schema/simulados";

export type SimuladoRow = typeof simulados.$inferSelect;

/** Questions a simulado can draw: current five-option items of active subjects. */
function readDrawableQuestions(db: Queryable) {
  return db
    .select({
      id: questions.id,
      subject: subjects.slug,
      difficulty: sql<string>`coalesce(${questions.difficulty}, ${exercises.difficulty})`,
      skill: questions.skill,
    })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(
      and(
        isNull(questions.archivedAt),
        isNull(exercises.archivedAt),
        isNull(topics.archivedAt),
        eq(subjects.active, true),
        eq(questions.type, "multipla_escolha"),
        sql`jsonb_array_length(${questions.options}) = 5`,
      ),
    );
}

type DrawableQuestion = Awaited<ReturnType<typeof readDrawableQuestions>>[number];

/**
 * The drawable questions, kept in memory while the catalogue's version number stays the same: on
 * simulado day every start would otherwise read the whole bank. One cache per service (per database).
 */
export function drawableQuestionsCache() {
  let cached: { version: number; rows: DrawableQuestion[] } | null = null;
  return async (db: Queryable): Promise<DrawableQuestion[]> => {
    const version = await readCatalogueVersion(db);
    if (cached?.version !== version) cached = { version, rows: await readDrawableQuestions(db) };
    return cached.rows;
  };
}

/** Serialises a student's starts, so two clicks cannot open two simulados. */
export async function lockStudentSimulados(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`simulados:${userId}`}))`);
}

export async function studentSimulados(db: Queryable, userId: string): Promise<SimuladoRow[]> {
  return db.select().from(simulados).where(eq(simulados.userId, userId)).orderBy(desc(simulados.startedAt));
}

export async function findSimulado(db: Queryable, userId: string, id: string): Promise<SimuladoRow | null> {
  const [row] = await db
    .select()
    .from(simulados)
    .where(and(eq(simulados.id, id), eq(simulados.userId, userId)));
  return row ?? null;
}

export async function insertSimulado(
  tx: Queryable,
  values: {
    userId: string;
    kind: string;
    mode: string;
    questionIds: string[];
    startedAt: Date;
    deadline: Date;
    essayTopicId: string | null;
  },
): Promise<SimuladoRow> {
  const [row] = await tx.insert(simulados).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Writes the scores once: false when another request handed it in first. */
export async function markFinished(
  tx: Queryable,
  id: string,
  values: { finishedAt: Date; timedOut: boolean; scores: SimuladoAreaScoreRow[] },
): Promise<boolean> {
  const rows = await tx
    .update(simulados)
    .set(values)
    .where(and(eq(simulados.id, id), isNull(simulados.finishedAt)))
    .returning({ id: simulados.id });
  return rows.length > 0;
}

export async function simuladoAnswersOf(db: Queryable, simuladoId: string) {
  return db
    .select({
      questionId: simuladoAnswers.questionId,
      answer: simuladoAnswers.answer,
      marked: simuladoAnswers.marked,
    })
    .from(simuladoAnswers)
    .where(eq(simuladoAnswers.simuladoId, simuladoId));
}

/** Answered items per simulado, for the list. */
export async function answeredCounts(db: Queryable, simuladoIds: string[]): Promise<Map<string, number>> {
  if (simuladoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: simuladoAnswers.simuladoId, n: sql<number>`count(*)::int` })
    .from(simuladoAnswers)
    .where(and(inArray(simuladoAnswers.simuladoId, simuladoIds), sql`${simuladoAnswers.answer} is not null`))
    .groupBy(simuladoAnswers.simuladoId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function saveSimuladoAnswer(
  db: Queryable,
  values: { simuladoId: string; questionId: string; answer: string | null; marked: boolean; now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(simuladoAnswers)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [simuladoAnswers.simuladoId, simuladoAnswers.questionId],
      set: { answer: row.answer, marked: row.marked, updatedAt: now },
    });
}

/** Everything a booklet shows of its questions, with the review fields the API holds back until the end. */
export async function bookletQuestions(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: questions.id,
      prompt: questions.prompt,
      options: questions.options,
      source: questions.source,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      optionNotes: questions.optionNotes,
      competency: questions.competency,
      skill: questions.skill,
      difficulty: sql<string>`coalesce(${questions.difficulty}, ${exercises.difficulty})`,
      subjectName: subjects.name,
      subjectSlug: subjects.slug,
      a: itemParameters.a,
      b: itemParameters.b,
      c: itemParameters.c,
    })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .leftJoin(itemParameters, eq(itemParameters.questionId, questions.id))
    .where(inArray(questions.id, ids));
}
export type BookletQuestion = Awaited<ReturnType<typeof bookletQuestions>>[number];

/** The item's calibrated parameters, or its difficulty label's prior while it has none. */
export function itemParamsOf(q: Pick<BookletQuestion, "a" | "b" | "c" | "difficulty">): ItemParams {
  return q.a !== null && q.b !== null && q.c !== null
    ? { a: q.a, b: q.b, c: q.c }
    : priorParams(q.difficulty);
}

/** Queues the calibration unless one is already waiting (a burst of hand-ins needs one run). */
export async function queueCalibration(tx: Queryable, kind: string): Promise<void> {
  await tx.execute(sql`
    insert into ${backgroundJobs} (kind, payload, max_attempts)
    select ${kind}, '{}'::jsonb, 3
    where not exists (select 1 from ${backgroundJobs} where kind = ${kind} and status = 'pending')`);
}
