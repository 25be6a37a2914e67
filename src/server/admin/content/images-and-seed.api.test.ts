import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import type { ExerciseList } from "#domain/practice/api";
import { contentImages, exercises, questions, topics } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { auditOf, exerciseWith, mcQuestion, PNG_1X1, uploadImage } from "./test-fixtures.ts";

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
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe("statement images", () => {
  it("stores an image with its alt text, serves it with its type and a long cache, and a question shows it", async () => {
    const res = await uploadImage(editor, PNG_1X1, "Gráfico de barras [2020]");
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      url: `/api/content-images/${image.id}`,
      alt: "Gráfico de barras [2020]",
      message: M.imageUploaded,
    });
    expect(image.markdown).toBe(`![Gráfico de barras \\[2020\\]](/api/content-images/${image.id})`);

    const served = await t.app.inject(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    const missing = await t.app.inject("/api/content-images/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.imageNotFound);

    const { exercise } = await exerciseWith(editor, [
      mcQuestion({ prompt: `Observe:\n\n${image.markdown}\n\n| Ano | Valor |\n| --- | --- |\n| 2020 | 3 |` }),
    ]);
    const student = await createStudent(t);
    const detail = (await student.get(`/api/exercises/${exercise.id}`)).json();
    expect(detail.questions[0].prompt).toContain(image.url);
    // Declared as PNG, read as JPEG from its bytes: stored as what it is.
    const jpeg = await uploadImage(editor, JPEG, "Foto", "image/png");
    expect((await t.app.inject(jpeg.json().url)).headers["content-type"]).toBe("image/jpeg");
    expect((await auditOf(admin, "image", image.id))[0]).toMatchObject({
      action: "image.upload",
      after: { contentType: "image/png", byteSize: PNG_1X1.length, altText: "Gráfico de barras [2020]" },
    });
  });

  it("refuses a file that is not an image by its bytes, one over 2 MB, an empty one and one without alt text", async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contentImages))[0]!.n;
    const pdfAsPng = await uploadImage(editor, Buffer.from("%PDF-1.7 não é imagem"), "Documento");
    expect(pdfAsPng.statusCode).toBe(400);
    expect(pdfAsPng.json().message).toBe(M.imageTypeInvalid);
    const svg = await uploadImage(
      editor,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "Vetor",
      "image/svg+xml",
    );
    expect(svg.json().message).toBe(M.imageTypeInvalid);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await uploadImage(editor, big, "Grande");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(M.imageTooLarge);
    const empty = await uploadImage(editor, Buffer.alloc(0), "Vazia");
    expect(empty.statusCode).toBe(400);
    const noAlt = await uploadImage(editor, PNG_1X1, "   ");
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe(M.imageAltRequired);
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contentImages))[0]!.n;
    expect(after).toBe(before);
  });
});

describe("the seed and staff edits", () => {
  const reseed = async () => {
    // As after a change to the content files: the hashes are forgotten and every step runs.
    await t.database.db.execute(sql`delete from system_settings where key like 'seed_hash:%'`);
    await seedDatabase({ db: t.database.db, log: pino({ level: "silent" }), demoAdmin: false });
  };
  const seededExercises = () =>
    t.database.db
      .select()
      .from(exercises)
      .where(sql`substr(${exercises.id}::text, 15, 1) = '5'`)
      .orderBy(exercises.title);

  it("keeps an edited exercise and its questions, and never brings back a deleted one or topic", async () => {
    const [edited, deleted] = await seededExercises();
    const put = await editor.put(`${c}/exercises/${edited!.id}`, {
      title: "Título da equipe",
      difficulty: "Difícil",
      points: 50,
      estimatedMinutes: 5,
    });
    expect(put.statusCode, put.body).toBe(200);
    const [firstQuestion] = (await editor.get(`${c}/exercises/${edited!.id}/questions`)).json().items;
    const revised = await editor.put(`${c}/questions/${firstQuestion.id}`, {
      ...firstQuestion,
      prompt: "Enunciado revisto pela equipe",
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect((await editor.delete(`${c}/exercises/${deleted!.id}`)).json()).toEqual({
      outcome: "deleted",
      message: M.exerciseDeleted,
    });
    const [topic] = await t.database.db
      .select()
      .from(topics)
      .where(sql`substr(${topics.id}::text, 15, 1) = '5'`)
      .limit(1);
    const renamed = await editor.put(`${c}/topics/${topic!.id}`, {
      name: "Assunto renomeado",
      description: "",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await reseed();

    const [again] = await t.database.db.select().from(exercises).where(eq(exercises.id, edited!.id));
    expect(again).toMatchObject({ title: "Título da equipe", points: 50, archivedAt: null });
    const [q] = await t.database.db.select().from(questions).where(eq(questions.id, firstQuestion.id));
    expect(q?.prompt).toBe("Enunciado revisto pela equipe");
    const list = (await t.app.inject("/api/exercises")).json() as ExerciseList;
    expect(list.exercises.some((e) => e.id === deleted!.id)).toBe(false);
    expect(list.exercises.find((e) => e.id === edited!.id)?.title).toBe("Título da equipe");
    const [topicAfter] = await t.database.db.select().from(topics).where(eq(topics.id, topic!.id));
    expect(topicAfter?.name).toBe("Assunto renomeado");
  });
});
