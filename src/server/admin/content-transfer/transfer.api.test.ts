import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import { CONTENT_MESSAGES } from "#domain/admin/content-messages";
import {
  CSV_COLUMNS,
  type ImportReport,
  type ImportRequest,
  TRANSFER_MESSAGES as T,
  TRANSFER_MAX_BYTES,
} from "#domain/admin/content-transfer";
import { subjectContentSchema } from "#domain/practice/exercise-content";
import { exercises, questions, subjects, topics } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let admin: Student;
let editor: Student;
let suporte: Student;
let student: Student;
let math: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
  student = await createStudent(t);
  const [row] = await t.database.db.select().from(subjects).where(eq(subjects.name, "Matemática"));
  math = row!.id;
  // One question with every field a file carries, so both round trips below keep them.
  const [q] = await t.database.db
    .select({ id: questions.id, options: questions.options })
    .from(questions)
    .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
    .innerJoin(topics, eq(topics.id, exercises.topicId))
    .where(and(eq(topics.subjectId, math), eq(questions.type, "multipla_escolha")))
    .limit(1);
  await t.database.db
    .update(questions)
    .set({
      competency: "C1",
      skill: "H3",
      optionNotes: q!.options.map((o) => `Comentário sobre ${o}.`),
      source: "Texto escrito para o Rumo.",
    })
    .where(eq(questions.id, q!.id));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const base = (subjectId: string) => `/api/admin/content/transfer/subjects/${subjectId}`;
const exportOf = (who: Student, subjectId: string, format: "json" | "csv") =>
  who.get(`${base(subjectId)}/export?format=${format}`);
let subjects_made = 0;

/** An empty subject of its own, to import into. */
async function emptySubject(): Promise<string> {
  subjects_made += 1;
  const [row] = await t.database.db
    .insert(subjects)
    .values({
      name: `Escola Modelo ${subjects_made}`,
      slug: `escola-modelo-${subjects_made}`,
      color: "#2563eb",
      icon: "calculator",
      emoji: "📐",
    })
    .returning();
  return row!.id;
}

