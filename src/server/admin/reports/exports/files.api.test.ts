import { parse } from "csv-parse/sync";
import { and, asc, eq, sql } from "drizzle-orm";
import type ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonthsToKey, monthOf, periodLabel } from "#domain/admin/analytics";
import {
  chatMessages,
  exercises,
  profiles,
  questions,
  sessions,
  userAnswers,
  users,
} from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { exportFile, readWorkbook, sheetRows } from "./test-fixtures.ts";

/**
 * The exported files read back as a school would open them (csv-parse, exceljs) and compared with
 * the database.
 */

let t: TestApp;
let admin: Student;
let carla: Student;
let bruno: Student;
let answered: { id: string; title: string; questions: number };
const FORMULA_NAME = '=HYPERLINK("http://golpe.example","Clique")';

const TZ = "America/Sao_Paulo";
const day = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TZ,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const minute = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TZ,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const ptDay = (d: Date) => day.format(d);
const ptMinute = (d: Date) => minute.format(d).replace(",", "");
/** The wall-clock day in São Paulo as the UTC date exceljs reads back. */
const cellDay = (d: Date) => {
  const [dd, mm, yyyy] = ptDay(d).split("/").map(Number);
  return new Date(Date.UTC(yyyy!, mm! - 1, dd!));
};

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}
async function lastSession(userId: string): Promise<Date> {
  const [row] = await t.database.db
    .select({ at: sql<string>`max(${sessions.updatedAt})::text` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return new Date(row!.at);
}
async function studentEmails(): Promise<string[]> {
  const rows = await t.database.db.select({ email: users.email }).from(users).where(eq(users.role, "user"));
  return rows.map((r) => r.email).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  carla = await createStudent(t, { name: "Carla Mendes", phone: "(21) 99876-5432", plan: "nerd" });
  await t.database.db.update(profiles).set({ university: "UFRJ" }).where(eq(profiles.userId, carla.id));
  bruno = await createStudent(t, { name: "Bruno Lima" });
  // A name a spreadsheet would run as a formula (and, below, an account staff deactivated).
  await t.database.db.update(profiles).set({ fullName: FORMULA_NAME }).where(eq(profiles.userId, bruno.id));

  // Bruno answers two questions of one exercise (one right, one wrong) and writes to a tutor.
  const [exercise] = await t.database.db.select().from(exercises).orderBy(asc(exercises.title)).limit(1);
  const keys = await t.database.db
    .select()
    .from(questions)
    .where(eq(questions.exerciseId, exercise!.id))
    .orderBy(asc(questions.position));
  for (const [i, q] of keys.slice(0, 2).entries()) {
    const answer = i === 0 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/exercises/${exercise!.id}/answers`,
      headers: { cookie: bruno.cookie },
      payload: { questionId: q.id, answer, secondsSpent: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.database.db.update(users).set({ banned: true }).where(eq(users.id, bruno.id));
  await t.database.db
    .insert(chatMessages)
    .values({ userId: bruno.id, subject: "matematica", message: "Como resolvo PA?", sender: "user" });
  answered = { id: exercise!.id, title: exercise!.title, questions: keys.length };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function readCsv(file: { rawPayload: Buffer }): string[][] {
  return parse(file.rawPayload, { delimiter: ";", bom: true }) as string[][];
}

describe("Usuários", () => {
  it("as CSV: UTF-8 with BOM, ';' and CRLF, every student once (no staff), pt-BR dates, formulas defused", async () => {
    const { file } = await exportFile(t, admin, { report: "users", format: "csv" });
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const raw = file.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString("utf8");
    expect(text).toContain("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const [header, ...rows] = readCsv(file);
    expect(header).toEqual([
      "Nome",
      "E-mail",
      "Celular",
      "Faculdade",
      "Plano",
      "Status",
      "Cadastro",
      "Último acesso",
    ]);
    expect(rows.map((r) => r[1]).sort()).toEqual(await studentEmails());
    expect(rows.some((r) => r[1] === admin.email)).toBe(false);

    const carlaUser = await userRow(carla.email);
    expect(rows.find((r) => r[1] === carla.email)).toEqual([
      "Carla Mendes",
      carla.email,
      "(21) 99876-5432",
      "UFRJ",
      "Nerd",
      "Ativo",
      ptDay(carlaUser.createdAt),
      ptMinute(await lastSession(carla.id)),
    ]);
    const brunoRow = rows.find((r) => r[1] === bruno.email)!;
    expect(brunoRow[0]).toBe(`'${FORMULA_NAME}`);
    expect(brunoRow.slice(4, 6)).toEqual(["Gratuito", "Inativo"]);
    // Sign-up order.
    const order = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "user"))
      .orderBy(asc(users.createdAt), asc(users.id));
    expect(rows.map((r) => r[1])).toEqual(order.map((o) => o.email));
  });

  it("as Excel: a 'Usuários' sheet with real date cells in dd/mm/aaaa and text contacts", async () => {
    const { file, done } = await exportFile(t, admin, { report: "users", format: "xlsx" });
    expect(done.fileName).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await readWorkbook(file.rawPayload);
    const sheet = workbook.getWorksheet("Usuários")!;
    expect(sheet).toBeDefined();
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      "Nome",
      "E-mail",
      "Celular",
      "Faculdade",
      "Plano",
      "Status",
      "Cadastro",
      "Último acesso",
    ]);
    expect(rows.length - 1).toBe((await studentEmails()).length);
    expect(done.rowsTotal).toBe(rows.length - 1);

    const index = rows.findIndex((r) => r[1] === carla.email);
    const row = sheet.getRow(index + 1);
    const carlaUser = await userRow(carla.email);
    expect(row.getCell(1).value).toBe("Carla Mendes");
    expect(row.getCell(3).value).toBe("(21) 99876-5432");
    expect(row.getCell(7).value).toEqual(cellDay(carlaUser.createdAt));
    expect(row.getCell(7).numFmt).toBe("dd/mm/yyyy");
    expect(row.getCell(8).value).toBeInstanceOf(Date);
    expect(row.getCell(8).numFmt).toBe("dd/mm/yyyy hh:mm");
    const brunoRow = sheet.getRow(rows.findIndex((r) => r[1] === bruno.email) + 1);
    expect(brunoRow.getCell(1).value).toBe(`'${FORMULA_NAME}`);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});

