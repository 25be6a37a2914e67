import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { ChatMessageDto } from "#domain/tutor/api";
import type { ProviderKind } from "#domain/tutor/rules";
import type { Queryable } from "#server/db/client";
import { type ChatSource, chatMessages } from "#server/db/schema/index";

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export function messageDto(row: ChatMessageRow): ChatMessageDto {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    sender: row.sender === "user" ? "user" : "bot",
    provider: (row.provider as ProviderKind | null) ?? null,
    sources: row.sources ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Page cursors are the position of the oldest message shown: its time and id. Rows are always
 * written with a JavaScript time (millisecond precision), so the time read back compares exactly.
 */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [time, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

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

/** The messages before the current one, oldest first: the model's conversation context. */
export async function recentConversation(
  db: Queryable,
  userId: string,
  subject: string,
  before: { createdAt: Date; id: string },
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await pageOfMessages(db, { userId, subject, since: null, before, limit });
  return rows.reverse();
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
