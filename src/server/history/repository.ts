import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { chatMessages, subjects } from "#server/db/schema/index";

export type HistoryFilter = { userId: string; since: Date | null; search: string | null };

/**
 * What the history shows: the caller's own messages inside the plan's window. Greetings are left
 * out; they are the tutors' opening lines, not study.
 */
function visible(f: HistoryFilter): SQL {
  return and(
    eq(chatMessages.userId, f.userId),
    f.since ? gte(chatMessages.createdAt, f.since) : undefined,
    sql`coalesce(${chatMessages.provider}, '') <> 'greeting'`,
  )!;
}

/** Accent- and case-insensitive substring search ("funcao" finds "Função"); LIKE wildcards are literal. */
function matching(search: string): SQL {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`rumo_unaccent(${chatMessages.message}) like '%' || rumo_unaccent(${escaped}) || '%' escape '\\'`;
}

function where(f: HistoryFilter): SQL {
  return f.search ? and(visible(f), matching(f.search))! : visible(f);
}

export async function historyStats(db: Queryable, f: HistoryFilter, timeZone: string) {
  const [row] = await db
    .select({
      totalMessages: sql<number>`count(*)::int`,
      activeDays: sql<number>`count(distinct (${chatMessages.createdAt} at time zone ${timeZone})::date)::int`,
      distinctSubjects: sql<number>`count(distinct ${chatMessages.subject})::int`,
    })
    .from(chatMessages)
    .where(visible({ ...f, search: null }));
  return {
    totalMessages: Number(row?.totalMessages ?? 0),
    activeDays: Number(row?.activeDays ?? 0),
    distinctSubjects: Number(row?.distinctSubjects ?? 0),
  };
}

export async function countMatches(db: Queryable, f: HistoryFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(where(f));
  return Number(row?.n ?? 0);
}

/** Newest first, across every tutor, with the subject's name and emoji (none for the study friend). */
export async function historyPage(
  db: Queryable,
  f: HistoryFilter,
  before: { createdAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select({ message: chatMessages, subjectName: subjects.name, subjectEmoji: subjects.emoji })
    .from(chatMessages)
    .leftJoin(subjects, eq(subjects.slug, chatMessages.subject))
    .where(
      and(
        where(f),
        before
          ? or(
              lt(chatMessages.createdAt, before.createdAt),
              and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}
