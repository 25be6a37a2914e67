import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPORT_MESSAGES as M, REPORTS_PER_DAY } from "#domain/question-reports/rules";
import { questionReports, questions } from "#server/db/schema/index";
import { createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const NO_SUCH_ID = "11111111-2222-4333-8444-555555555555";
const url = (questionId: string) => `/api/questions/${questionId}/reports`;

let t: TestApp;
let ana: Student;
let questionIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  ana = await createStudent(t);
  const rows = await t.database.db
    .select({ id: questions.id })
    .from(questions)
    .limit(REPORTS_PER_DAY + 2);
  questionIds = rows.map((r) => r.id);
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(questionReports);
});

describe("POST /api/questions/:questionId/reports", () => {
  it("keeps the student's report, open, and answers without anything of the question", async () => {
    const [questionId] = questionIds as [string];
    const res = await ana.post(url(questionId), {
      kind: "gabarito",
      note: "  A alternativa C também serve.  ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.sent);
    expect(body.report).toMatchObject({ kind: "gabarito", status: "aberto" });
    expect(Object.keys(body.report).sort()).toEqual(["createdAt", "id", "kind", "status"]);

    const [row] = await t.database.db
      .select()
      .from(questionReports)
      .where(eq(questionReports.id, body.report.id));
    expect(row).toMatchObject({
      userId: ana.id,
      questionId,
      kind: "gabarito",
      note: "A alternativa C também serve.",
    });
  });

  it("accepts a report without a note, except for 'Outro problema'", async () => {
    const [a, b] = questionIds as [string, string];
    expect((await ana.post(url(a), { kind: "enunciado" })).statusCode).toBe(201);

    const res = await ana.post(url(b), { kind: "outro", note: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", message: M.noteRequired });
    expect((await ana.post(url(b), { kind: "outro", note: "A figura não carrega." })).statusCode).toBe(201);
  });

  it("refuses a kind it does not know and a note over 1,000 characters", async () => {
    const [questionId] = questionIds as [string];
    const bad = await ana.post(url(questionId), { kind: "spam", note: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.kindRequired);

    const long = await ana.post(url(questionId), { kind: "gabarito", note: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.noteTooLong);
    expect(await t.database.db.select().from(questionReports)).toHaveLength(0);
  });

  it("answers 404 for a question that does not exist", async () => {
    const res = await ana.post(url(NO_SUCH_ID), { kind: "gabarito" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "QUESTION_NOT_FOUND", message: M.questionNotFound });
    expect((await ana.post(url("nao-e-um-id"), { kind: "gabarito" })).statusCode).toBe(400);
  });

  it("refuses a second open report of the same question, but not another student's", async () => {
    const [questionId] = questionIds as [string];
    expect((await ana.post(url(questionId), { kind: "gabarito" })).statusCode).toBe(201);
    const again = await ana.post(url(questionId), { kind: "alternativas" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "ALREADY_REPORTED", message: M.alreadyReported });

    const bia = await createStudent(t);
    expect((await bia.post(url(questionId), { kind: "gabarito" })).statusCode).toBe(201);
  });

  it("lets the student report the question again once staff resolved the first report", async () => {
    const [questionId] = questionIds as [string];
    expect((await ana.post(url(questionId), { kind: "gabarito" })).statusCode).toBe(201);
    await t.database.db.update(questionReports).set({ status: "corrigido", resolvedAt: new Date() });
    expect((await ana.post(url(questionId), { kind: "explicacao" })).statusCode).toBe(201);
  });

  it(`accepts ${REPORTS_PER_DAY} reports a day from one student, then answers 429`, async () => {
    const busy = await createStudent(t);
    for (const questionId of questionIds.slice(0, REPORTS_PER_DAY)) {
      const res = await busy.post(url(questionId), { kind: "enunciado" });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await busy.post(url(questionIds[REPORTS_PER_DAY] as string), { kind: "enunciado" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "REPORT_LIMIT_REACHED", message: M.dailyLimit });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);

    // Yesterday's reports do not count.
    await t.database.db
      .update(questionReports)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(questionReports.userId, busy.id));
    expect(
      (await busy.post(url(questionIds[REPORTS_PER_DAY] as string), { kind: "enunciado" })).statusCode,
    ).toBe(201);
  });

  it("needs a signed-in student", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: url(questionIds[0] as string),
      payload: { kind: "gabarito" },
    });
    expect(res.statusCode).toBe(401);
  });
});
