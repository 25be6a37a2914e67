import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import {
  type AdminEssayTopic,
  type AdminEssayTopicsPage,
  type EssayTopicInput,
  ESSAY_TOPIC_MESSAGES as M,
} from "#domain/admin/essay-topics";
import type { EnemYears, EssayTopic } from "#domain/essays/api";
import { essayTopics } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let admin: Student;
let editor: Student;
let suporte: Student;
let student: Student;
let ENEM_2019: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
  student = await createStudent(t);
  ENEM_2019 = await enemTopicId(2019);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const URL = "/api/admin/essay-topics";
const ZERO_ID = "00000000-0000-4000-8000-000000000000";

/** The seeded official topic of a year's regular application. */
async function enemTopicId(year: number): Promise<string> {
  const [row] = await t.database.db
    .select({ id: essayTopics.id })
    .from(essayTopics)
    .where(
      and(
        eq(essayTopics.source, "enem_historico"),
        eq(essayTopics.year, year),
        eq(essayTopics.application, "regular"),
      ),
    );
  if (!row) throw new Error(`no ENEM ${year} topic seeded`);
  return row.id;
}

function topicForm(overrides: Partial<EssayTopicInput> = {}): EssayTopicInput {
  return {
    title: "O papel das bibliotecas comunitárias na formação de leitores",
    description: "Discuta como bibliotecas de bairro ampliam o acesso à leitura.",
    instructions: "Redija um texto dissertativo-argumentativo em modalidade escrita formal.",
    supportingTexts: [
      {
        label: "Texto I",
        text: "Pesquisa mostra que 44% dos brasileiros não leem.",
        source: "Retratos da Leitura",
      },
      { label: "", text: "Um texto sem rótulo nem fonte.", source: "" },
    ],
    keywords: [" leitura ", "bibliotecas", "", "Leitura"],
    examType: "enem",
    difficulty: "medio",
    year: null,
    application: null,
    source: "autoral",
    category: "educacao",
    active: true,
    ...overrides,
  };
}

async function listTopics(who: Student, query = ""): Promise<AdminEssayTopicsPage> {
  const answer = await who.get(`${URL}?pageSize=100${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function auditOf(id: string) {
  const page = (
    await admin.get(`/api/admin/audit?targetType=essay_topic&targetId=${id}`)
  ).json() as AdminAuditPage;
  return page.items;
}

async function create(form: EssayTopicInput = topicForm()): Promise<AdminEssayTopic> {
  const answer = await editor.post(URL, form);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().topic;
}

const studentEnem = (query: string) => student.get(`/api/essays/topics/enem?${query}`);

describe("who reaches /api/admin/essay-topics", () => {
  it("answers 401 to a visitor and 403 to a student and support, changing nothing", async () => {
    const calls = [
      { method: "GET" as const, url: URL },
      { method: "POST" as const, url: URL, payload: topicForm({ title: "Intruso" }) },
      { method: "PUT" as const, url: `${URL}/${ENEM_2019}`, payload: topicForm({ title: "Intruso" }) },
      { method: "PUT" as const, url: `${URL}/${ENEM_2019}/active`, payload: { active: false } },
      { method: "DELETE" as const, url: `${URL}/${ENEM_2019}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [student, suporte])
        expect((await who.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(essayTopics).where(eq(essayTopics.id, ENEM_2019));
    expect(row).toMatchObject({ active: true, staffEditedAt: null });
    expect((await listTopics(admin, "&q=Intruso")).total).toBe(0);
  });
});

