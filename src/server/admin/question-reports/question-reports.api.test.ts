import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import type { AdminReportsPage, ReportResolved } from "#domain/question-reports/api";
import { REPORT_MESSAGES as M } from "#domain/question-reports/rules";
import { exercises, questionReports, questions } from "#server/db/schema/index";
import {
  createStaff,
  createStudent,
  type RecordingMailer,
  recordingMailer,
  type Student,
} from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const BASE = "/api/admin/content/reports";
const NO_SUCH_ID = "11111111-2222-4333-8444-555555555555";

let t: TestApp;
let mailer: RecordingMailer;
let editor: Student;
let admin: Student;
let ana: Student;
let bia: Student;
type Q = { id: string; exerciseId: string; exerciseTitle: string; position: number; correctAnswer: string };
let qs: Q[];

beforeAll(async () => {
  mailer = recordingMailer();
  t = await createTestApp({ mailer });
  [editor, admin, ana, bia] = await Promise.all([
    createStaff(t, "editor"),
    createStaff(t, "admin"),
    createStudent(t, { name: "Ana Beatriz Souza" }),
    createStudent(t, { name: "Bianca Lima" }),
  ]);
  qs = await t.database.db
    .select({
      id: questions.id,
      exerciseId: questions.exerciseId,
      exerciseTitle: exercises.title,
      position: questions.position,
      correctAnswer: questions.correctAnswer,
    })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .orderBy(asc(exercises.title), asc(questions.position))
    .limit(3);
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(questionReports);
  mailer.sent.length = 0;
});