describe("Exercícios", () => {
  const answeredRow = (rows: unknown[][]) => rows.find((r) => r[2] === answered.title)!;

  it("as Excel: the whole bank with numbers and a % cell, students' answers counted", async () => {
    const { file } = await exportFile(t, admin, { report: "exercises", format: "xlsx" });
    const sheet = (await readWorkbook(file.rawPayload)).getWorksheet("Exercícios")!;
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      "Matéria",
      "Assunto",
      "Exercício",
      "Dificuldade",
      "Pontos",
      "Tempo (min)",
      "Questões",
      "Respostas",
      "Estudantes",
      "% de acerto",
      "Situação",
    ]);
    const [bank] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(exercises);
    expect(rows.length - 1).toBe(bank!.n);
    const [exercise] = await t.database.db.select().from(exercises).where(eq(exercises.id, answered.id));
    expect(answeredRow(rows).slice(3)).toEqual([
      exercise!.difficulty,
      exercise!.points,
      exercise!.estimatedMinutes,
      answered.questions,
      2,
      1,
      0.5,
      "Ativo",
    ]);
    const index = rows.indexOf(answeredRow(rows));
    expect(sheet.getRow(index + 1).getCell(10).numFmt).toBe("0.0%");
  });

  it("as CSV: the share with a decimal comma, empty when nobody answered", async () => {
    const { file } = await exportFile(t, admin, { report: "exercises", format: "csv" });
    const [, ...rows] = readCsv(file);
    expect(answeredRow(rows).slice(7)).toEqual(["2", "1", "50,0", "Ativo"]);
    expect(rows.some((r) => r[7] === "0" && r[9] === "")).toBe(true);
  });
});

