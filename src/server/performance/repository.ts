import { type SQL, sql } from "drizzle-orm";
import type { Granularity } from "#domain/performance/rules";
import { type EnemArea, SUBJECT_AREA } from "#domain/practice/enem-matrix";
import type { Queryable } from "#server/db/client";
import type { SimuladoAreaScoreRow } from "#server/db/schema/simulados";

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The ENEM area of a subject's slug, in SQL (null for a subject outside the matrix). */
function areaOfSlug(slug: SQL): SQL {
  const cases = Object.entries(SUBJECT_AREA).map(([s, area]) => sql`when ${s}::text then ${area}::text`);
  return sql`(case ${slug} ${sql.join(cases, sql` `)} end)`;
}

/** The answer → question → exercise → topic → subject joins every figure reads. */
const ANSWER_JOINS = sql`user_answers ua
  join questoes q on q.id = ua.questao_id
  join exercicios e on e.id = q.exercicio_id
  join assuntos t on t.id = e.assunto_id
  join materias s on s.id = t.materia_id`;

export type ReportRow = {
  /** grouping(bucket, topic_id, skill): 7 subject, 3 subject × bucket, 5 topic, 6 skill. */
  g: number;
  cur: boolean;
  subject_id: string | null;
  subject_name: string | null;
  subject_slug: string | null;
  color: string | null;
  bucket: string | null;
  topic_id: string | null;
  topic_name: string | null;
  competency: string | null;
  skill: string | null;
  answered: number;
  right: number;
};

/**
 * Every figure of the period report in one statement: the student's graded answers since the
 * previous period began (discarded attempts included: they were given), read once through
 * `user_answers_user_created_idx` and summed per subject (both periods), per subject and bucket,
 * per topic and per skill.
 */
export async function readPerformance(
  db: Queryable,
  p: { userId: string; from: Date; previousFrom: Date; granularity: Granularity; timeZone: string },
): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(
    await db.execute(sql`with a as (
        select s.id as subject_id, s.nome as subject_name, s.slug as subject_slug, s.cor as color,
          t.id as topic_id, t.nome as topic_name, q.competencia as competency, q.habilidade as skill,
          ua.correto as correct, ua.created_at >= ${p.from.toISOString()}::timestamptz as cur,
          to_char(date_trunc(${p.granularity}, ua.created_at at time zone ${p.timeZone}), 'YYYY-MM-DD') as bucket
        from ${ANSWER_JOINS}
        where ua.user_id = ${p.userId} and ua.created_at >= ${p.previousFrom.toISOString()}::timestamptz
          and q.tipo <> 'dissertativa'
      )
      select grouping(bucket, topic_id, skill)::int as g, cur, subject_id, subject_name, subject_slug, color,
        bucket, topic_id, topic_name, competency, skill,
        count(*)::int as answered, (count(*) filter (where correct))::int as "right"
      from a
      group by grouping sets (
        (cur, subject_id, subject_name, subject_slug, color),
        (cur, subject_id, bucket),
        (cur, subject_name, topic_id, topic_name),
        (cur, subject_slug, competency, skill)
      )`),
  );
}

export type PracticeAnswerRow = {
  area: EnemArea;
  questao_id: string;
  key: string;
  correct: boolean;
  at: Date | string;
  difficulty: string;
  a: number | null;
  b: number | null;
  c: number | null;
};

/**
 * The multiple-choice answers the practice estimates read, per area, oldest first: every one given
 * since `from`, and the 90 latest before it (the estimate at the window's first month reads them).
 */
export async function readPracticeAnswers(
  db: Queryable,
  p: { userId: string; from: Date; window: number },
): Promise<PracticeAnswerRow[]> {
  const from = p.from.toISOString();
  return rowsOf<PracticeAnswerRow>(
    await db.execute(sql`select area, questao_id, key, correct, at, difficulty, a, b, c from (
        select ${areaOfSlug(sql`s.slug`)} as area, ua.questao_id, q.resposta_correta as key,
          ua.correto as correct, ua.created_at as at,
          coalesce(q.dificuldade, e.dificuldade) as difficulty, p.a, p.b, p.c,
          ua.created_at >= ${from}::timestamptz as recent,
          row_number() over (partition by ${areaOfSlug(sql`s.slug`)}, ua.created_at >= ${from}::timestamptz
            order by ua.created_at desc, ua.id desc) as rn
        from ${ANSWER_JOINS}
        left join parametros_itens p on p.questao_id = q.id
        where ua.user_id = ${p.userId} and q.tipo = 'multipla_escolha'
      ) x
      where area is not null and (recent or rn <= ${p.window})
      order by area, at, questao_id`),
  );
}