async function report(student: Student, q: Q, body: Record<string, unknown>): Promise<string> {
  const res = await student.post(`/api/questions/${q.id}/reports`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report.id;
}
const list = async (query = "") => {
  const res = await editor.get(`${BASE}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminReportsPage;
};
const resolve = (staff: Student, id: string, payload: Record<string, unknown>) =>
  staff.inject({ method: "PATCH", url: `${BASE}/${id}`, payload });

describe("who may use the queue of reported questions", () => {
  it("admits the content staff and refuses students, support staff and visitors", async () => {
    const suporte = await createStaff(t, "suporte");
    const id = await report(ana, qs[0] as Q, { kind: "gabarito" });
    for (const who of [ana, suporte]) {
      expect((await who.get(BASE)).statusCode).toBe(403);
      expect((await resolve(who, id, { status: "corrigido" })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: BASE })).statusCode).toBe(401);
    expect((await admin.get(BASE)).statusCode).toBe(200);
    expect((await editor.get(BASE)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(questionReports);
    expect(row?.status).toBe("aberto");
  });
});

describe("GET /api/admin/content/reports", () => {
  it("lists open reports oldest first with the question, its key and what the student said", async () => {
    const first = await report(ana, qs[0] as Q, { kind: "gabarito", note: "A resposta certa é a B." });
    const second = await report(bia, qs[1] as Q, { kind: "outro", note: "A imagem não abre." });
    const page = await list();
    expect(page).toMatchObject({ total: 2, openCount: 2, page: 1 });
    expect(page.items.map((r) => r.id)).toEqual([first, second]);
    const [item] = page.items;
    expect(item).toMatchObject({
      kind: "gabarito",
      note: "A resposta certa é a B.",
      status: "aberto",
      reply: null,
      exercise: { id: qs[0]?.exerciseId, title: qs[0]?.exerciseTitle },
      question: { id: qs[0]?.id, correctAnswer: qs[0]?.correctAnswer, archived: false },
    });
    expect(item?.subject.name).toBeTruthy();
    expect(item?.question.prompt).toBeTruthy();
    // Who reported is not part of the queue: the content staff do not see students' data.
    expect(JSON.stringify(page)).not.toContain(ana.email);
  });

  it("filters Abertos and Resolvidos", async () => {
    const open = await report(ana, qs[0] as Q, { kind: "gabarito" });
    const done = await report(ana, qs[1] as Q, { kind: "enunciado" });
    expect((await resolve(editor, done, { status: "descartado" })).statusCode).toBe(200);

    const abertos = await list("?status=abertos");
    expect(abertos.items.map((r) => r.id)).toEqual([open]);
    const resolvidos = await list("?status=resolvidos");
    expect(resolvidos.items.map((r) => r.id)).toEqual([done]);
    expect(resolvidos).toMatchObject({ total: 1, openCount: 1 });
    expect(resolvidos.items[0]).toMatchObject({ status: "descartado", resolvedBy: "Equipe Rumo" });
    expect((await editor.get(`${BASE}?status=todos`)).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/content/reports/:id", () => {
  it("marks a report fixed, audits it and e-mails the student who reported it", async () => {
    const q = qs[0] as Q;
    const id = await report(ana, q, { kind: "gabarito", note: "A resposta certa é a B." });
    await report(bia, qs[1] as Q, { kind: "enunciado" });
    const res = await resolve(editor, id, { status: "corrigido", reply: "  Trocamos o gabarito para B.  " });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReportResolved;
    expect(body).toMatchObject({ emailSent: true, message: M.fixed });
    expect(body.report).toMatchObject({ status: "corrigido", reply: "Trocamos o gabarito para B." });

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.to(ana.email);
    expect(mail?.subject).toBe("Corrigimos a questão que você reportou");
    expect(mail?.text).toContain("Olá, Ana!");
    expect(mail?.text).toContain(`a questão ${q.position} do exercício "${q.exerciseTitle}"`);
    expect(mail?.text).toContain("Resposta da equipe: Trocamos o gabarito para B.");
    expect(mail?.text).toContain(`http://localhost:3000/exercise/${q.exerciseId}`);
    expect(mail?.html).toContain("Trocamos o gabarito para B.");
    expect(mailer.to(bia.email)).toHaveLength(0);

    const audit = (
      await admin.get(`/api/admin/audit?targetType=question_report&targetId=${id}`)
    ).json() as AdminAuditPage;
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "question_report.fix",
      after: { status: "corrigido", reply: "Trocamos o gabarito para B." },
    });
  });

  it("sends a fixed e-mail without a reply too", async () => {
    const id = await report(ana, qs[0] as Q, { kind: "gabarito" });
    expect((await resolve(editor, id, { status: "corrigido" })).statusCode).toBe(200);
    const [mail] = mailer.to(ana.email);
    expect(mail?.subject).toBe("Corrigimos a questão que você reportou");
    expect(mail?.text).not.toContain("Resposta da equipe");
  });

  it("dismisses: with a reply the student gets it by e-mail, without one nothing is sent", async () => {
    const silent = await report(ana, qs[0] as Q, { kind: "gabarito" });
    const res = await resolve(editor, silent, { status: "descartado" });
    expect(res.json()).toMatchObject({ emailSent: false, message: M.dismissed });
    expect(mailer.sent).toHaveLength(0);

    const answered = await report(ana, qs[1] as Q, { kind: "alternativas" });
    const withReply = await resolve(editor, answered, {
      status: "descartado",
      reply: "A alternativa D é a correta: o texto diz 'apesar de'.",
    });
    expect(withReply.json()).toMatchObject({ emailSent: true, message: M.dismissedWithReply });
    const [mail] = mailer.to(ana.email);
    expect(mail?.subject).toBe("Sobre a questão que você reportou");
    expect(mail?.text).toContain("A alternativa D é a correta: o texto diz 'apesar de'.");
    expect(mail?.html).toContain("A alternativa D é a correta: o texto diz &#39;apesar de&#39;.");
  });

  it("refuses to resolve a report twice", async () => {
    const id = await report(ana, qs[0] as Q, { kind: "gabarito" });
    expect((await resolve(editor, id, { status: "corrigido" })).statusCode).toBe(200);
    const again = await resolve(admin, id, { status: "descartado", reply: "Não era erro." });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "ALREADY_RESOLVED", message: M.alreadyResolved });
    expect(mailer.sent).toHaveLength(1);
  });

  it("refuses an unknown report, a bad status and a reply over 1,000 characters", async () => {
    const id = await report(ana, qs[0] as Q, { kind: "gabarito" });
    const missing = await resolve(editor, NO_SUCH_ID, { status: "corrigido" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.reportNotFound);
    const reopened = await resolve(editor, id, { status: "aberto" });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().message).toBe(M.statusInvalid);
    const long = await resolve(editor, id, { status: "corrigido", reply: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.replyTooLong);
    expect(mailer.sent).toHaveLength(0);
  });

  it("keeps the report resolved and says so when the e-mail cannot be sent", async () => {
    const id = await report(ana, qs[0] as Q, { kind: "gabarito" });
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error("SMTP fora do ar");
    };
    try {
      const res = await resolve(editor, id, { status: "corrigido" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        emailSent: false,
        message: M.mailFailed,
        report: { status: "corrigido" },
      });
    } finally {
      mailer.send = send;
    }
  });
});
