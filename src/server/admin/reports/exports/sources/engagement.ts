import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import type { ReportTable } from "../table-writer.ts";
import { countStudents, type StudentBase, studentPages } from "./students.ts";

type EngagementRow = StudentBase & {
  active_days: number;
  answers: number;
  messages: number;
  essays: number;
};

export type Period = { from: Date; to: Date; timeZone: string };

/**
 * Activity in [from, to): the local calendar days with any activity (an answer, a message to a
 * tutor, an essay written: the back office's meaning of "active"), and each kind counted.
 */
function withActivity({ from, to, timeZone }: Period) {
  return (page: SQL): SQL => sql`select s.*, s.created_at::text as key_created,
      coalesce(act.days, 0) as active_days, coalesce(act.answers, 0) as answers,
      coalesce(act.messages, 0) as messages, coalesce(sent.n, 0) as essays
    from ${page} s
    left join lateral (
      select count(distinct (x.at at time zone ${timeZone})::date)::int as days,
        count(*) filter (where x.kind = 'a')::int as answers,
        count(*) filter (where x.kind = 'm')::int as messages
      from (
        select 'a' as kind, a.created_at as at from user_answers a
          where a.user_id = s.id and a.created_at >= ${from} and a.created_at < ${to}
        union all select 'm', c.created_at from chat_messages c
          where c.user_id = s.id and c.sender = 'user' and c.created_at >= ${from} and c.created_at < ${to}
        union all select 'e', r.updated_at from redacoes_usuario r
          where r.user_id = s.id and r.updated_at >= ${from} and r.updated_at < ${to}
      ) x) act on true
    left join lateral (select count(*)::int as n from redacoes_usuario r
      where r.user_id = s.id and r.finalizada_em >= ${from} and r.finalizada_em < ${to}) sent on true
    order by s.created_at, s.id`;
}

/** Análise de engajamento: per student, what they did in the period and when they last came. */
export function engagementTable(db: Queryable, now: Date, period: Period): ReportTable<EngagementRow> {
  return {
    sheet: "Engajamento",
    columns: [
      { header: "Nome", type: "text", width: 32, value: (r) => r.name },
      { header: "E-mail", type: "text", width: 36, value: (r) => r.email },
      { header: "Plano", type: "text", width: 14, value: (r) => r.plan_name },
      { header: "Cadastro", type: "date", width: 12, value: (r) => r.created_at },
      { header: "Dias ativos", type: "int", value: (r) => r.active_days },
      { header: "Questões respondidas", type: "int", value: (r) => r.answers },
      { header: "Mensagens ao tutor", type: "int", value: (r) => r.messages },
      { header: "Redações enviadas", type: "int", value: (r) => r.essays },
      { header: "Último acesso", type: "datetime", width: 17, value: (r) => r.last_access },
    ],
    count: () => countStudents(db, now),
    pages: () => studentPages<EngagementRow>(db, now, { extend: withActivity(period) }),
  };
}
