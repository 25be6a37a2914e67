import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import type { ReportTable } from "../table-writer.ts";
import { PAGE_SIZE, rowsOf } from "./students.ts";

type ExerciseRow = {
  id: string;
  subject: string;
  topic: string;
  title: string;
  difficulty: string;
  points: number;
  minutes: number;
  questions: number;
  archived: boolean;
  answers: number;
  correct: number;
  students: number;
};

type BankRow = Omit<ExerciseRow, "answers" | "correct" | "students">;

type Cursor = { subject: string; topic: string; title: string; id: string };

function after(cursor: Cursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`(m.nome, t.nome, e.titulo, e.id) > (${cursor.subject}, ${cursor.topic}, ${cursor.title}, ${cursor.id}::uuid)`;
}

/** Students' answers to the page's exercises (staff trying the bank out do not count). */
async function answersOf(db: Queryable, ids: string[]) {
  const rows = rowsOf<{ id: string; answers: number; correct: number; students: number }>(
    await db.execute(sql`select a.exercicio_id as id, count(*)::int as answers,
        count(*) filter (where a.correto)::int as correct, count(distinct a.user_id)::int as students
      from user_answers a join users u on u.id = a.user_id and u.role = 'user'
      where a.exercicio_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by a.exercicio_id`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The bank in subject, topic and title order, archived exercises included (their results stay). */
async function* exercisePages(db: Queryable): AsyncGenerator<ExerciseRow[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page: BankRow[] = rowsOf<BankRow>(
      await db.execute(sql`select e.id, m.nome as subject, t.nome as topic, e.titulo as title,
          e.dificuldade as difficulty, e.pontos as points, e.tempo_estimado as minutes,
          (select count(*)::int from questoes q where q.exercicio_id = e.id and q.arquivado_em is null) as questions,
          (e.arquivado_em is not null or t.arquivado_em is not null) as archived
        from exercicios e join assuntos t on t.id = e.assunto_id join materias m on m.id = t.materia_id
        where ${after(cursor)}
        order by m.nome, t.nome, e.titulo, e.id
        limit ${PAGE_SIZE}`),
    );
    if (page.length === 0) return;
    const answers = await answersOf(
      db,
      page.map((r) => r.id),
    );
    yield page.map((r) => {
      const a = answers.get(r.id);
      return { ...r, answers: a?.answers ?? 0, correct: a?.correct ?? 0, students: a?.students ?? 0 };
    });
    if (page.length < PAGE_SIZE) return;
    const last: BankRow = page.at(-1)!;
    cursor = { subject: last.subject, topic: last.topic, title: last.title, id: last.id };
  }
}

/** Exercícios: the question bank with how students did on each exercise. */
export function exercisesTable(db: Queryable): ReportTable<ExerciseRow> {
  return {
    sheet: "Exercícios",
    columns: [
      { header: "Matéria", type: "text", width: 20, value: (r) => r.subject },
      { header: "Assunto", type: "text", width: 28, value: (r) => r.topic },
      { header: "Exercício", type: "text", width: 40, value: (r) => r.title },
      { header: "Dificuldade", type: "text", value: (r) => r.difficulty },
      { header: "Pontos", type: "int", width: 10, value: (r) => r.points },
      { header: "Tempo (min)", type: "int", value: (r) => r.minutes },
      { header: "Questões", type: "int", width: 10, value: (r) => r.questions },
      { header: "Respostas", type: "int", value: (r) => r.answers },
      { header: "Estudantes", type: "int", value: (r) => r.students },
      {
        header: "% de acerto",
        type: "percent",
        value: (r) => (r.answers > 0 ? r.correct / r.answers : null),
      },
      { header: "Situação", type: "text", value: (r) => (r.archived ? "Arquivado" : "Ativo") },
    ],
    count: async () =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from exercicios`))[0]?.n ?? 0,
    pages: () => exercisePages(db),
  };
}
