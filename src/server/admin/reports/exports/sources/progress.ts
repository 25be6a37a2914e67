import { type SQL, sql } from "drizzle-orm";
import { planFilter } from "#server/admin/repository";
import type { Queryable } from "#server/db/client";
import type { ReportTable } from "../table-writer.ts";
import { countStudents, type StudentBase, studentPages } from "./students.ts";

type ProgressRow = StudentBase & {
  completed: number;
  answered: number;
  correct: number;
  messages: number;
  essays: number;
  essay_average: number | string | null;
  points: number | null;
  streak: number | null;
};

/**
 * Each student's study so far, as a school follows it: exercises finished, questions answered and
 * accuracy (the current attempts, as the student's own progress screen counts them), tutor
 * messages, essays sent and their average score, knowledge points and streak.
 */
function withFigures(page: SQL): SQL {
  return sql`select s.*, s.created_at::text as key_created,
      coalesce(comp.n, 0) as completed, coalesce(ans.answered, 0) as answered,
      coalesce(ans.correct, 0) as correct, coalesce(msg.n, 0) as messages,
      coalesce(ess.sent, 0) as essays, ess.average as essay_average,
      pg.pontos_conhecimento as points, pg.streak_dias as streak
    from ${page} s
    left join user_progress pg on pg.user_id = s.id
    left join lateral (select count(*)::int as n from exercicios_concluidos c where c.user_id = s.id) comp on true
    left join lateral (select count(*)::int as answered, count(*) filter (where a.correto)::int as correct
      from user_answers a where a.user_id = s.id and a.descartada_em is null) ans on true
    left join lateral (select count(*)::int as n from chat_messages m
      where m.user_id = s.id and m.sender = 'user') msg on true
    left join lateral (select count(*) filter (where r.status in ('finalizada', 'corrigida'))::int as sent,
        round(avg(r.nota_final) filter (where r.status = 'corrigida'), 1) as average
      from redacoes_usuario r where r.user_id = s.id) ess on true
    order by s.created_at, s.id`;
}

/** Progresso: per student, of one plan or of all ("todos"). */
export function progressTable(db: Queryable, now: Date, plan: string): ReportTable<ProgressRow> {
  const where = plan === "todos" ? undefined : planFilter(plan);
  return {
    sheet: "Progresso",
    columns: [
      { header: "Nome", type: "text", width: 32, value: (r) => r.name },
      { header: "E-mail", type: "text", width: 36, value: (r) => r.email },
      { header: "Plano", type: "text", width: 14, value: (r) => r.plan_name },
      { header: "Exercícios concluídos", type: "int", value: (r) => r.completed },
      { header: "Questões respondidas", type: "int", value: (r) => r.answered },
      { header: "Acertos", type: "int", width: 10, value: (r) => r.correct },
      {
        header: "% de acerto",
        type: "percent",
        value: (r) => (r.answered > 0 ? r.correct / r.answered : null),
      },
      { header: "Mensagens ao tutor", type: "int", value: (r) => r.messages },
      { header: "Redações enviadas", type: "int", value: (r) => r.essays },
      {
        header: "Nota média das redações",
        type: "decimal",
        value: (r) => (r.essay_average === null ? null : Number(r.essay_average)),
      },
      { header: "Pontos", type: "int", width: 10, value: (r) => r.points ?? 0 },
      { header: "Sequência (dias)", type: "int", value: (r) => r.streak ?? 0 },
      { header: "Último acesso", type: "datetime", width: 17, value: (r) => r.last_access },
    ],
    count: () => countStudents(db, now, where),
    pages: () => studentPages<ProgressRow>(db, now, { ...(where ? { where } : {}), extend: withFigures }),
  };
}
