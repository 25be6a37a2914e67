import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExerciseCard } from "#domain/practice/api";
import { exercises, questions } from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

/** The exercise list is kept in memory per process: every staff change must show at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type List = { exercises: ExerciseCard[]; archived: ExerciseCard[] };
const list = async (cookie?: string) =>
  (await t.app.inject({ url: "/api/exercises", headers: cookie ? { cookie } : {} })).json() as List;

describe("the exercise list kept in memory", () => {
  it("shows a renamed, a new-question and an archived exercise at once, signed in or not", async () => {
    const student = await createStudent(t);
    const [first] = await t.database.db.select().from(exercises).orderBy(asc(exercises.title)).limit(1);
    const before = await list(student.cookie);
    const card = before.exercises.find((e) => e.id === first!.id)!;

    await t.database.db
      .update(exercises)
      .set({ title: "Título novo da equipe" })
      .where(eq(exercises.id, first!.id));
    expect((await list()).exercises.find((e) => e.id === first!.id)?.title).toBe("Título novo da equipe");
    expect((await list(student.cookie)).exercises.find((e) => e.id === first!.id)?.title).toBe(
      "Título novo da equipe",
    );

    const [q] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.exerciseId, first!.id))
      .limit(1);
    const { id: _id, ...copy } = q!;
    await t.database.db.insert(questions).values({ ...copy, prompt: "Questão nova?", position: 99 });
    expect((await list(student.cookie)).exercises.find((e) => e.id === first!.id)?.questionCount).toBe(
      card.questionCount + 1,
    );

    // Answered, then archived: it leaves the list and stays among the student's archived results.
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/exercises/${first!.id}/answers`,
      headers: { cookie: student.cookie },
      payload: { questionId: q!.id, answer: q!.correctAnswer },
    });
    expect(answer.statusCode).toBe(200);
    await t.database.db.update(exercises).set({ archivedAt: new Date() }).where(eq(exercises.id, first!.id));
    const after = await list(student.cookie);
    expect(after.exercises.some((e) => e.id === first!.id)).toBe(false);
    expect(after.archived.map((e) => e.id)).toEqual([first!.id]);
    expect(after.archived[0]?.attempt?.answered).toBe(1);
  });
});
