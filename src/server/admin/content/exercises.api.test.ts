import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import type { ExerciseDetail, ExerciseList } from "#domain/practice/api";
import { exercises, questions, subjects, topics } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import {
  auditOf,
  exerciseWith,
  mcQuestion,
  newExercise,
  newQuestion,
  newSubject,
  newTopic,
} from "./test-fixtures.ts";

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
const studentList = async (s: Student) => (await s.get("/api/exercises")).json() as ExerciseList;

/** Answers every question of an exercise with its key. */
async function takeExercise(s: Student, exerciseId: string) {
  const detail = (await s.get(`/api/exercises/${exerciseId}`)).json() as ExerciseDetail;
  const keys = await t.database.db.select().from(questions).where(eq(questions.exerciseId, exerciseId));
  let last = null;
  for (const q of detail.questions) {
    const key = keys.find((k) => k.id === q.id)!;
    last = await s.post(`/api/exercises/${exerciseId}/answers`, {
      questionId: q.id,
      answer: key.correctAnswer,
    });
    expect(last.statusCode, last.body).toBe(200);
  }
  return last!.json();
}

describe("subjects", () => {
  it("creates one with colour, icon and a slug from its name; students see it while it is active", async () => {
    const subject = await newSubject(editor, { name: "Artes Visuais", color: "#0D9488" });
    expect(subject).toMatchObject({
      name: "Artes Visuais",
      slug: "artes-visuais",
      color: "#0d9488",
      icon: "palette",
      active: true,
    });
    const catalogue = (await t.app.inject("/api/subjects"))
      .json()
      .subjects.map((s: { slug: string }) => s.slug);
    expect(catalogue).toContain("artes-visuais");
    const off = await editor.put(`${c}/subjects/${subject.id}`, {
      name: "Artes",
      color: "#0d9488",
      icon: "palette",
      emoji: "🎨",
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().subject).toMatchObject({ name: "Artes", slug: "artes-visuais", active: false });
    const after = (await t.app.inject("/api/subjects")).json().subjects.map((s: { slug: string }) => s.slug);
    expect(after).not.toContain("artes-visuais");
    const entries = await auditOf(admin, "subject", subject.id);
    expect(entries.map((e) => e.action)).toEqual(["subject.update", "subject.create"]);
    expect(entries[0]).toMatchObject({
      before: { name: "Artes Visuais", active: true },
      after: { name: "Artes", active: false },
    });
  });

  it("refuses a bad colour, an unknown icon, a short or taken name with pt-BR messages", async () => {
    const ok = { name: "Redação Criativa", color: "#123abc", icon: "pen-line", emoji: "✍️" };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ok, color: "azul" }, 400, M.colorInvalid],
      [{ ...ok, icon: "rocket" }, 400, M.iconInvalid],
      [{ ...ok, name: " a " }, 400, M.subjectNameRequired],
      [{ ...ok, name: "matemática" }, 409, M.subjectNameTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await editor.post(`${c}/subjects`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it("deletes an empty subject and refuses one with content (deactivate it instead)", async () => {
    const empty = await newSubject(editor);
    expect((await editor.delete(`${c}/subjects/${empty.id}`)).statusCode).toBe(200);
    const [math] = await t.database.db.select().from(subjects).where(eq(subjects.slug, "matematica"));
    const refused = await editor.delete(`${c}/subjects/${math!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SUBJECT_HAS_CONTENT", message: M.subjectHasContent });
    expect((await auditOf(admin, "subject", empty.id)).map((e) => e.action)).toContain("subject.delete");
  });
});

describe("topics", () => {
  it("creates, renames and keeps names unique within the subject", async () => {
    const subject = await newSubject(editor);
    const topic = await newTopic(editor, subject.id, "Cores primárias");
    const dup = await editor.post(`${c}/subjects/${subject.id}/topics`, { name: "cores PRIMÁRIAS" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.topicNameTaken);
    const renamed = await editor.put(`${c}/topics/${topic.id}`, {
      name: "Cores",
      description: "Teoria das cores.",
    });
    expect(renamed.json().topic).toMatchObject({ name: "Cores", description: "Teoria das cores." });
    const listed = (await editor.get(`${c}/subjects/${subject.id}/topics`)).json();
    expect(listed.items.map((x: { name: string }) => x.name)).toEqual(["Cores"]);
    expect((await editor.post(`${c}/subjects/${subject.id}/topics`, { name: "" })).json().message).toBe(
      M.topicNameRequired,
    );
  });

  it("deletes an unanswered topic with its exercises; archives one whose exercises were answered", async () => {
    const fresh = await exerciseWith(editor);
    const gone = await editor.delete(`${c}/topics/${fresh.topic.id}`);
    expect(gone.json()).toEqual({ outcome: "deleted", message: M.topicDeleted });
    expect(
      await t.database.db.select().from(exercises).where(eq(exercises.id, fresh.exercise.id)),
    ).toHaveLength(0);

    const used = await exerciseWith(editor);
    const student = await createStudent(t);
    await takeExercise(student, used.exercise.id);
    const archived = await editor.delete(`${c}/topics/${used.topic.id}`);
    expect(archived.json()).toEqual({ outcome: "archived", message: M.topicArchived });
    expect((await editor.get(`${c}/subjects/${used.subject.id}/topics`)).json().items).toEqual([]);
    const list = await studentList(student);
    expect(list.exercises.some((e) => e.id === used.exercise.id)).toBe(false);
    expect(list.archived.map((e) => e.id)).toEqual([used.exercise.id]);
    expect((await auditOf(admin, "topic", used.topic.id))[0]).toMatchObject({
      action: "topic.archive",
      after: { reason: "answered" },
    });
  });
});

describe("exercises", () => {
  it("applies the spec's defaults and rules, and searches titles ignoring accents and case", async () => {
    const subject = await newSubject(editor);
    const topic = await newTopic(editor, subject.id);
    const created = await editor.post(`${c}/topics/${topic.id}/exercises`, { title: "Funções do 1º grau" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: M.exerciseCreated,
      exercise: {
        title: "Funções do 1º grau",
        difficulty: "Fácil",
        points: 10,
        estimatedMinutes: 30,
        questionCount: 0,
      },
    });
    await newExercise(editor, topic.id, {
      title: "Geometria plana",
      difficulty: "Difícil",
      points: 20,
      estimatedMinutes: 45,
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ title: "   " }, M.titleRequired],
      [{ title: "X", points: 0 }, M.pointsInvalid],
      [{ title: "X", estimatedMinutes: 0 }, M.minutesInvalid],
      [{ title: "X", points: 1.5 }, M.pointsInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await editor.post(`${c}/topics/${topic.id}/exercises`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const search = async (q: string) =>
      (await editor.get(`${c}/topics/${topic.id}/exercises?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((e: { title: string }) => e.title);
    expect(await search("FUNCOES")).toEqual(["Funções do 1º grau"]);
    expect(await search("plana")).toEqual(["Geometria plana"]);
    expect(await search("%")).toEqual([]);
    expect(await search("")).toEqual(["Funções do 1º grau", "Geometria plana"]);
    const id = created.json().exercise.id;
    const edited = await editor.put(`${c}/exercises/${id}`, {
      title: "Funções afins",
      difficulty: "Médio",
      points: 15,
      estimatedMinutes: 20,
    });
    expect(edited.json().exercise).toMatchObject({ title: "Funções afins", difficulty: "Médio", points: 15 });
    const entries = await auditOf(admin, "exercise", id);
    expect(entries[0]).toMatchObject({
      action: "exercise.update",
      before: { title: "Funções do 1º grau", points: 10 },
      after: { title: "Funções afins", points: 15 },
    });
  });

  it("duplicates with ' (Cópia)' and every question", async () => {
    const made = await exerciseWith(editor, [
      mcQuestion(),
      mcQuestion({ prompt: "Segunda", type: "verdadeiro_falso", correctAnswer: "Falso" }),
    ]);
    const copy = await editor.post(`${c}/exercises/${made.exercise.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().exercise).toMatchObject({ title: `${made.exercise.title} (Cópia)`, questionCount: 2 });
    const qs = (await editor.get(`${c}/exercises/${copy.json().exercise.id}/questions`)).json().items;
    expect(qs.map((q: { prompt: string; position: number }) => [q.position, q.prompt])).toEqual([
      [1, "Quanto é $2 + 2$?"],
      [2, "Segunda"],
    ]);
    expect(qs[0].id).not.toBe(made.questions[0]!.id);
    expect((await auditOf(admin, "exercise", copy.json().exercise.id))[0]).toMatchObject({
      action: "exercise.duplicate",
      before: { sourceId: made.exercise.id },
    });
  });

  it("deletes an unanswered exercise with its questions", async () => {
    const made = await exerciseWith(editor);
    const res = await editor.delete(`${c}/exercises/${made.exercise.id}`);
    expect(res.json()).toEqual({ outcome: "deleted", message: M.exerciseDeleted });
    expect(
      await t.database.db.select().from(questions).where(eq(questions.exerciseId, made.exercise.id)),
    ).toHaveLength(0);
    expect((await auditOf(admin, "exercise", made.exercise.id))[0]!.action).toBe("exercise.delete");
  });

  it("archives an answered exercise: gone from the lists and new attempts, the student's results stay", async () => {
    const made = await exerciseWith(editor, [
      mcQuestion(),
      mcQuestion({ prompt: "Outra", options: ["a", "b"], correctAnswer: "b" }),
    ]);
    const ana = await createStudent(t);
    const bruno = await createStudent(t);
    expect((await studentList(ana)).exercises.some((e) => e.id === made.exercise.id)).toBe(true);
    const done = await takeExercise(ana, made.exercise.id);
    expect(done.result).toMatchObject({ scorePercent: 100, correctCount: 2 });
    // Bruno started it but did not finish.
    const first = (await bruno.get(`/api/exercises/${made.exercise.id}`)).json() as ExerciseDetail;
    await bruno.post(`/api/exercises/${made.exercise.id}/answers`, {
      questionId: first.questions[0]!.id,
      answer: "4",
    });

    const res = await editor.delete(`${c}/exercises/${made.exercise.id}`);
    expect(res.json()).toEqual({ outcome: "archived", message: M.exerciseArchived });
    expect((await editor.get(`${c}/topics/${made.topic.id}/exercises`)).json().items).toEqual([]);
    expect((await editor.put(`${c}/exercises/${made.exercise.id}`, { title: "Volta" })).statusCode).toBe(404);

    const anaList = await studentList(ana);
    expect(anaList.exercises.some((e) => e.id === made.exercise.id)).toBe(false);
    expect(anaList.archived).toEqual([
      expect.objectContaining({
        id: made.exercise.id,
        attempt: expect.objectContaining({ completed: true, scorePercent: 100 }),
      }),
    ]);
    const anaDetail = (await ana.get(`/api/exercises/${made.exercise.id}`)).json() as ExerciseDetail;
    expect(anaDetail).toMatchObject({ archived: true, status: "completed", result: { scorePercent: 100 } });
    const redo = await ana.delete(`/api/exercises/${made.exercise.id}/attempt`);
    expect(redo.statusCode).toBe(409);
    expect(redo.json().code).toBe("EXERCISE_ARCHIVED");

    const brunoAnswer = await bruno.post(`/api/exercises/${made.exercise.id}/answers`, {
      questionId: first.questions[1]!.id,
      answer: "b",
    });
    expect(brunoAnswer.statusCode).toBe(409);
    expect(brunoAnswer.json().code).toBe("EXERCISE_ARCHIVED");
    const newcomer = await createStudent(t);
    const refused = await newcomer.get(`/api/exercises/${made.exercise.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("EXERCISE_ARCHIVED");
    expect((await newcomer.get("/api/dashboard")).statusCode).toBe(200);
    expect((await ana.get("/api/dashboard")).statusCode).toBe(200);
    expect((await ana.get("/api/achievements")).statusCode).toBe(200);
    expect((await auditOf(admin, "exercise", made.exercise.id))[0]).toMatchObject({
      action: "exercise.archive",
      after: { reason: "answered" },
    });
  });

  it("answers 404 in pt-BR for a topic or exercise that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await editor.get(`${c}/topics/${missing}/exercises`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.topicNotFound);
    expect((await editor.post(`${c}/exercises/${missing}/duplicate`)).json().message).toBe(
      M.exerciseNotFound,
    );
    expect((await editor.get(`${c}/topics/nao-e-id/exercises`)).statusCode).toBe(400);
  });
});

describe("what students see", () => {
  it("lists only active subjects' unarchived topics, and a new exercise once it has questions", async () => {
    const subject = await newSubject(editor);
    const topic = await newTopic(editor, subject.id);
    const exercise = await newExercise(editor, topic.id);
    await newQuestion(editor, exercise.id);
    const list = (await t.app.inject("/api/exercises")).json() as ExerciseList;
    expect(list.exercises.find((e) => e.id === exercise.id)).toMatchObject({
      questionCount: 1,
      subject: { name: subject.name },
    });
    await t.database.db.update(topics).set({ archivedAt: new Date() }).where(eq(topics.id, topic.id));
    const after = (await t.app.inject("/api/exercises")).json() as ExerciseList;
    expect(after.exercises.some((e) => e.id === exercise.id)).toBe(false);
  });
});