describe("Progresso por plano", () => {
  it("lists only the plan's students when filtered", async () => {
    const { file } = await exportFile(t, admin, {
      report: "progress",
      format: "csv",
      params: { plan: "nerd" },
    });
    const [header, ...rows] = readCsv(file);
    expect(header!.slice(0, 7)).toEqual([
      "Nome",
      "E-mail",
      "Plano",
      "Exercícios concluídos",
      "Questões respondidas",
      "Acertos",
      "% de acerto",
    ]);
    expect(rows.map((r) => r[1])).toEqual([carla.email]);
    expect(rows[0]!.slice(2, 7)).toEqual(["Nerd", "0", "0", "0", ""]);
  });

  it("as Excel: each student's answers, accuracy and messages as numbers", async () => {
    const { file } = await exportFile(t, admin, {
      report: "progress",
      format: "xlsx",
      params: { plan: "todos" },
    });
    const sheet = (await readWorkbook(file.rawPayload)).getWorksheet("Progresso")!;
    const rows = sheetRows(sheet);
    const header = rows[0] as string[];
    const brunoRow = rows.find((r) => r[1] === bruno.email)!;
    const at = (name: string) => brunoRow[header.indexOf(name)];
    const [answers] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        right: sql<number>`count(*) filter (where ${userAnswers.correct})::int`,
      })
      .from(userAnswers)
      .where(and(eq(userAnswers.userId, bruno.id), sql`${userAnswers.discardedAt} is null`));
    expect(at("Questões respondidas")).toBe(answers!.n);
    expect(at("Acertos")).toBe(answers!.right);
    expect(at("% de acerto")).toBe(answers!.right / answers!.n);
    expect(at("Mensagens ao tutor")).toBe(1);
    expect(at("Plano")).toBe("Gratuito");
    expect(rows.length - 1).toBe((await studentEmails()).length);
  });
});

describe("Análise de engajamento", () => {
  it("counts each student's active days, answers, messages and essays in the period", async () => {
    const { file, done } = await exportFile(t, admin, {
      report: "engagement",
      format: "csv",
      params: { months: 1 },
    });
    expect(done.fileName).toMatch(/^engajamento-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = readCsv(file);
    expect(header).toEqual([
      "Nome",
      "E-mail",
      "Plano",
      "Cadastro",
      "Dias ativos",
      "Questões respondidas",
      "Mensagens ao tutor",
      "Redações enviadas",
      "Último acesso",
    ]);
    const brunoRow = rows.find((r) => r[1] === bruno.email)!;
    expect(brunoRow.slice(4, 8)).toEqual(["1", "2", "1", "0"]);
    expect(rows.find((r) => r[1] === carla.email)!.slice(4, 8)).toEqual(["0", "0", "0", "0"]);
  });
});

describe("Dados mensais", () => {
  it("has one row per month with real month cells, this month's figures counted from the data", async () => {
    const { file } = await exportFile(t, admin, { report: "monthly", format: "xlsx", params: { months: 3 } });
    const sheet = (await readWorkbook(file.rawPayload)).getWorksheet("Dados mensais")!;
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      "Mês",
      "Cadastros",
      "Estudantes ativos",
      "Conversões",
      "Taxa de conversão",
      "Retenção",
      "Mensagens ao tutor",
      "Questões respondidas",
    ]);
    expect(rows).toHaveLength(4);
    const [, mm, yyyy] = ptDay(new Date()).split("/").map(Number);
    const current = rows[3]!;
    expect(current[0]).toEqual(new Date(Date.UTC(yyyy!, mm! - 1, 1)));
    expect(sheet.getRow(4).getCell(1).numFmt).toBe("mm/yyyy");
    const signups = (await studentEmails()).length;
    expect(current.slice(1, 3)).toEqual([signups, 1]);
    expect(current.slice(6)).toEqual([1, 2]);
    expect((rows[1] as ExcelJS.CellValue[])[1]).toBe(0);
  });
});

describe("Relatório completo", () => {
  it("is a PDF with the period, the charts' titles and this month's figures", async () => {
    const { file, done } = await exportFile(t, admin, {
      report: "full_report",
      format: "pdf",
      params: { months: 3 },
    });
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(done.fileName).toMatch(/^relatorio-completo-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(done.rowsTotal).toBe(3);
    const parser = new PDFParse({ data: new Uint8Array(file.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const to = monthOf(new Date(), TZ);
    for (const title of [
      "Relatório completo",
      periodLabel(addMonthsToKey(to, -2), to),
      "Conversão mensal",
      "Retenção mensal",
      "Ranking de acesso às matérias",
    ])
      expect(text, title).toContain(title);
    const signups = (await studentEmails()).length;
    expect(text).toContain(`0 de ${signups} cadastros do período já pagaram`);
  });
});
