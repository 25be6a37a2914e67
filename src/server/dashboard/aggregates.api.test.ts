import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "#domain/dashboard/api";
import { startOfLocalDayAgo } from "#domain/shared/calendar";
import {
  chatMessages,
  currentAttemptTotals,
  exercises,
  favouriteSubjects,
  questions,
  subjects,
  topics,
  userAnswers,
  userEssays,
  userProgress,
  users,
} from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { createDashboardService } from "./service.ts";

/**
 * The lifetime figures the triggers keep (migration 0011) must equal a recount from the logs after
 * every kind of event, and the dashboard must show the recount.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The figures counted from the logs, as decision 006 defined them, independently of the triggers. */
async function recount(userId: string) {
  const [totals] = await rows(sql`select
    (select count(*)::int from user_answers where user_id = ${userId}) as "answersGiven",
    (select count(*)::int from user_answers where user_id = ${userId} and correto) as "answersCorrect",
    (select count(*)::int from chat_messages where user_id = ${userId} and sender = 'user') as "messagesSent",
    (select count(distinct exercicio_id)::int from exercicios_concluidos where user_id = ${userId}) as "exercisesCompleted"`);
  const perSubject =
    await rows(sql`select materia_id as "subjectId", sum(uso)::int as "useCount", sum(erro)::int as "errorCount" from (
      select s.materia_id, count(*) as uso, count(*) filter (where not ua.correto) as erro
      from user_answers ua join exercicios e on e.id = ua.exercicio_id join assuntos s on s.id = e.assunto_id
      where ua.user_id = ${userId} group by s.materia_id
      union all
      select m.id, count(*), 0 from chat_messages cm join materias m on m.slug = cm.subject
      where cm.user_id = ${userId} and cm.sender = 'user' group by m.id
    ) a group by materia_id order by materia_id`);
  const attempts = await rows(sql`select ua.exercicio_id as "exerciseId", count(*)::int as "answered",
      count(*) filter (where q.tipo <> 'dissertativa')::int as "gradedAnswered",
      count(*) filter (where ua.correto and q.tipo <> 'dissertativa')::int as "correct",
      max(ua.created_at) filter (where not ua.correto and q.tipo <> 'dissertativa') as "lastWrongAt"
    from user_answers ua join questoes q on q.id = ua.questao_id
    where ua.user_id = ${userId} and ua.descartada_em is null
    group by ua.exercicio_id order by ua.exercicio_id`);
  return { totals, perSubject, attempts: attempts.map(withTime) };
}

/** Timestamps compared as instants, whatever form the driver gives them in. */
function withTime(row: Row) {
  return { ...row, lastWrongAt: row.lastWrongAt ? new Date(row.lastWrongAt as string).getTime() : null };
}

async function kept(userId: string) {
  const [progress] = await t.database.db
    .select({
      answersGiven: userProgress.answersGiven,
      answersCorrect: userProgress.answersCorrect,
      messagesSent: userProgress.messagesSent,
      exercisesCompleted: userProgress.exercisesCompleted,
    })
    .from(userProgress)
    .where(eq(userProgress.userId, userId));
  const perSubject = await t.database.db
    .select({
      subjectId: favouriteSubjects.subjectId,
      useCount: favouriteSubjects.useCount,
      errorCount: favouriteSubjects.errorCount,
    })
    .from(favouriteSubjects)
    .where(eq(favouriteSubjects.userId, userId))
    .orderBy(asc(favouriteSubjects.subjectId));
  const attempts = await t.database.db
    .select({
      exerciseId: currentAttemptTotals.exerciseId,
      answered: currentAttemptTotals.answered,
      gradedAnswered: currentAttemptTotals.gradedAnswered,
      correct: currentAttemptTotals.correct,
      lastWrongAt: currentAttemptTotals.lastWrongAt,
    })
    .from(currentAttemptTotals)
    .where(eq(currentAttemptTotals.userId, userId))
    .orderBy(asc(currentAttemptTotals.exerciseId));
  return {
    totals: progress,
    perSubject: perSubject.filter((r) => r.useCount > 0 || r.errorCount > 0),
    attempts: attempts.filter((a) => a.answered > 0).map(withTime),
  };
}

