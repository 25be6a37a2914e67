import { join } from "node:path";
import { notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { slugify } from "#domain/catalog/slug";
import { formulaKeysOfLatex } from "#domain/tutor/formula-keys";
import type { Database } from "#server/db/client";
import { studyNotes } from "#server/db/schema/index";
import { CONTENT_DIR } from "#server/paths";
import { readContentFolder } from "./content-files.ts";
import { stableUuid } from "./stable-id.ts";

export const STUDY_NOTES_DIR = join(CONTENT_DIR, "study-notes");

/** Shape of `content/study-notes/<subject-slug>.json`; topics are named exactly as in the question bank. */
const studyNoteSchema = z.object({
  titulo: z.string().min(3),
  /** Markdown; math between $ … $; money written R\$ so it does not open a formula. */
  conteudo: z.string().min(1),
  /** What the tutor asks back after teaching the card, so the student applies it (Socratic). */
  pergunta: z.string().min(10).optional(),
  /** How students ask for the card in a chat ("como faz bhaskara"): searched, never shown. */
  frases: z.array(z.string().min(3)).default([]),
  /** Mistakes students make on the card, Markdown like `conteudo`, with the wrong value they give. */
  erros: z.array(z.string().min(10)).default([]),
});

export const studyNotesFileSchema = z.object({
  materia: z.string(),
  assuntos: z.array(z.object({ nome: z.string().min(3), fichas: z.array(studyNoteSchema).min(1) })),
});

export type StudyNotesFile = z.infer<typeof studyNotesFileSchema>;

export function loadStudyNotes(dir = STUDY_NOTES_DIR): StudyNotesFile[] {
  return readContentFolder(dir, studyNotesFileSchema);
}

/** The topic id the question-bank seed gives a topic (seed/exercises.ts), which the notes hang on. */
export function topicIdOf(subjectName: string, topicName: string): string {
  return stableUuid(`topic:${slugify(subjectName)}/${slugify(topicName)}`);
}

export function studyNoteIdOf(subjectName: string, topicName: string, title: string): string {
  return stableUuid(`study-note:${slugify(subjectName)}/${slugify(topicName)}/${slugify(title)}`);
}

/**
 * Upserts every card with an id from its subject, topic and title, and deletes cards no longer in
 * the files (a renamed card gets a new id). Runs after the question bank, whose topics it needs.
 */
export async function seedStudyNotes(db: Database, content: StudyNotesFile[]): Promise<void> {
  const rows = content.flatMap((subject) =>
    subject.assuntos.flatMap((topic) =>
      topic.fichas.map((note, index) => ({
        id: studyNoteIdOf(subject.materia, topic.nome, note.titulo),
        topicId: topicIdOf(subject.materia, topic.nome),
        title: note.titulo,
        content: note.conteudo,
        checkQuestion: note.pergunta ?? null,
        mistakes: note.erros,
        searchText: [...note.frases, ...formulaKeysOfLatex([note.conteudo, ...note.erros].join(" "))].join(
          " · ",
        ),
        position: index + 1,
      })),
    ),
  );
  await db.transaction(async (tx) => {
    if (rows.length === 0) {
      await tx.delete(studyNotes);
      return;
    }
    await tx.delete(studyNotes).where(
      notInArray(
        studyNotes.id,
        rows.map((r) => r.id),
      ),
    );
    for (let i = 0; i < rows.length; i += 100)
      await tx
        .insert(studyNotes)
        .values(rows.slice(i, i + 100))
        .onConflictDoUpdate({
          target: studyNotes.id,
          set: {
            topicId: sql`excluded.assunto_id`,
            title: sql`excluded.titulo`,
            content: sql`excluded.conteudo`,
            checkQuestion: sql`excluded.pergunta`,
            mistakes: sql`excluded.erros`,
            searchText: sql`excluded.busca`,
            position: sql`excluded.ordem`,
            updatedAt: sql`now()`,
          },
          // Unchanged cards keep their row (and updated_at) as it was.
          setWhere: sql`(${studyNotes.topicId}, ${studyNotes.title}, ${studyNotes.content}, ${studyNotes.checkQuestion}, ${studyNotes.mistakes}, ${studyNotes.searchText}, ${studyNotes.position})
            is distinct from (excluded.assunto_id, excluded.titulo, excluded.conteudo, excluded.pergunta, excluded.erros, excluded.busca, excluded.ordem)`,
        });
  });
}
