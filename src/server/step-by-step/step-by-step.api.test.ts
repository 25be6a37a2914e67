import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_BY_STEP_MESSAGES as M } from "#domain/step-by-step/rules";
import { exercises, questions, subjects, topics } from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let multipleChoice: Array<typeof questions.$inferSelect>;

beforeAll(async () => {
  t = await createTestApp();
  multipleChoice = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.type, "multipla_escolha"))
    .orderBy(asc(questions.id))
    .limit(40);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const url = (questionId: string) => `/api/questions/${questionId}/step-by-step`;

async function answer(student: Student, question: typeof questions.$inferSelect) {
  const res = await student.post(`/api/exercises/${question.exerciseId}/answers`, {
    questionId: question.id,
    answer: question.options[0],
    secondsSpent: 20,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Questions of distinct exercises, so the free plan's exercises per day do not get in the way. */
function distinctExercises(count: number) {
  const seen = new Set<string>();
  return multipleChoice.filter((q) => !seen.has(q.exerciseId) && seen.add(q.exerciseId)).slice(0, count);
}

describe("POST /api/questions/:questionId/step-by-step", () => {
  it("is refused before the student answers: it shows the answer", async () => {
    const ana = await createStudent(t);
    const [question] = multipleChoice;
    const res = await ana.post(url(question!.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "NOT_ANSWERED_YET", message: M.notAnswered });
    const entitlements = (await ana.get("/api/me/entitlements")).json();
    expect(entitlements.stepByStepToday).toEqual({ used: 0, limit: 1, remaining: 1 });
  });

  it("shows the worked solution with the key and each wrong option's note, counted once per question", async () => {
    const bia = await createStudent(t);
    const [first, second] = distinctExercises(2);
    await answer(bia, first!);
    const res = await bia.post(url(first!.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const keyIndex = first!.options.indexOf(first!.correctAnswer);
    expect(body.answer).toEqual({ letter: "ABCDE"[keyIndex], text: first!.correctAnswer });
    expect(body.sections[0].title).toBe("O que a questão pede");
    const others = body.sections.find((s: { title: string }) => s.title.startsWith("Por que as outras"));
    expect(others.steps).toHaveLength(4);
    expect(others.steps.join("\n")).not.toContain(`**${"ABCDE"[keyIndex]})**`);
    expect(body).toMatchObject({ counted: true, usage: { used: 1, limit: 1, remaining: 0 } });

    // Seeing it again is free; a new one is over the free plan's 1 a day.
    expect((await bia.post(url(first!.id))).json()).toMatchObject({ counted: false, usage: { used: 1 } });
    await answer(bia, second!);
    const over = await bia.post(url(second!.id));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: "STEP_BY_STEP_LIMIT_REACHED", message: M.dailyLimit(1) });
  });

  it("counts a question of a handed-in simulado as answered, not one of a simulado in progress", async () => {
    const eli = await createStudent(t, { plan: "nerd" });
    const simulado = (await eli.post("/api/simulados", { kind: "matematica", mode: "treino" })).json();
    const questionId = simulado.items[0].questionId;
    expect((await eli.post(url(questionId))).statusCode).toBe(409);
    await eli.post(`/api/simulados/${simulado.id}/finish`, {});
    const res = await eli.post(url(questionId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer.letter).toBe(
      (await eli.get(`/api/simulados/${simulado.id}`)).json().items[0].review.correctAnswer,
    );
  });

  it("gives the Nerd plan 10 a day", async () => {
    const caio = await createStudent(t, { plan: "nerd" });
    expect((await caio.get("/api/me/entitlements")).json().stepByStepToday).toEqual({
      used: 0,
      limit: 10,
      remaining: 10,
    });
  });

  it("computes with the statement's numbers when Rumo's solver reads the item as the key does", async () => {
    const dani = await createStudent(t, { plan: "nerd" });
    const [exercise] = await t.database.db
      .select()
      .from(exercises)
      .where(eq(exercises.title, exercises.title))
      .limit(1);
    expect(exercise).toBeDefined();
    // A question written for this test: a compound-interest item whose key the solver must reproduce.
    const [question] = await t.database.db
      .insert(questions)
      .values({
        exerciseId: exercise!.id,
        prompt:
          "Uma dívida de R$ 1000 rende juros compostos de 10% ao mês. Qual será o montante após 3 meses?",
        type: "multipla_escolha",
        options: ["R$ 1300", "R$ 1331", "R$ 1210", "R$ 1100", "R$ 3000"],
        correctAnswer: "R$ 1331",
        explanation: "No regime composto, M = 1000 · 1,1³ = 1331.",
        position: 99,
      })
      .returning();
    await answer(dani, question!);
    const body = (await dani.post(url(question!.id))).json();
    expect(body.computed).toBe(true);
    const computation = body.sections.find((s: { title: string }) => s.title.startsWith("Cálculo"));
    expect(computation.steps.at(-1)).toContain("1.331");
  });
});

describe("GET /api/step-by-step/recent", () => {
  it("lists the latest answered questions of the tutor's subject (all for the Amiga de Estudo), with what was unlocked", async () => {
    const caio = await createStudent(t, { plan: "nerd" });
    const subjectOf = async (q: typeof questions.$inferSelect) => {
      const [row] = await t.database.db
        .select({ slug: subjects.slug })
        .from(exercises)
        .innerJoin(topics, eq(topics.id, exercises.topicId))
        .innerJoin(subjects, eq(subjects.id, topics.subjectId))
        .where(eq(exercises.id, q.exerciseId));
      return row!.slug;
    };
    const picked = distinctExercises(3);
    for (const q of picked) await answer(caio, q);
    const slugs = await Promise.all(picked.map(subjectOf));
    await caio.post(url(picked[0]!.id));

    const all = (await caio.get("/api/step-by-step/recent?subject=amiga-de-estudo")).json().questions;
    // Newest first, each once, with the right/wrong of its latest answer.
    expect(all.map((q: { questionId: string }) => q.questionId)).toEqual(picked.map((q) => q.id).reverse());
    const first = all.find((q: { questionId: string }) => q.questionId === picked[0]!.id);
    expect(first).toMatchObject({
      unlocked: true,
      right: picked[0]!.options[0] === picked[0]!.correctAnswer,
    });
    expect(first.excerpt.length).toBeGreaterThan(10);
    expect(first.excerpt).not.toMatch(/\*\*|```|\|/);

    const ofOne = (await caio.get(`/api/step-by-step/recent?subject=${slugs[1]}`)).json().questions;
    expect(ofOne.map((q: { questionId: string }) => q.questionId)).toEqual(
      picked
        .filter((_, i) => slugs[i] === slugs[1])
        .map((q) => q.id)
        .reverse(),
    );
    expect((await caio.get("/api/step-by-step/recent?subject=nao-existe")).json().questions).toEqual([]);
    // Someone else sees none of it.
    const duda = await createStudent(t);
    expect((await duda.get("/api/step-by-step/recent")).json().questions).toEqual([]);
  });
});