async function expectKeptEqualsRecount(student: Student) {
  const expected = await recount(student.id);
  expect(await kept(student.id)).toEqual(expected);
  const d = (
    await t.app.inject({ url: "/api/dashboard", headers: { cookie: student.cookie } })
  ).json() as Dashboard;
  expect(d.stats.answersGiven).toBe(expected.totals!.answersGiven);
  expect(d.stats.messagesSent).toBe(expected.totals!.messagesSent);
  expect(d.stats.exercisesCompleted).toBe(expected.totals!.exercisesCompleted);
  return expected;
}

async function exerciseIn(subjectSlug: string, skip = 0) {
  const found = await t.database.db
    .select({ id: exercises.id, topicId: exercises.topicId })
    .from(exercises)
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .innerJoin(subjects, eq(subjects.id, topics.subjectId))
    .where(eq(subjects.slug, subjectSlug))
    .orderBy(asc(exercises.title))
    .limit(skip + 1);
  return found[skip]!;
}

async function answer(cookie: string, exerciseId: string, count: number, wrong = 1) {
  const qs = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exerciseId))
    .orderBy(asc(questions.position));
  for (const [i, q] of qs.slice(0, count).entries()) {
    const given = i < wrong ? (q.options.find((o) => o !== q.correctAnswer) ?? "errada") : q.correctAnswer;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/exercises/${exerciseId}/answers`,
      headers: { cookie },
      payload: { questionId: q.id, answer: given },
    });
    expect(res.statusCode).toBe(200);
  }
  return qs.length;
}

async function ask(cookie: string, subject: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/chat/${subject}/messages`,
    headers: { cookie },
    payload: { message: "Como calculo a área de um triângulo?" },
  });
  expect(res.statusCode).toBe(200);
}

