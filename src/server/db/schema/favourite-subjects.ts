import { sql } from "drizzle-orm";
import { integer, pgView, text, uuid } from "drizzle-orm/pg-core";

/**
 * The spec's `user_materias_favoritas` (user, subject, uso_count, erro_count), kept under its name
 * so reports and automations written for the original keep working, but as a view over the logs
 * (docs/decisions/006-derived-figures.md): use is every answer given plus every message sent to the
 * subject's tutor, errors are the wrong answers. Nothing to keep in sync, nothing to drift.
 */
export const favouriteSubjects = pgView("user_materias_favoritas", {
  userId: text("user_id").notNull(),
  subjectId: uuid("materia_id").notNull(),
  useCount: integer("uso_count").notNull(),
  errorCount: integer("erro_count").notNull(),
}).as(sql`
  select user_id, materia_id, sum(uso)::int as uso_count, sum(erro)::int as erro_count
  from (
    select ua.user_id, a.materia_id, count(*) as uso, count(*) filter (where not ua.correto) as erro
    from user_answers ua
    join exercicios e on e.id = ua.exercicio_id
    join assuntos a on a.id = e.assunto_id
    group by ua.user_id, a.materia_id
    union all
    select cm.user_id, m.id as materia_id, count(*) as uso, 0 as erro
    from chat_messages cm
    join materias m on m.slug = cm.subject
    where cm.sender = 'user'
    group by cm.user_id, m.id
  ) as activity
  group by user_id, materia_id
`);
