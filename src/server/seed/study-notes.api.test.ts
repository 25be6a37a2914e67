import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studyNotes } from "#server/db/schema/index";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import {
  loadStudyNotes,
  type StudyNotesFile,
  seedStudyNotes,
  studyNoteIdOf,
  topicIdOf,
} from "./study-notes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const notes = loadStudyNotes();
const allRows = () => t.database.db.select().from(studyNotes).orderBy(asc(studyNotes.id));

describe("seeding the study notes", () => {
  it("stores every card of content/study-notes under its question-bank topic, with stable ids", async () => {
    const rows = await allRows();
    const cards = notes.flatMap((s) => s.assuntos.flatMap((a) => a.fichas));
    expect(rows).toHaveLength(cards.length);
    const [subject] = notes;
    const topic = subject!.assuntos[0]!;
    const card = topic.fichas[0]!;
    const row = rows.find((r) => r.id === studyNoteIdOf(subject!.materia, topic.nome, card.titulo));
    expect(row).toMatchObject({
      topicId: topicIdOf(subject!.materia, topic.nome),
      title: card.titulo,
      content: card.conteudo,
      checkQuestion: card.pergunta ?? null,
      position: 1,
    });
  });

  it("is idempotent, updates edited cards and removes cards taken out of the files", async () => {
    const before = await allRows();
    await seedStudyNotes(t.database.db, notes);
    expect(await allRows()).toEqual(before);

    // One card edited, one renamed (a new id), the rest of the first topic removed.
    const [first, ...others] = notes as [StudyNotesFile, ...StudyNotesFile[]];
    const [topic, ...topics] = first.assuntos;
    const [edited, renamed] = topic!.fichas;
    const changed: StudyNotesFile[] = [
      {
        ...first,
        assuntos: [
          {
            ...topic!,
            fichas: [
              { ...edited!, conteudo: "Texto revisto." },
              { ...renamed!, titulo: "Ficha nova" },
            ],
          },
          ...topics,
        ],
      },
      ...others,
    ];
    await seedStudyNotes(t.database.db, changed);
    const after = await allRows();
    // The topic keeps two cards: the edited one and the renamed one (under a new id).
    const removed = topic!.fichas.length - 2;
    expect(after).toHaveLength(before.length - removed);
    const editedId = studyNoteIdOf(first.materia, topic!.nome, edited!.titulo);
    expect(after.find((r) => r.id === editedId)?.content).toBe("Texto revisto.");
    expect(after.some((r) => r.id === studyNoteIdOf(first.materia, topic!.nome, renamed!.titulo))).toBe(
      false,
    );
    expect(after.some((r) => r.id === studyNoteIdOf(first.materia, topic!.nome, "Ficha nova"))).toBe(true);

    await seedStudyNotes(t.database.db, notes);
    expect((await allRows()).map(({ updatedAt: _u, ...r }) => r)).toEqual(
      before.map(({ updatedAt: _u, ...r }) => r),
    );
  });
});