describe("aggregates kept in the transaction of each event", () => {
  it("equal a recount after answers, a completion, a reset, messages, an essay and deletions", async () => {
    const s = await createStudent(t);
    await expectKeptEqualsRecount(s);

    const math = await exerciseIn("matematica");
    const size = await answer(s.cookie, math.id, 99, 1);
    const biology = await exerciseIn("biologia");
    await answer(s.cookie, biology.id, 1, 1);
    let now = await expectKeptEqualsRecount(s);
    expect(now.totals!.answersGiven).toBe(size + 1);
    expect(now.totals!.exercisesCompleted).toBe(1);

    // A reset keeps the answers in the log (and in the totals); finishing again counts once.
    const reset = await t.app.inject({
      method: "DELETE",
      url: `/api/exercises/${math.id}/attempt`,
      headers: { cookie: s.cookie },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await expectKeptEqualsRecount(s);

    await ask(s.cookie, "matematica");
    await ask(s.cookie, "amiga-de-estudo");
    now = await expectKeptEqualsRecount(s);
    expect(now.totals!.messagesSent).toBe(2);

    await t.database.db
      .insert(userEssays)
      .values({ userId: s.id, content: "Texto.", status: "em_andamento" });
    await expectKeptEqualsRecount(s);

    // Deleting messages, a whole exercise (its answers go with it) and moving one to another subject.
    await t.database.db.delete(chatMessages).where(eq(chatMessages.userId, s.id));
    await expectKeptEqualsRecount(s);
    const other = await exerciseIn("matematica", 1);
    await answer(s.cookie, other.id, 2, 2);
    await t.database.db.update(exercises).set({ topicId: biology.topicId }).where(eq(exercises.id, other.id));
    await expectKeptEqualsRecount(s);
    await t.database.db.delete(userAnswers).where(eq(userAnswers.exerciseId, biology.id));
    now = await expectKeptEqualsRecount(s);
    expect(now.totals!.answersGiven).toBe(size + 2);
  });

  it("count an exercise once when one statement brings several completions of it", async () => {
    const s = await createStudent(t);
    const [a, b] = [await exerciseIn("matematica"), await exerciseIn("biologia")];
    const completion = (exerciseId: string) => sql`(${s.id}, ${exerciseId}::uuid, 1, 1, 100, now())`;
    await t.database.db.execute(sql`insert into exercicios_concluidos
      (user_id, exercicio_id, acertos, total_questoes, nota_percentual, concluido_em)
      values ${sql.join([completion(a.id), completion(a.id), completion(b.id)], sql`, `)}`);
    expect((await expectKeptEqualsRecount(s)).totals!.exercisesCompleted).toBe(2);
    await t.database.db.execute(sql`insert into exercicios_concluidos
      (user_id, exercicio_id, acertos, total_questoes, nota_percentual, concluido_em)
      values ${sql.join([completion(a.id), completion(b.id)], sql`, `)}`);
    expect((await expectKeptEqualsRecount(s)).totals!.exercisesCompleted).toBe(2);
  });

  it("leave nothing behind when a student's account is deleted", async () => {
    const s = await createStudent(t);
    await answer(s.cookie, (await exerciseIn("matematica")).id, 2);
    await ask(s.cookie, "matematica");
    await t.database.db.delete(users).where(eq(users.id, s.id));
    expect(await kept(s.id)).toEqual({ totals: undefined, perSubject: [], attempts: [] });
  });

  it("show today's use and the week's goal on the calendar of São Paulo across midnight", async () => {
    const s = await createStudent(t);
    const timeZone = "America/Sao_Paulo";
    const service = createDashboardService({ db: t.database.db, timeZone });
    const user = { id: s.id, email: s.email, name: "", role: "user", sessionId: "" };
    // 23:58 in São Paulo (02:58 UTC the next day): an exercise finished just before midnight.
    const lateEvening = new Date("2026-03-10T02:58:00Z");
    const math = await exerciseIn("matematica");
    const qs = await t.database.db.select().from(questions).where(eq(questions.exerciseId, math.id));
    for (const q of qs)
      await t.app.ctx.database.db.insert(userAnswers).values({
        userId: s.id,
        exerciseId: math.id,
        questionId: q.id,
        answer: q.correctAnswer,
        correct: true,
        createdAt: lateEvening,
      });
    await t.database.db.execute(sql`insert into exercicios_concluidos (user_id, exercicio_id, acertos, total_questoes, nota_percentual, concluido_em)
      values (${s.id}, ${math.id}, ${qs.length}, ${qs.length}, 100, ${lateEvening.toISOString()})`);

    const beforeMidnight = await service.build(user, new Date("2026-03-10T02:59:00Z"));
    const afterMidnight = await service.build(user, new Date("2026-03-10T03:01:00Z"));
    const weekLater = await service.build(user, new Date("2026-03-17T03:01:00Z"));
    expect(beforeMidnight.usage.exercises.used).toBe(1);
    expect(afterMidnight.usage.exercises.used).toBe(0);
    expect(beforeMidnight.weekly.solved).toBe(1);
    expect(afterMidnight.weekly.solved).toBe(1);
    expect(weekLater.weekly.solved).toBe(0);
    // The week starts six local days before today's midnight, whatever the hour in UTC.
    expect(startOfLocalDayAgo(new Date("2026-03-17T03:01:00Z"), 6, timeZone).toISOString()).toBe(
      "2026-03-11T03:00:00.000Z",
    );
    for (const d of [beforeMidnight, afterMidnight, weekLater]) {
      expect(d.stats.answersGiven).toBe(qs.length);
      expect(d.stats.exercisesCompleted).toBe(1);
    }
    await expectKeptEqualsRecount(s);
  });
});
