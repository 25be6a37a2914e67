import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { exerciseWith, mcQuestion, PNG_1X1 } from "./test-fixtures.ts";

let t: TestApp;
let admin: Student;
let editor: Student;
let suporte: Student;
let student: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
  student = await createStudent(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("who reaches /api/admin/content", () => {
  it("answers 401 to a visitor and 403 to a student and to support on every endpoint, changing nothing", async () => {
    const { subject, topic, exercise, questions } = await exerciseWith(admin);
    const q = questions[0]!.id;
    const c = "/api/admin/content";
    const calls = [
      { method: "GET", url: `${c}/subjects` },
      {
        method: "POST",
        url: `${c}/subjects`,
        payload: { name: "Intrusa", color: "#000000", icon: "atom", emoji: "x" },
      },
      {
        method: "PUT",
        url: `${c}/subjects/${subject.id}`,
        payload: { name: "Intrusa", color: "#000000", icon: "atom", emoji: "x" },
      },
      { method: "DELETE", url: `${c}/subjects/${subject.id}` },
      { method: "GET", url: `${c}/subjects/${subject.id}/topics` },
      { method: "POST", url: `${c}/subjects/${subject.id}/topics`, payload: { name: "Intruso" } },
      { method: "PUT", url: `${c}/topics/${topic.id}`, payload: { name: "Intruso" } },
      { method: "DELETE", url: `${c}/topics/${topic.id}` },
      { method: "GET", url: `${c}/topics/${topic.id}/exercises` },
      { method: "POST", url: `${c}/topics/${topic.id}/exercises`, payload: { title: "Intruso" } },
      { method: "PUT", url: `${c}/exercises/${exercise.id}`, payload: { title: "Intruso" } },
      { method: "POST", url: `${c}/exercises/${exercise.id}/duplicate` },
      { method: "DELETE", url: `${c}/exercises/${exercise.id}` },
      { method: "GET", url: `${c}/exercises/${exercise.id}/questions` },
      { method: "POST", url: `${c}/exercises/${exercise.id}/questions`, payload: mcQuestion() },
      { method: "PUT", url: `${c}/questions/${q}`, payload: mcQuestion({ prompt: "Intrusa" }) },
      { method: "DELETE", url: `${c}/questions/${q}` },
      { method: "POST", url: `${c}/questions/${q}/move`, payload: { direction: "down" } },
      {
        method: "POST",
        url: `${c}/images?alt=x`,
        headers: { "content-type": "image/png" },
        payload: PNG_1X1,
      },
    ] as const;
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await t.app.inject(call)).statusCode, label).toBe(401);
      const asStudent = await student.inject(call);
      expect(asStudent.statusCode, label).toBe(403);
      expect(asStudent.json().message, label).toMatch(/^Acesso negado/);
      expect((await suporte.inject(call)).statusCode, label).toBe(403);
    }
    const listed = (await admin.get(`${c}/exercises/${exercise.id}/questions`)).json();
    expect(listed.exercise.title).toBe(exercise.title);
    expect(listed.items).toHaveLength(1);
    expect(
      (await admin.get(`${c}/subjects`)).json().items.some((s: { name: string }) => s.name === "Intrusa"),
    ).toBe(false);
  });

  it("lets an editor in, as an admin", async () => {
    const made = await exerciseWith(editor);
    expect(made.questions).toHaveLength(1);
    const list = await editor.get("/api/admin/content/subjects");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(made.subject.id);
  });
});
