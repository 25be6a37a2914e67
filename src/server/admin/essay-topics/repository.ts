import { and, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { essayTopics, userEssays } from "#server/db/schema/index";

export type EssayTopicRow = typeof essayTopics.$inferSelect;
export type EssayTopicInsert = typeof essayTopics.$inferInsert;
export type EssayTopicChanges = Partial<EssayTopicInsert>;
export type EssayTopicWithCount = EssayTopicRow & { essays: number };

export type EssayTopicFilters = {
  q?: string | undefined;
  source: string;
  category: string;
  active: string;
  page: number;
  pageSize: number;
};

const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüç";
const PLAIN = "aaaaaeeeeiiiiooooouuuuc";

/** Lower case without accents, in JavaScript as in SQL, so "educacao" finds "Educação". */
export function plainText(text: string): string {
  return text
    .toLocaleLowerCase("pt-BR")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const essayCount = sql<number>`(select count(*)::int from redacoes_usuario r
  where r.tema_id = "temas_redacao"."id")`;

function filtersOf(f: EssayTopicFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [isNull(essayTopics.generatedForUserId)];
  const q = f.q?.trim();
  if (q)
    where.push(
      sql`translate(lower(${essayTopics.title}), ${ACCENTED}, ${PLAIN}) like ${containing(plainText(q))}`,
    );
  if (f.source !== "todos") where.push(eq(essayTopics.source, f.source));
  if (f.category !== "todos") where.push(eq(essayTopics.category, f.category));
  if (f.active === "ativo") where.push(eq(essayTopics.active, true));
  if (f.active === "inativo") where.push(eq(essayTopics.active, false));
  return and(...where);
}

/** Curated topics (never those generated for one student), newest ENEM year first, then by title. */
export async function listTopics(
  db: Queryable,
  f: EssayTopicFilters,
): Promise<{ rows: EssayTopicWithCount[]; total: number }> {
  const where = filtersOf(f);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(essayTopics).where(where);
  const rows = await db
    .select({ topic: essayTopics, essays: essayCount })
    .from(essayTopics)
    .where(where)
    .orderBy(desc(essayTopics.source), sql`${essayTopics.year} desc nulls last`, essayTopics.title)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows: rows.map((r) => ({ ...r.topic, essays: r.essays })), total: counted?.total ?? 0 };
}

/** A curated topic, locked for the change. */
export async function lockTopic(db: Queryable, id: string): Promise<EssayTopicRow | undefined> {
  const [row] = await db
    .select()
    .from(essayTopics)
    .where(and(eq(essayTopics.id, id), isNull(essayTopics.generatedForUserId)))
    .for("update");
  return row;
}

export async function countEssays(db: Queryable, topicId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userEssays)
    .where(eq(userEssays.topicId, topicId));
  return row?.n ?? 0;
}

/**
 * Another active ENEM topic of the same exam, year and application: the student chooses by year
 * (and application), so two would make the choice ambiguous.
 */
export async function activeEnemTwin(
  db: Queryable,
  t: { examType: string; year: number | null; application: string | null },
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: essayTopics.id })
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.source, "enem_historico"),
        eq(essayTopics.active, true),
        eq(essayTopics.examType, t.examType),
        t.year === null ? isNull(essayTopics.year) : eq(essayTopics.year, t.year),
        sql`coalesce(${essayTopics.application}, 'regular') = ${t.application ?? "regular"}`,
        exceptId ? ne(essayTopics.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every ENEM topic row shares one lock while a create or an edit checks for a twin. */
export async function lockEnemTopics(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('temas_redacao:enem'))`);
}

export async function insertTopic(db: Queryable, values: EssayTopicInsert) {
  const [row] = await db.insert(essayTopics).values(values).returning();
  if (!row) throw new Error("essay topic not inserted");
  return row;
}

export async function updateTopic(db: Queryable, id: string, changes: EssayTopicChanges) {
  const [row] = await db.update(essayTopics).set(changes).where(eq(essayTopics.id, id)).returning();
  if (!row) throw new Error("essay topic not updated");
  return row;
}

export async function deleteTopic(db: Queryable, id: string): Promise<void> {
  await db.delete(essayTopics).where(eq(essayTopics.id, id));
}