async function importInto(
  subjectId: string,
  body: Partial<ImportRequest> & Pick<ImportRequest, "content" | "format">,
  who: Student = editor,
): Promise<ImportReport> {
  const answer = await who.post(`${base(subjectId)}/import`, {
    fileName: "banco.csv",
    dryRun: false,
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function auditOf(subjectId: string) {
  const page = (
    await admin.get(`/api/admin/audit?targetType=subject&targetId=${subjectId}`)
  ).json() as AdminAuditPage;
  return page.items;
}

const csvLine = (cells: Record<string, string | number>) =>
  CSV_COLUMNS.map((c) => {
    const v = String(cells[c] ?? "");
    return /[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(";");
const csvFile = (...rows: Record<string, string | number>[]) =>
  `\uFEFF${CSV_COLUMNS.join(";")}\r\n${rows.map(csvLine).join("\r\n")}\r\n`;

const goodRow = (over: Record<string, string | number> = {}) => ({
  assunto: "Porcentagem",
  exercicio: "Descontos no comércio",
  descricao: "Problemas de desconto e acréscimo.",
  dificuldade: "Médio",
  pontos: 20,
  tempo_estimado: 15,
  tipo: "multipla_escolha",
  pergunta: "Uma camisa de R$ 80 tem desconto de 25%. Quanto custa?",
  opcao_a: "R$ 60",
  opcao_b: "R$ 55",
  opcao_c: "R$ 65",
  resposta_correta: "R$ 60",
  explicacao: "25% de 80 é 20; 80 − 20 = 60.",
  ...over,
});

describe("who reaches /api/admin/content/transfer", () => {
  it("answers 401 to a visitor and 403 to a student and support; an editor may export and import", async () => {
    const calls = [
      { method: "GET" as const, url: `${base(math)}/export?format=csv` },
      {
        method: "POST" as const,
        url: `${base(math)}/import`,
        payload: { format: "csv", fileName: "a.csv", content: csvFile(goodRow()), dryRun: false },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const who of [student, suporte]) expect((await who.inject(call)).statusCode, call.url).toBe(403);
    }
    const [porcentagem] = await t.database.db.select().from(topics).where(eq(topics.name, "Porcentagem"));
    expect(porcentagem).toBeUndefined();
    expect((await exportOf(editor, math, "csv")).statusCode).toBe(200);
  });

  it("refuses bad requests with pt-BR messages", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await exportOf(editor, unknown, "json")).statusCode).toBe(404);
    expect((await editor.get(`${base(math)}/export?format=xlsx`)).json().message).toBe(T.formatInvalid);
    const post = (body: object) =>
      editor.post(`${base(math)}/import`, { fileName: "a.csv", dryRun: true, ...body });
    const tooBig = await post({ format: "csv", content: "a".repeat(TRANSFER_MAX_BYTES + 1) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(T.fileTooLarge);
    const columns = await post({ format: "csv", content: "assunto;exercicio\nA;B\n" });
    expect(columns.json().message).toBe(`${T.csvColumnsMissing} tipo, pergunta.`);
    const notJson = await post({ format: "json", content: "{ assuntos: " });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(new RegExp(`^${T.notJson}`));
    expect((await post({ format: "json", content: "[1, 2]" })).json().message).toBe(T.jsonShape);
    expect((await post({ format: "csv", content: "" })).json().message).toBe(T.fileEmpty);
  });
});

describe("export", () => {
  it("JSON in the question bank's format, only what students see, audited", async () => {
    const answer = await exportOf(editor, math, "json");
    expect(answer.headers["content-disposition"]).toMatch(
      /attachment; filename="exercicios-matematica-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const bank = subjectContentSchema.parse(answer.json());
    expect(bank.materia).toBe("Matemática");
    const stored = await t.database.db
      .select({ id: exercises.id })
      .from(exercises)
      .innerJoin(topics, eq(topics.id, exercises.topicId))
      .where(eq(topics.subjectId, math));
    expect(bank.assuntos.flatMap((a) => a.exercicios)).toHaveLength(stored.length);
    const [entry] = await auditOf(math);
    expect(entry).toMatchObject({ action: "exercise.export", actor: { id: editor.id } });
    expect(entry!.after).toMatchObject({ format: "json", exercises: stored.length });
  });

  it("CSV readable by Excel: BOM, ';', one row per question with the pt-BR columns", async () => {
    const answer = await exportOf(editor, math, "csv");
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(
      answer.body.startsWith(
        "\uFEFFassunto;exercicio;descricao;dificuldade;pontos;tempo_estimado;ordem;tipo",
      ),
    ).toBe(true);
    const rows = parse(answer.body, { bom: true, delimiter: ";", columns: true }) as Record<string, string>[];
    const bank = subjectContentSchema.parse((await exportOf(editor, math, "json")).json());
    const questions = bank.assuntos.flatMap((a) => a.exercicios.flatMap((e) => e.questoes));
    expect(rows).toHaveLength(questions.length);
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    const first = bank.assuntos[0]!.exercicios[0]!;
    expect(rows[0]).toMatchObject({
      assunto: bank.assuntos[0]!.nome,
      exercicio: first.titulo,
      pontos: String(first.pontos),
      ordem: "1",
      pergunta: first.questoes[0]!.pergunta,
      resposta_correta: first.questoes[0]!.resposta_correta,
    });
  });
});

describe("round trip", () => {
  const withoutSubject = (json: unknown) => ({ ...(json as object), materia: "" });

  it("JSON exported from one subject and imported into another gives the same exercises, marked as staff's", async () => {
    const file = (await exportOf(editor, math, "json")).body;
    expect(file).toContain('"comentarios_opcoes"');
    expect(file).toContain('"habilidade": "H3"');
    const target = await emptySubject();
    const dry = await importInto(target, {
      format: "json",
      content: file,
      fileName: "matematica.json",
      dryRun: true,
    });
    expect(dry.rows.every((r) => r.outcome === "valid")).toBe(true);
    expect(await t.database.db.select().from(topics).where(eq(topics.subjectId, target))).toHaveLength(0);

    const report = await importInto(target, { format: "json", content: file, fileName: "matematica.json" });
    expect(report.counts).toEqual({ ...dry.counts });
    expect(report.counts.refusedExercises).toBe(0);
    expect(report.rows.every((r) => r.outcome === "created")).toBe(true);
    expect(withoutSubject((await exportOf(editor, target, "json")).json())).toEqual(
      withoutSubject(JSON.parse(file)),
    );

    const created = await t.database.db
      .select({ edited: exercises.staffEditedAt })
      .from(exercises)
      .innerJoin(topics, eq(topics.id, exercises.topicId))
      .where(eq(topics.subjectId, target));
    expect(created.length).toBe(report.counts.exercises);
    expect(created.every((e) => e.edited !== null)).toBe(true);
    const entry = (await auditOf(target)).find((e) => e.action === "exercise.import");
    expect(entry).toMatchObject({ actor: { id: editor.id } });
    expect(entry!.after).toMatchObject({ fileName: "matematica.json", format: "json", ...report.counts });

    // Again: every exercise is already there, so each is refused, none duplicated or overwritten.
    const again = await importInto(target, { format: "json", content: file });
    expect(again.counts).toMatchObject({ exercises: 0, questions: 0, topics: 0 });
    expect(again.rows.every((r) => r.outcome === "refused" && r.reason === T.exerciseExists)).toBe(true);
    expect(again.message).toBe(T.nothingToImport);
  });

  it("CSV exported and imported into another subject gives the same rows", async () => {
    const file = (await exportOf(editor, math, "csv")).body;
    expect(file).toContain("Texto escrito para o Rumo.");
    const target = await emptySubject();
    const report = await importInto(target, { format: "csv", content: file });
    expect(report.counts.refusedExercises).toBe(0);
    expect((await exportOf(editor, target, "csv")).body).toBe(file);
  });
});

describe("a file with bad rows", () => {
  it("imports the good exercise and refuses each bad row with its line and reason; no half exercise", async () => {
    const target = await emptySubject();
    const file = csvFile(
      goodRow({ ordem: 1 }), // line 2
      goodRow({
        ordem: 2,
        tipo: "verdadeiro_falso",
        pergunta: "Desconto de 10% e depois 10% é 20%.",
        opcao_a: "",
        opcao_b: "",
        opcao_c: "",
        resposta_correta: "F",
      }), // 3
      goodRow({ exercicio: "Juros", pontos: 0 }), // 4
      goodRow({ exercicio: "Chave errada", resposta_correta: "R$ 99" }), // 5
      goodRow({ exercicio: "Tipo errado", tipo: "associacao" }), // 6
      goodRow({ exercicio: "Meio exercício" }), // 7: fine, but line 8 is bad
      goodRow({ exercicio: "Meio exercício", pergunta: "", dificuldade: "Difícil" }), // 8
      goodRow({ exercicio: "Imagem de fora", pergunta: "Veja ![gráfico](https://exemplo.com/g.png)" }), // 9
      goodRow({
        exercicio: "Imagem sumida",
        pergunta: "Veja ![gráfico](/api/content-images/0b7e8a4c-1d2f-4a3b-9c8d-7e6f5a4b3c2d)",
      }), // 10
      goodRow({
        exercicio: "Aberta",
        tipo: "dissertativa",
        opcao_a: "",
        opcao_b: "",
        opcao_c: "",
        resposta_correta: "",
      }), // 11
      goodRow({ assunto: "", exercicio: "Sem assunto" }), // 12
      goodRow({ exercicio: "Letra", resposta_correta: "B", dificuldade_questao: "dificil" }), // 13
    );
    const report = await importInto(target, { format: "csv", content: file, fileName: "escola.csv" });
    const reasonsAt = (line: number) => report.rows.filter((r) => r.line === line).map((r) => r.reason);

    expect(reasonsAt(2)).toEqual([null]);
    expect(report.rows.find((r) => r.line === 2)).toMatchObject({
      outcome: "created",
      place: "Linhas 2–3",
      exercise: "Descontos no comércio",
      questions: 2,
    });
    expect(reasonsAt(4)).toEqual([CONTENT_MESSAGES.pointsInvalid]);
    expect(reasonsAt(5)).toEqual([CONTENT_MESSAGES.correctNotAnOption]);
    expect(reasonsAt(6)[0]).toMatch(
      /^tipo "associacao": valor inválido; use multipla_escolha, verdadeiro_falso/,
    );
    expect(reasonsAt(7)).toEqual([T.otherRowRefused]);
    expect(reasonsAt(8)).toEqual(
      expect.arrayContaining([
        CONTENT_MESSAGES.promptRequired,
        expect.stringMatching(/^dificuldade "Difícil" difere do valor da linha 7/),
      ]),
    );
    expect(reasonsAt(9)).toEqual([CONTENT_MESSAGES.foreignImage]);
    expect(reasonsAt(10)[0]).toMatch(new RegExp(`^${T.imageMissing.replace(/[()]/g, "\\$&")} 0b7e8a4c`));
    expect(reasonsAt(12)).toEqual([T.topicMissing]);
    expect(reasonsAt(13)).toEqual([null]);
    expect(report.rows.find((r) => r.line === 13)?.outcome).toBe("created");
    const open = reasonsAt(11);
    expect(open.length).toBe(1);
    expect(open[0]).toBe(CONTENT_MESSAGES.modelAnswerRequired);
    expect(report.counts).toMatchObject({ topics: 1, exercises: 2, questions: 3 });
    // The row without a topic belongs to no exercise: 7 exercises refused, 8 rows explained.
    expect(report.counts.refusedExercises).toBe(7);

    const made = await t.database.db
      .select({ title: exercises.title, difficulty: exercises.difficulty, points: exercises.points })
      .from(exercises)
      .innerJoin(topics, eq(topics.id, exercises.topicId))
      .where(eq(topics.subjectId, target));
    expect(made.map((e) => e.title).sort()).toEqual(["Descontos no comércio", "Letra"]);
    expect(made[0]).toMatchObject({ difficulty: "Médio", points: 20 });
    const letter = (await exportOf(editor, target, "json"))
      .json()
      .assuntos[0].exercicios.find((e: { titulo: string }) => e.titulo === "Letra");
    expect(letter.questoes[0]).toMatchObject({ resposta_correta: "R$ 55", dificuldade: "Difícil" });
    const vf = (await exportOf(editor, target, "json"))
      .json()
      .assuntos[0].exercicios.find((e: { titulo: string }) => e.titulo === "Descontos no comércio");
    expect(vf.questoes[1]).toMatchObject({
      tipo: "verdadeiro_falso",
      opcoes: ["Verdadeiro", "Falso"],
      resposta_correta: "Falso",
    });
  });

  it("JSON: refuses more than five options, a missing title and a repeated exercise, by place", async () => {
    const target = await emptySubject();
    const question = {
      pergunta: "Quanto é 2 + 2?",
      tipo: "multipla_escolha",
      opcoes: ["3", "4"],
      resposta_correta: "4",
      explicacao: "",
    };
    const content = JSON.stringify({
      materia: "Qualquer",
      assuntos: [
        {
          nome: "Aritmética",
          descricao: "Contas",
          exercicios: [
            {
              titulo: "Somas",
              descricao: "",
              dificuldade: "Fácil",
              pontos: 10,
              tempo_estimado: 5,
              questoes: [question],
            },
            { titulo: "", questoes: [question] },
            { titulo: "Seis opções", questoes: [{ ...question, opcoes: ["1", "2", "3", "4", "5", "6"] }] },
            { titulo: "somas", questoes: [question] },
          ],
        },
        { nome: "Geometria", descricao: "Sem exercícios ainda", exercicios: [] },
      ],
    });
    const report = await importInto(target, { format: "json", content, fileName: "banco.json" });
    const at = (place: string) => report.rows.filter((r) => r.place === place).map((r) => r.reason);
    expect(at("Assunto 1 › Exercício 1")).toEqual([null]);
    expect(at("Assunto 1 › Exercício 2")).toEqual([CONTENT_MESSAGES.titleRequired]);
    expect(at("Assunto 1 › Exercício 3 › Questão 1")).toEqual([CONTENT_MESSAGES.optionsTooMany]);
    expect(at("Assunto 1 › Exercício 4")).toEqual([T.exerciseRepeated]);
    expect(report.counts).toEqual({ topics: 2, exercises: 1, questions: 1, refusedExercises: 3 });
    const names = await t.database.db
      .select({ name: topics.name })
      .from(topics)
      .where(eq(topics.subjectId, target));
    expect(names.map((n) => n.name).sort()).toEqual(["Aritmética", "Geometria"]);
  });

  it("a dry run saves nothing and writes no audit entry", async () => {
    const target = await emptySubject();
    const report = await importInto(target, { format: "csv", content: csvFile(goodRow()), dryRun: true });
    expect(report).toMatchObject({
      dryRun: true,
      message: T.validated,
      counts: { topics: 1, exercises: 1, questions: 1 },
    });
    expect(
      await t.database.db
        .select()
        .from(topics)
        .where(inArray(topics.subjectId, [target])),
    ).toHaveLength(0);
    expect(await auditOf(target)).toHaveLength(0);
  });
});
