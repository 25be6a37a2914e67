import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import type { ExerciseDetail, ExerciseList } from "#domain/practice/api";
import { questions } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { auditOf, exerciseWith, mcQuestion, newQuestion } from "./test-fixtures.ts";

let t: TestApp;
let admin: Student;
let editor: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const c = "/api/admin/content";
const questionsOf = async (exerciseId: string) =>
  (await editor.get(`${c}/exercises/${exerciseId}/questions`)).json().items as {
    id: string;
    position: number;
    prompt: string;
  }[];
const answer = (s: Student, exerciseId: string, questionId: string, value: string) =>
  s.post(`/api/exercises/${exerciseId}/answers`, { questionId, answer: value });

describe("the question form's rules", () => {
  it("refuses each bad question with the spec's pt-BR message", async () => {
    const { exercise } = await exerciseWith(editor, []);
    const cases: [Record<string, unknown>, string][] = [
      [mcQuestion({ prompt: "  " }), M.promptRequired],
      [mcQuestion({ options: ["só uma", "", ""], correctAnswer: "só uma" }), M.optionsTooFew],
      [mcQuestion({ options: ["a", "b", "c", "d", "e", "f"], correctAnswer: "a" }), M.optionsTooMany],
      [mcQuestion({ options: ["Paris", "paris ", "Roma"], correctAnswer: "Roma" }), M.optionsRepeated],
      [mcQuestion({ correctAnswer: "" }), M.correctNotAnOption],
      [mcQuestion({ correctAnswer: "7" }), M.correctNotAnOption],
      [{ ...mcQuestion(), type: "verdadeiro_falso", correctAnswer: "Talvez" }, M.trueFalseAnswer],
      [{ ...mcQuestion(), type: "dissertativa", correctAnswer: " " }, M.modelAnswerRequired],
      [mcQuestion({ prompt: "Veja ![mapa](https://example.com/mapa.png)" }), M.foreignImage],
      [mcQuestion({ explanation: "![x][r]\n\n[r]: http://example.com/x.png" }), M.foreignImage],
      [
        mcQuestion({ prompt: "![x](/api/content-images/00000000-0000-4000-8000-000000000000)" }),
        M.imageNotFound,
      ],
      [mcQuestion({ optionNotes: ["Certa: 2 + 2 = 4.", "", "", ""] }), M.optionNotesIncomplete],
      [mcQuestion({ competency: "C2", skill: null }), M.skillWithoutCompetency],
      [mcQuestion({ competency: "C10", skill: "H3" }), M.competencyInvalid],
      [mcQuestion({ competency: "C2", skill: "H31" }), M.skillInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await editor.post(`${c}/exercises/${exercise.id}/questions`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await questionsOf(exercise.id)).toEqual([]);
  });

  it("drops empty options, fixes true/false options, keeps no options for an open question", async () => {
    const { exercise } = await exerciseWith(editor, []);
    const mc = await newQuestion(
      editor,
      exercise.id,
      mcQuestion({ options: [" 3 ", "", "4", "5", ""], difficulty: "Difícil" }),
    );
    expect(mc).toMatchObject({
      options: ["3", "4", "5"],
      correctAnswer: "4",
      position: 1,
      difficulty: "Difícil",
    });
    const tf = await newQuestion(editor, exercise.id, {
      type: "verdadeiro_falso",
      prompt: "A Terra é plana.",
      options: ["x"],
      correctAnswer: "Falso",
    });
    expect(tf).toMatchObject({ options: ["Verdadeiro", "Falso"], position: 2, difficulty: null });
    const open = await newQuestion(editor, exercise.id, {
      type: "dissertativa",
      prompt: "Explique a fotossíntese.",
      options: ["a"],
      correctAnswer: "Luz + CO2 + água → glicose + O2.",
    });
    expect(open).toMatchObject({ options: [], position: 3 });
    expect((await auditOf(admin, "question", open.id))[0]).toMatchObject({
      action: "question.create",
      after: { type: "dissertativa" },
    });
  });

  it("keeps INEP's matrix, the source and one note per kept option (none when all are blank)", async () => {
    const { exercise } = await exerciseWith(editor, []);
    const tagged = await newQuestion(
      editor,
      exercise.id,
      mcQuestion({
        options: [" 3 ", "", "4", "5", ""],
        optionNotes: ["Somou 2 + 1.", "nota de uma caixa vazia", "Certa: 2 + 2 = 4.", "Somou 2 + 3.", ""],
        competency: "C1",
        skill: "H3",
        source: " Texto escrito para o Rumo. ",
      }),
    );
    expect(tagged).toMatchObject({
      options: ["3", "4", "5"],
      optionNotes: ["Somou 2 + 1.", "Certa: 2 + 2 = 4.", "Somou 2 + 3."],
      competency: "C1",
      skill: "H3",
      source: "Texto escrito para o Rumo.",
    });
    const plain = await newQuestion(editor, exercise.id, mcQuestion({ optionNotes: ["", "", ""] }));
    expect(plain).toMatchObject({ optionNotes: null, competency: null, skill: null, source: null });

    // A client may send back what it read, with one change: nothing else is lost.
    for (const question of [tagged, plain]) {
      const res = await editor.put(`${c}/questions/${question.id}`, {
        ...question,
        prompt: "Quanto é 2 + 2?",
      });
      expect(res.statusCode, res.body).toBe(200);
      const { prompt, ...rest } = res.json().question;
      expect(prompt).toBe("Quanto é 2 + 2?");
      expect(rest).toMatchObject({
        optionNotes: question.optionNotes,
        skill: question.skill,
        source: question.source,
      });
    }
  });
});

describe("order", () => {
  it("moves questions up and down, and keeps positions contiguous after a delete", async () => {
    const { exercise, questions: qs } = await exerciseWith(editor, [
      mcQuestion({ prompt: "Q1" }),
      mcQuestion({ prompt: "Q2" }),
      mcQuestion({ prompt: "Q3" }),
    ]);
    const moved = await editor.post(`${c}/questions/${qs[2]!.id}/move`, { direction: "up" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items.map((q: { prompt: string }) => q.prompt)).toEqual(["Q1", "Q3", "Q2"]);
    // The first cannot go further up: nothing changes.
    const top = await editor.post(`${c}/questions/${qs[0]!.id}/move`, { direction: "up" });
    expect(top.json().items.map((q: { prompt: string }) => q.prompt)).toEqual(["Q1", "Q3", "Q2"]);
    expect(
      (await editor.post(`${c}/questions/${qs[0]!.id}/move`, { direction: "sideways" })).statusCode,
    ).toBe(400);
    const removed = await editor.delete(`${c}/questions/${qs[0]!.id}`);
    expect(removed.json()).toEqual({ outcome: "deleted", message: M.questionDeleted });
    expect((await questionsOf(exercise.id)).map((q) => [q.position, q.prompt])).toEqual([
      [1, "Q3"],
      [2, "Q2"],
    ]);
    expect((await auditOf(admin, "question", exercise.id))[0]).toMatchObject({ action: "question.reorder" });
  });
});

describe("changing questions students answered", () => {
  it("keeps each student's attempt on the version they answered; new attempts get the new one", async () => {
    const {
      exercise,
      questions: [q1, q2],
    } = await exerciseWith(editor, [
      mcQuestion({ prompt: "Capital do Brasil?", options: ["Rio", "Brasília"], correctAnswer: "Rio" }),
      mcQuestion({ prompt: "2 + 2?", options: ["4", "5"], correctAnswer: "4" }),
    ]);
    const ana = await createStudent(t);
    expect((await answer(ana, exercise.id, q1!.id, "Rio")).statusCode).toBe(200);
    expect((await answer(ana, exercise.id, q2!.id, "4")).json().result).toMatchObject({ scorePercent: 100 });
    const bruno = await createStudent(t);
    expect((await answer(bruno, exercise.id, q2!.id, "4")).statusCode).toBe(200);

    // A typo fix keeps the question; a key fix makes a new version.
    const typo = await editor.put(
      `${c}/questions/${q2!.id}`,
      mcQuestion({ prompt: "Quanto é 2 + 2?", options: ["4", "5"], correctAnswer: "4" }),
    );
    expect(typo.json()).toMatchObject({
      message: M.questionUpdated,
      question: { id: q2!.id, answered: true },
    });
    const fixed = await editor.put(
      `${c}/questions/${q1!.id}`,
      mcQuestion({ prompt: "Capital do Brasil?", options: ["Rio", "Brasília"], correctAnswer: "Brasília" }),
    );
    expect(fixed.json().message).toBe(M.questionVersioned);
    const v2 = fixed.json().question;
    expect(v2.id).not.toBe(q1!.id);
    expect((await questionsOf(exercise.id)).map((q) => [q.position, q.id])).toEqual([
      [1, v2.id],
      [2, q2!.id],
    ]);

    // Ana's finished result is unchanged, graded against the key she answered.
    const anas = (await ana.get(`/api/exercises/${exercise.id}`)).json() as ExerciseDetail;
    expect(anas.status).toBe("completed");
    expect(anas.result).toMatchObject({ scorePercent: 100, questionCount: 2 });
    expect(anas.questions.map((q) => q.id)).toEqual([q1!.id, q2!.id]);
    const card = ((await ana.get("/api/exercises")).json() as ExerciseList).exercises.find(
      (e) => e.id === exercise.id,
    );
    expect(card?.attempt).toMatchObject({ completed: true, scorePercent: 100 });

    // Bruno had not reached question 1: he gets the new version; the old one is refused.
    const brunos = (await bruno.get(`/api/exercises/${exercise.id}`)).json() as ExerciseDetail;
    expect(brunos.questions.map((q) => q.id)).toEqual([v2.id, q2!.id]);
    expect((await answer(bruno, exercise.id, q1!.id, "Rio")).statusCode).toBe(404);
    expect((await answer(bruno, exercise.id, v2.id, "Brasília")).json().result).toMatchObject({
      scorePercent: 100,
    });

    // A deleted answered question is archived: Ana still sees it; newcomers do not.
    const gone = await editor.delete(`${c}/questions/${q2!.id}`);
    expect(gone.json()).toEqual({ outcome: "archived", message: M.questionArchived });
    expect((await ana.get(`/api/exercises/${exercise.id}`)).json().result).toMatchObject({
      scorePercent: 100,
      questionCount: 2,
    });
    const carla = await createStudent(t);
    expect(
      ((await carla.get(`/api/exercises/${exercise.id}`)).json() as ExerciseDetail).questions.map(
        (q) => q.id,
      ),
    ).toEqual([v2.id]);
    const stored = await t.database.db.select().from(questions).where(eq(questions.exerciseId, exercise.id));
    expect(
      stored
        .filter((q) => q.archivedAt !== null)
        .map((q) => q.id)
        .sort(),
    ).toEqual([q1!.id, q2!.id].sort());
    expect((await auditOf(admin, "question", v2.id))[0]).toMatchObject({
      action: "question.update",
      after: { replaces: q1!.id, correctAnswer: "Brasília" },
    });
  });
});

describe("open questions", () => {
  it("take any written answer, show the model answer and stay out of the score", async () => {
    const {
      exercise,
      questions: [mc, open],
    } = await exerciseWith(editor, [
      mcQuestion(),
      {
        type: "dissertativa",
        prompt: "Explique por que $2+2=4$.",
        correctAnswer: "Porque somamos duas unidades a duas unidades.",
      },
    ]);
    const student = await createStudent(t);
    expect((await answer(student, exercise.id, mc!.id, "3")).statusCode).toBe(200);
    const done = await answer(student, exercise.id, open!.id, "Porque sim.");
    expect(done.statusCode).toBe(200);
    const result = done.json().result;
    expect(result).toMatchObject({
      scorePercent: 0,
      correctCount: 0,
      gradedCount: 1,
      questionCount: 2,
      passed: false,
    });
    expect(result.questions[1]).toMatchObject({
      graded: false,
      correct: false,
      answer: "Porque sim.",
      correctAnswer: "Porque somamos duas unidades a duas unidades.",
    });
    const only = await exerciseWith(editor, [
      { type: "dissertativa", prompt: "Comente.", correctAnswer: "Modelo." },
    ]);
    const passed = await answer(student, only.exercise.id, only.questions[0]!.id, "Meu comentário.");
    expect(passed.json().result).toMatchObject({ scorePercent: 100, passed: true, gradedCount: 0 });
  });
});
