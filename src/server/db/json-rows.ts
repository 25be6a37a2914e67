import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A row PostgreSQL sent as JSON (`to_jsonb(t)`: column names as keys, timestamps as text) in the
 * shape drizzle gives a selected row: property names, Dates, parsed JSON. Lets one statement bring
 * several tables' rows at once. Numeric columns must be sent as text (`col::text`) to keep their scale.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