export type SimuladoScoreRow = { id: string; finished_at: Date | string; scores: SimuladoAreaScoreRow[] };

/** The student's handed-in simulados with their scores, oldest first. */
export async function readSimuladoScores(db: Queryable, userId: string): Promise<SimuladoScoreRow[]> {
  return rowsOf<SimuladoScoreRow>(
    await db.execute(sql`select id, entregue_em as finished_at, notas as scores from simulados
      where user_id = ${userId} and entregue_em is not null and notas is not null
      order by entregue_em`),
  );
}

/** The grade of the student's latest corrected essay, when there is one. */
export async function readLatestEssayGrade(
  db: Queryable,
  userId: string,
): Promise<{ grade: number; corrected_at: Date | string } | null> {
  const [row] = rowsOf<{ grade: number; corrected_at: Date | string }>(
    await db.execute(sql`select nota_final::int as grade, coalesce(corrigida_em, updated_at) as corrected_at
      from redacoes_usuario
      where user_id = ${userId} and status = 'corrigida' and nota_final is not null
      order by coalesce(corrigida_em, updated_at) desc limit 1`),
  );
  return row ?? null;
}

export type SkillRow = {
  area: EnemArea;
  competency: string | null;
  skill: string;
  answered: number;
  right: number;
};

/** The student's graded answers since `from`, per skill of the matrix (area and skill). */
export async function readSkillTallies(db: Queryable, userId: string, from: Date): Promise<SkillRow[]> {
  return rowsOf<SkillRow>(
    await db.execute(sql`select ${areaOfSlug(sql`s.slug`)} as area, q.habilidade as skill,
        max(q.competencia) as competency, count(*)::int as answered,
        (count(*) filter (where ua.correto))::int as "right"
      from ${ANSWER_JOINS}
      where ua.user_id = ${userId} and ua.created_at >= ${from.toISOString()}::timestamptz
        and q.tipo <> 'dissertativa' and q.habilidade is not null and ${areaOfSlug(sql`s.slug`)} is not null
      group by 1, 2`),
  );
}

export type TrainingExerciseRow = {
  area: EnemArea;
  skill: string;
  id: string;
  title: string;
  subject: string;
  topic: string;
  questions: number;
};

/**
 * Up to `perSkill` exercises for each (area, skill): current ones with the most current questions
 * of the skill that the student has never finished.
 */
export async function readTrainingExercises(
  db: Queryable,
  userId: string,
  skills: ReadonlyArray<{ area: EnemArea; skill: string }>,
  perSkill: number,
): Promise<TrainingExerciseRow[]> {
  if (skills.length === 0) return [];
  const pairs = sql.join(
    skills.map((s) => sql`(${s.area}::text, ${s.skill}::text)`),
    sql`, `,
  );
  return rowsOf<TrainingExerciseRow>(
    await db.execute(sql`with candidates as (
        select ${areaOfSlug(sql`s.slug`)} as area, q.habilidade as skill, e.id, e.titulo as title,
          s.nome as subject, t.nome as topic
        from questoes q
        join exercicios e on e.id = q.exercicio_id
        join assuntos t on t.id = e.assunto_id
        join materias s on s.id = t.materia_id
        where q.arquivado_em is null and e.arquivado_em is null and t.arquivado_em is null and s.active
          and q.habilidade in (${sql.join(
            [...new Set(skills.map((s) => s.skill))].map((skill) => sql`${skill}::text`),
            sql`, `,
          )})
          and not exists (select 1 from exercicios_concluidos c
            where c.user_id = ${userId} and c.exercicio_id = e.id)
      ), counted as (
        select area, skill, id, title, subject, topic, count(*)::int as questions
        from candidates
        where (area, skill) in (${pairs})
        group by area, skill, id, title, subject, topic
      )
      select area, skill, id, title, subject, topic, questions from (
        select *, row_number() over (partition by area, skill order by questions desc, title, id) as rn
        from counted
      ) x
      where rn <= ${perSkill}
      order by area, skill, rn`),
  );
}
