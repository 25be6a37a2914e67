import { type SQL, sql } from "drizzle-orm";

/**
 * What makes a student active, for every figure of the back office (dashboard and analytics):
 * answering a question, sending a message to a tutor or writing an essay in [from, to). `columns`
 * picks what each source yields from its author and the moment (`user_id`, or `user_id, at`).
 * The three selects are joined with UNION, so each row comes once, or with UNION ALL (`all`) when
 * the caller aggregates them itself (cheaper than removing duplicates over every event).
 */
export function studentActivity(
  from: Date,
  to: Date,
  columns: (userId: SQL, at: SQL) => SQL,
  options: { all?: boolean } = {},
): SQL {
  const pick = (alias: string, at: string) => columns(sql.raw(`${alias}.user_id`), sql.raw(`${alias}.${at}`));
  const union = options.all ? sql`union all` : sql`union`;
  return sql`select ${pick("a", "created_at")} from user_answers a
      where a.created_at >= ${from} and a.created_at < ${to}
    ${union} select ${pick("c", "created_at")} from chat_messages c
      where c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to}
    ${union} select ${pick("r", "updated_at")} from redacoes_usuario r
      where r.updated_at >= ${from} and r.updated_at < ${to}`;
}
