import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { ProviderKind } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { type Param, preparedQuery } from "#server/db/prepared";
import {
  type ChatSource,
  chatMessages,
  exercises,
  profiles,
  questions,
  subjects,
  subjectWebhooks,
  systemSettings,
  topics,
  userAnswers,
  users,
} from "#server/db/schema/index";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** One page of a student's conversation with one tutor, newest first, inside the history window. */
export async function pageOfMessages(
  db: Queryable,
  q: {
    userId: string;
    subject: string;
    since: Date | null;
    before: { createdAt: Date; id: string } | null;
    limit: number;
  },
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, q.userId),
        eq(chatMessages.subject, q.subject),
        q.since ? gte(chatMessages.createdAt, q.since) : undefined,
        q.before
          ? or(
              lt(chatMessages.createdAt, q.before.createdAt),
              and(eq(chatMessages.createdAt, q.before.createdAt), lt(chatMessages.id, q.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(q.limit);
}

export async function latestMessage(
  db: Queryable,
  userId: string,
  subject: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await pageOfMessages(db, { userId, subject, since: null, before: null, limit: 1 });
  return row;
}

export async function insertMessage(
  db: Queryable,
  row: {
    userId: string;
    subject: string;
    message: string;
    sender: "user" | "bot";
    provider: ProviderKind | null;
    sources?: ChatSource[];
    createdAt: Date;
  },
): Promise<ChatMessageRow> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({ ...row, sources: row.sources ?? [] })
    .returning();
  if (!inserted) throw new Error("chat message not stored");
  return inserted;
}

/** Whether the student has any message with this tutor since `since` (null: ever). */
export async function hasMessagesSince(
  db: Queryable,
  userId: string,
  subject: string,
  since: Date | null,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.subject, subject),
        since ? gte(chatMessages.createdAt, since) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The subject's active webhook, the latest one edited when several are. */
export async function subjectWebhookUrl(db: Queryable, subjectId: string | null): Promise<string | null> {
  if (!subjectId) return null;
  const [row] = await db
    .select({ url: subjectWebhooks.url })
    .from(subjectWebhooks)
    .where(and(eq(subjectWebhooks.subjectId, subjectId), eq(subjectWebhooks.active, true)))
    .orderBy(desc(subjectWebhooks.updatedAt))
    .limit(1);
  return row?.url.trim() || null;
}

export async function studentRow(db: Queryable, userId: string) {
  const [row] = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Latest wrong answers in a subject (every subject when null), newest first. */
export async function recentMistakes(db: Queryable, userId: string, subjectId: string | null, limit: number) {
  return db
    .select({
      topic: topics.name,
      question: questions.prompt,
      answer: userAnswers.answer,
      correctAnswer: questions.correctAnswer,
    })
    .from(userAnswers)
    .innerJoin(questions, eq(questions.id, userAnswers.questionId))
    .innerJoin(exercises, eq(exercises.id, userAnswers.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .where(
      and(
        eq(userAnswers.userId, userId),
        eq(userAnswers.correct, false),
        // Open answers are not graded: they are no mistake to talk about.
        ne(questions.type, "dissertativa"),
        subjectId ? eq(topics.subjectId, subjectId) : undefined,
      ),
    )
    .orderBy(desc(userAnswers.createdAt))
    .limit(limit);
}

const activeSubject = preparedQuery("rumo_active_subject", (db, p: Record<"slug", Param>) =>
  db
    .select()
    .from(subjects)
    .where(and(eq(subjects.slug, p.slug), eq(subjects.active, true))),
);

/** The subject a tutor's route names, if active: read on every message, so prepared. */
export async function findActiveSubject(db: Queryable, slug: string) {
  const [row] = await activeSubject(db, { slug });
  return row;
}

/** Topic names of a subject (of every subject for the study friend), for suggestions. */
export async function topicNames(db: Queryable, subjectId: string | null): Promise<string[]> {
  const rows = await db
    .select({ name: topics.name })
    .from(topics)
    .where(and(isNull(topics.archivedAt), subjectId ? eq(topics.subjectId, subjectId) : undefined))
    .orderBy(asc(topics.name));
  return rows.map((r) => r.name);
}

/** Display names of subject slugs, in the given order ("fisica" → "Física"). */
export async function subjectNames(db: Queryable, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.slug, slugs));
  return slugs.map((slug) => rows.find((r) => r.slug === slug)?.name ?? slug);
}

export async function upsertSetting(
  db: Queryable,
  row: { key: string; value: string; category: string; encrypted: boolean },
): Promise<void> {
  await db
    .insert(systemSettings)
    .values(row)
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: row.value, encrypted: row.encrypted, category: row.category, updatedAt: new Date() },
    });
}
