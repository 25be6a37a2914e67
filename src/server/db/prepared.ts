import { type Placeholder, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.ts";

/** A value in a statement: given now, or a placeholder of a prepared statement. */
export type Param = string | Placeholder;

type Statement<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Buildable<R> = Statement<R> & { prepare(name: string): Statement<R> };

/**
 * A query run as a prepared statement on the database (built and planned once per process and
 * connection, which saves the hot paths' CPU), and built afresh with its values inside a
 * transaction, whose connection is borrowed for a moment.
 */
export function preparedQuery<K extends string, R>(
  name: string,
  build: (db: Queryable, params: Record<K, string | Placeholder>) => Buildable<R>,
) {
  const statements = new WeakMap<object, Statement<R>>();
  return (db: Queryable, values: Record<K, string>): Promise<R> => {
    if (db instanceof PgTransaction) return build(db, values).execute();
    let statement = statements.get(db);
    if (!statement) {
      const placeholders = Object.fromEntries(Object.keys(values).map((k) => [k, sql.placeholder(k)]));
      statement = build(db, placeholders as Record<K, Placeholder>).prepare(name);
      statements.set(db, statement);
    }
    return statement.execute(values);
  };
}
