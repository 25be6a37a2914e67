import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { essayTopics } from "#server/db/schema/index";
import type { TopicRow } from "./dto.ts";

const ENEM = "enem_historico";

/** The official topics by year, with their applications, for the chooser's selects. */
export async function listEnemTopicTitles(db: Queryable) {
  return db
    .select({ year: essayTopics.year, application: essayTopics.application, title: essayTopics.title })
    .from(essayTopics)
    .where(and(eq(essayTopics.source, ENEM), eq(essayTopics.active, true)))
    .orderBy(desc(essayTopics.year), asc(essayTopics.application));
}

/** The active ENEM topic of an exam and year (and application, when several). */
export async function findEnemTopics(db: Queryable, examType: string, year: number): Promise<TopicRow[]> {
  return db
    .select()
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.source, ENEM),
        eq(essayTopics.active, true),
        eq(essayTopics.examType, examType),
        eq(essayTopics.year, year),
      ),
    );
}

/** A topic the student may write on: active, and curated or generated for them. */
export async function findVisibleTopic(db: Queryable, id: string, userId: string): Promise<TopicRow | null> {
  const [row] = await db
    .select()
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.id, id),
        or(isNull(essayTopics.generatedForUserId), eq(essayTopics.generatedForUserId, userId)),
      ),
    );
  return row ?? null;
}

/**
 * The built-in fallback (docs/product.md#essay-topics): a random active original topic of the category (any
 * category when none), preferring the chosen difficulty. Topics generated for one student are
 * theirs and never offered to others.
 */
export async function randomOriginalTopic(
  db: Queryable,
  category: string | null,
  difficulty: string,
): Promise<TopicRow | null> {
  const [row] = await db
    .select()
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.source, "autoral"),
        eq(essayTopics.active, true),
        isNull(essayTopics.generatedForUserId),
        category ? eq(essayTopics.category, category) : undefined,
      ),
    )
    .orderBy(sql`(${essayTopics.difficulty} = ${difficulty}) desc`, sql`random()`)
    .limit(1);
  return row ?? null;
}

export async function insertTopic(db: Queryable, values: typeof essayTopics.$inferInsert): Promise<TopicRow> {
  const [row] = await db.insert(essayTopics).values(values).returning();
  if (!row) throw new Error("topic not inserted");
  return row;
}
