-- The spec's user_materias_favoritas as a view over the logs (docs/decisions/006-derived-figures.md):
-- use = answers given + messages to the subject's tutor; errors = wrong answers.
CREATE VIEW "public"."user_materias_favoritas" AS (
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
);