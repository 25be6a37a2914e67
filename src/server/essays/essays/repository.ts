import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { EssayFeedback } from "#domain/essays/feedback";
import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import type { Queryable } from "#server/db/client";
import { backgroundJobs, essayTopics, userEssays } from "#server/db/schema/index";
import type { TopicRow } from "#server/essays/topics/dto";

export type EssayRow = typeof userEssays.$inferSelect;
export type EssayWithTopic = { essay: EssayRow; topic: TopicRow | null };

const mine = (userId: string, id: string) => and(eq(userEssays.userId, userId), eq(userEssays.id, id));

export async function findEssay(db: Queryable, userId: string, id: string): Promise<EssayWithTopic | null> {
  const [row] = await db
    .select({ essay: userEssays, topic: essayTopics })
    .from(userEssays)
    .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
    .where(mine(userId, id));
  return row ?? null;
}

/** Locks the essay row for the rest of the transaction (submit, retry). */
export async function lockEssay(db: Queryable, userId: string, id: string): Promise<EssayRow | null> {
  const [row] = await db.select().from(userEssays).where(mine(userId, id)).for("update");
  return row ?? null;
}

/** The essay the writing room reopens: the latest draft, or one still waiting for its correction. */
export async function findCurrentEssayId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userEssays.id })
    .from(userEssays)
    .where(and(eq(userEssays.userId, userId), inArray(userEssays.status, ["em_andamento", "finalizada"])))
    .orderBy(desc(userEssays.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

export async function insertEssay(db: Queryable, values: typeof userEssays.$inferInsert): Promise<EssayRow> {
  const [row] = await db.insert(userEssays).values(values).returning();
  if (!row) throw new Error("essay not inserted");
  return row;
}

export async function updateEssay(
  db: Queryable,
  userId: string,
  id: string,
  set: Partial<typeof userEssays.$inferInsert>,
  onlyStatus?: string,
): Promise<EssayRow | null> {
  const [row] = await db
    .update(userEssays)
    .set(set)
    .where(and(mine(userId, id), onlyStatus ? eq(userEssays.status, onlyStatus) : undefined))
    .returning();
  return row ?? null;
}

/** Leaves the visible error on an essay whose correction gave up (by its unique id: a job knows no more). */
export async function markCorrectionFailed(db: Queryable, essayId: string, message: string): Promise<void> {
  await db
    .update(userEssays)
    .set({ correctionError: message, updatedAt: new Date() })
    .where(and(eq(userEssays.id, essayId), eq(userEssays.status, "finalizada")));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The student's essays, newest first; `q` searches the essay's and the topic's titles. */
export async function listEssays(db: Queryable, userId: string, q: string | undefined) {
  const search = q ? likePattern(q) : null;
  return db
    .select({
      id: userEssays.id,
      title: userEssays.title,
      content: userEssays.content,
      status: userEssays.status,
      secondsSpent: userEssays.secondsSpent,
      finalScore: userEssays.finalScore,
      submittedAt: userEssays.submittedAt,
      createdAt: userEssays.createdAt,
      topicTitle: essayTopics.title,
      examType: essayTopics.examType,
    })
    .from(userEssays)
    .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
    .where(
      and(
        eq(userEssays.userId, userId),
        search ? or(ilike(userEssays.title, search), ilike(essayTopics.title, search)) : undefined,
      ),
    )
    .orderBy(desc(userEssays.createdAt))
    .limit(500);
}

/** Corrected essays in the order they were corrected, for the score chart. */
export async function correctedEssays(db: Queryable, userId: string) {
  return db
    .select({
      id: userEssays.id,
      title: userEssays.title,
      topicTitle: essayTopics.title,
      finalScore: userEssays.finalScore,
      feedback: userEssays.feedback,
      correctedAt: userEssays.correctedAt,
    })
    .from(userEssays)
    .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
    .where(
      and(
        eq(userEssays.userId, userId),
        eq(userEssays.status, "corrigida"),
        isNotNull(userEssays.correctedAt),
      ),
    )
    .orderBy(asc(userEssays.correctedAt));
}

/** The latest correction job of an essay. Finished jobs are purged after a week, so the table stays small. */
export async function latestCorrectionJob(db: Queryable, essayId: string) {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, ESSAY_CORRECTION_JOB),
        sql`${backgroundJobs.payload}->>'essayId' = ${essayId}`,
      ),
    )
    .orderBy(desc(backgroundJobs.id))
    .limit(1);
  return row ?? null;
}

export type StoredFeedback = EssayFeedback;