describe("the list", () => {
  it("lists the seeded topics with filters over title (ignoring accents), source, category and status, paged", async () => {
    const all = await listTopics(editor);
    expect(all.total).toBeGreaterThan(10);
    expect(all.items[0]?.source).toBe("enem_historico");
    const enem2019 = all.items.find((i) => i.id === ENEM_2019);
    expect(enem2019).toMatchObject({ year: 2019, application: "regular", active: true, essays: 0 });
    expect(enem2019!.supportingTexts.length).toBeGreaterThan(1);
    expect(enem2019!.supportingTexts[0]).toEqual({
      label: expect.any(String),
      text: expect.any(String),
      source: expect.any(String),
    });

    const word = enem2019!.title.split(" ").find((w) => w.length > 6)!;
    const plain = word
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toUpperCase();
    const byText = await listTopics(editor, `&q=${encodeURIComponent(plain)}`);
    expect(byText.items.map((i) => i.id)).toContain(ENEM_2019);
    expect(byText.items.every((i) => i.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const autorais = await listTopics(editor, "&source=autoral");
    expect(autorais.items.length).toBeGreaterThan(0);
    expect(autorais.items.every((i) => i.source === "autoral")).toBe(true);
    const saude = await listTopics(editor, "&category=saude_publica");
    expect(saude.items.every((i) => i.category === "saude_publica")).toBe(true);

    const paged = await editor.get(`${URL}?page=2&pageSize=3`);
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(paged.json().items).toHaveLength(3);
    expect((await editor.get(`${URL}?source=fuvest`)).statusCode).toBe(400);
  });

  it("leaves out topics generated for one student", async () => {
    const [generated] = await t.database.db
      .insert(essayTopics)
      .values({ title: "Tema gerado só para a Ana", source: "autoral", generatedForUserId: student.id })
      .returning();
    const list = await listTopics(editor, "&q=gerado");
    expect(list.items.map((i) => i.id)).not.toContain(generated!.id);
    expect((await editor.put(`${URL}/${generated!.id}/active`, { active: false })).statusCode).toBe(404);
  });
});

describe("creating and editing", () => {
  it("refuses bad input with pt-BR messages and saves nothing", async () => {
    const bad: [EssayTopicInput, string][] = [
      [topicForm({ title: "   " }), M.titleRequired],
      [topicForm({ title: "x".repeat(201) }), M.titleTooLong],
      [topicForm({ year: 1990 }), M.yearInvalid],
      [topicForm({ year: 2023.5 }), M.yearInvalid],
      [topicForm({ source: "enem_historico", year: null }), M.yearRequired],
      [topicForm({ supportingTexts: [{ label: "Texto I", text: "  ", source: "" }] }), M.textRequired],
      [topicForm({ examType: "ENEM 2024!" }), M.examTypeInvalid],
      [topicForm({ keywords: Array.from({ length: 16 }, (_, i) => `palavra ${i}`) }), M.tooManyKeywords],
      [{ ...topicForm(), difficulty: "impossivel" as "medio" }, M.difficultyInvalid],
      [{ ...topicForm(), category: "esportes" as "educacao" }, M.categoryInvalid],
      [{ ...topicForm(), source: "vestibular" as "autoral" }, M.sourceInvalid],
    ];
    for (const [body, message] of bad) {
      const answer = await editor.post(URL, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await listTopics(editor, "&q=bibliotecas comunitarias")).total).toBe(0);
  });

  it("creates a topic with every field, marked as staff's, audited, and offered to students", async () => {
    const topic = await create();
    expect(topic).toMatchObject({
      title: "O papel das bibliotecas comunitárias na formação de leitores",
      keywords: ["leitura", "bibliotecas"],
      examType: "enem",
      difficulty: "medio",
      source: "autoral",
      category: "educacao",
      application: null,
      active: true,
      essays: 0,
    });
    expect(topic.staffEditedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(essayTopics).where(eq(essayTopics.id, topic.id));
    expect(row!.supportingTexts).toEqual([
      {
        rotulo: "Texto I",
        texto: "Pesquisa mostra que 44% dos brasileiros não leem.",
        fonte: "Retratos da Leitura",
      },
      { rotulo: "", texto: "Um texto sem rótulo nem fonte.", fonte: "" },
    ]);
    const [entry] = await auditOf(topic.id);
    expect(entry).toMatchObject({ action: "essay_topic.create", before: null, actor: { id: editor.id } });
    expect(entry!.after).toMatchObject({ title: topic.title, category: "educacao" });

    const seen = (await student.get(`/api/essays/topics/${topic.id}`)).json() as EssayTopic;
    expect(seen.supportingTexts[1]).toEqual({
      label: "",
      text: "Um texto sem rótulo nem fonte.",
      source: "",
    });
  });

  it("edits an ENEM topic: the student's chooser shows the new title and texts, the audit keeps before and after", async () => {
    const before = (await listTopics(editor, "&source=enem_historico")).items.find(
      (i) => i.id === ENEM_2019,
    )!;
    const form = topicForm({
      ...before,
      source: "enem_historico",
      difficulty: "dificil",
      category: before.category as EssayTopicInput["category"],
      application: "regular",
      title: "Democratização do acesso ao cinema no Brasil (revisado)",
      supportingTexts: [
        { label: "Texto novo", text: "Um texto de apoio escrito pela equipe.", source: "Equipe Rumo" },
      ],
    });
    const answer = await editor.put(`${URL}/${ENEM_2019}`, form);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(M.updated);

    const seen = (await studentEnem("ano=2019")).json() as EssayTopic;
    expect(seen.id).toBe(ENEM_2019);
    expect(seen.title).toBe("Democratização do acesso ao cinema no Brasil (revisado)");
    expect(seen.supportingTexts).toEqual([
      { label: "Texto novo", text: "Um texto de apoio escrito pela equipe.", source: "Equipe Rumo" },
    ]);
    const years = (await student.get("/api/essays/topics/enem/years")).json();
    expect(JSON.stringify(years)).toContain("(revisado)");

    const [entry] = await auditOf(ENEM_2019);
    expect(entry).toMatchObject({ action: "essay_topic.update", actor: { id: editor.id } });
    expect(entry!.before).toMatchObject({ title: before.title, difficulty: before.difficulty });
    expect(entry!.after).toMatchObject({ title: form.title, difficulty: "dificil" });
    expect(Object.keys(entry!.after as object)).not.toContain("keywords");
  });

  it("refuses a second active ENEM topic of the same year and application", async () => {
    const twin = await editor.post(
      URL,
      topicForm({ source: "enem_historico", year: 2019, application: "regular" }),
    );
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toMatchObject({ message: M.enemTaken, details: { fields: { year: M.enemTaken } } });
    const inactive = await create(
      topicForm({ title: "Tema ENEM reserva", source: "enem_historico", year: 2019, active: false }),
    );
    expect(inactive.application).toBe("regular");
    expect((await editor.put(`${URL}/${inactive.id}/active`, { active: true })).statusCode).toBe(400);
  });

  it("a new year's official topic reaches the student's chooser: the year is listed and loads", async () => {
    const yearsBefore = (await student.get("/api/essays/topics/enem/years")).json() as EnemYears;
    expect(yearsBefore.years.map((y) => y.year)).not.toContain(2024);
    expect((await studentEnem("ano=2024")).statusCode).toBe(404);

    const topic = await create(
      topicForm({
        title: "Desafios para a valorização da herança africana no Brasil",
        source: "enem_historico",
        year: 2024,
      }),
    );
    const years = (await student.get("/api/essays/topics/enem/years")).json() as EnemYears;
    expect(years.years.find((y) => y.year === 2024)?.applications).toEqual([
      { application: "regular", title: topic.title },
    ]);
    const loaded = await studentEnem("ano=2024");
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect((loaded.json() as EssayTopic).id).toBe(topic.id);
  });

  it("answers 404 for an unknown topic and 400 for a malformed id", async () => {
    expect((await editor.put(`${URL}/${ZERO_ID}`, topicForm())).statusCode).toBe(404);
    expect((await editor.delete(`${URL}/${ZERO_ID}`)).statusCode).toBe(404);
    expect((await editor.delete(`${URL}/nao-e-um-id`)).statusCode).toBe(400);
  });
});

describe("active switch and deletion", () => {
  it("a deactivated ENEM topic is no longer offered; activating brings it back", async () => {
    const id = await enemTopicId(2018);
    const off = await editor.put(`${URL}/${id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: M.deactivated, topic: { active: false } });
    expect((await studentEnem("ano=2018&aplicacao=regular")).statusCode).toBe(404);
    const years = (await student.get("/api/essays/topics/enem/years")).json() as {
      years: { year: number; applications: { application: string }[] }[];
    };
    expect(years.years.find((y) => y.year === 2018)?.applications ?? []).not.toContainEqual(
      expect.objectContaining({ application: "regular" }),
    );
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "essay_topic.deactivate",
      before: { active: true },
      after: { active: false },
    });

    expect((await editor.put(`${URL}/${id}/active`, { active: true })).json().message).toBe(M.activated);
    expect((await studentEnem("ano=2018&aplicacao=regular")).json().id).toBe(id);
  });

  it("deletes a topic no essay uses, and deactivates (not deletes) one a student essay uses", async () => {
    const spare = await create(topicForm({ title: "Tema para excluir" }));
    const gone = await editor.delete(`${URL}/${spare.id}`);
    expect(gone.json()).toEqual({ outcome: "deleted", message: M.deleted });
    expect(await t.database.db.select().from(essayTopics).where(eq(essayTopics.id, spare.id))).toHaveLength(
      0,
    );
    expect((await auditOf(spare.id))[0]).toMatchObject({ action: "essay_topic.delete", after: null });

    const used = await create(topicForm({ title: "Tema com redação" }));
    const writer = await createStudent(t, { plan: "estudante" });
    const draft = await writer.post("/api/essays", {
      topicId: used.id,
      content: "Primeiro parágrafo.",
      secondsSpent: 5,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const kept = await editor.delete(`${URL}/${used.id}`);
    expect(kept.json()).toEqual({ outcome: "deactivated", message: M.keptInactive });
    const listed = (await listTopics(editor, "&q=Tema com reda")).items[0];
    expect(listed).toMatchObject({ id: used.id, active: false, essays: 1 });
    const essay = (await writer.get(`/api/essays/${draft.json().id}`)).json();
    expect(essay.topic?.title ?? essay.topicTitle).toBe("Tema com redação");
    expect((await auditOf(used.id))[0]).toMatchObject({ action: "essay_topic.deactivate" });
  });
});
