import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEssayTopic, EssayTopicInput } from "#domain/admin/essay-topics";
import { essayTopics } from "#server/db/schema/index";
import { createStaff, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { enemTopicId, loadEssayTopicContent, originalTopicId, seedEssayTopics } from "./essay-topics.ts";

let t: TestApp;
let editor: Student;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, "editor");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const content = loadEssayTopicContent();
const URL = "/api/admin/essay-topics";
const rowOf = async (id: string) =>
  (await t.database.db.select().from(essayTopics).where(eq(essayTopics.id, id)))[0];

async function adminView(id: string): Promise<AdminEssayTopic> {
  const page = await editor.get(`${URL}?pageSize=100`);
  const topic = (page.json().items as AdminEssayTopic[]).find((i) => i.id === id);
  if (!topic) throw new Error(`topic ${id} not listed`);
  return topic;
}

const formOf = (topic: AdminEssayTopic, overrides: Partial<EssayTopicInput>): EssayTopicInput => ({
  ...topic,
  difficulty: topic.difficulty as EssayTopicInput["difficulty"],
  source: topic.source as EssayTopicInput["source"],
  category: topic.category as EssayTopicInput["category"],
  application: topic.application as EssayTopicInput["application"],
  ...overrides,
});

describe("the seed and what staff changed", () => {
  it("never overwrites a topic staff edited, nor re-creates one staff deleted, and still updates the rest", async () => {
    const enem = content.enem.find((e) => e.ano === 2017 && e.aplicacao === "regular")!;
    const edited = enemTopicId(enem);
    const original = content.autorais[0]!;
    const deleted = originalTopicId(original);
    const untouched = enemTopicId(content.enem.find((e) => e.ano === 2016 && e.aplicacao === "regular")!);

    const saved = await editor.put(
      `${URL}/${edited}`,
      formOf(await adminView(edited), {
        title: "Tema editado pela equipe",
        supportingTexts: [{ label: "Texto da equipe", text: "Escrito no painel.", source: "" }],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await editor.delete(`${URL}/${deleted}`)).json().outcome).toBe("deleted");

    // The files change (a new release): the seed runs again over every topic.
    const changed = {
      enem: content.enem.map((e) => ({ ...e, descricao: `${e.descricao} (revisão)` })),
      autorais: content.autorais.map((a) => ({ ...a, descricao: `${a.descricao} (revisão)` })),
    };
    await seedEssayTopics(t.database.db, changed);

    const kept = await rowOf(edited);
    expect(kept).toMatchObject({ title: "Tema editado pela equipe", description: enem.descricao });
    expect(kept!.supportingTexts).toEqual([
      { rotulo: "Texto da equipe", texto: "Escrito no painel.", fonte: "" },
    ]);
    expect(kept!.staffEditedAt).not.toBeNull();
    expect(await rowOf(deleted)).toBeUndefined();
    expect((await rowOf(untouched))!.description).toMatch(/\(revisão\)$/);
  });
});
