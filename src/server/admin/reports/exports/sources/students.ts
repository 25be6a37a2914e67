import { type SQL, sql } from "drizzle-orm";
import { studentSelect } from "#server/admin/repository";
import type { Queryable } from "#server/db/client";

/** Rows read per query: a page of students is all a report holds in memory at once. */
export const PAGE_SIZE = 1000;

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A student row as the back office reads it (name, contacts, plan in force, last access). */
export type StudentBase = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  university: string | null;
  banned: boolean;
  created_at: Date | string;
  plan_name: string;
  last_access: Date | string | null;
  /** created_at as PostgreSQL prints it (to the microsecond): the page's keyset cursor. */
  key_created: string;
};

type Cursor = { created: string; id: string };

/** Students after the cursor in sign-up order; written so the (role, created_at) index does the walk. */
function after(cursor: Cursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`u.created_at >= ${cursor.created}::timestamptz
    and (u.created_at > ${cursor.created}::timestamptz or u.id > ${cursor.id})`;
}

/**
 * Every student (optionally only those matching `where`), oldest sign-up first, a page at a time
 * by keyset: each query starts where the last page ended, so the last page costs what the first does.
 * `extend` wraps the page (`s`) to add per-student figures.
 */
export async function* studentPages<Row extends StudentBase>(
  db: Queryable,
  now: Date,
  options: { where?: SQL; extend?: (page: SQL) => SQL } = {},
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page: SQL = sql`(${studentSelect(now)}
      where u.role = 'user' and ${options.where ?? sql`true`} and ${after(cursor)}
      order by u.created_at, u.id limit ${PAGE_SIZE})`;
    const query: SQL = options.extend
      ? options.extend(page)
      : sql`select s.*, s.created_at::text as key_created from ${page} s order by s.created_at, s.id`;
    const rows: Row[] = rowsOf<Row>(await db.execute(query));
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    const last: Row = rows.at(-1)!;
    cursor = { created: last.key_created, id: last.id };
  }
}

/** How many students a report will list (the plan in force is only looked up when filtering by it). */
export async function countStudents(db: Queryable, now: Date, where?: SQL): Promise<number> {
  const query = where
    ? sql`select count(*)::int as n from (${studentSelect(now)} where u.role = 'user' and ${where}) s`
    : sql`select count(*)::int as n from users u where u.role = 'user'`;
  return rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
}
