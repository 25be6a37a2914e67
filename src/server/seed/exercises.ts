import { join } from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { slugify } from "#domain/catalog/slug";
import { type SubjectContent, subjectContentSchema } from "#domain/practice/exercise-content";
import type { Database } from "#server/db/client";
import { exercises, questions, topics } from "#server/db/schema/index";
import { CONTENT_DIR } from "#server/paths";
import { readContentFolder } from "./content-files.ts";
import { stableUuid } from "./stable-id.ts";
import { subjectId } from "./subjects.ts";

export const EXERCISES_DIR = join(CONTENT_DIR, "exercises");

/** Reads and validates every question-bank file (content/exercises/*.json). */
export function loadExerciseContent(dir = EXERCISES_DIR): SubjectContent[] {
  return readContentFolder(dir, subjectContentSchema);
}

/** Rows staff edited or archived in the back office are theirs: the seed neither updates nor revives them. */
const untouchedTopic = sql`${topics.staffEditedAt} is null and ${topics.archivedAt} is null`;
const untouchedExercise = sql`${exercises.staffEditedAt} is null and ${exercises.archivedAt} is null`;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with the widest row (13 columns). */
const ROWS_PER_INSERT = 500;

/** Keeps the last row of each id, as one upsert after the other would leave it. */
function lastById<T extends { id: string }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/**
 * Upserts topics, exercises and questions with ids derived from their place in the content, so a
 * corrected answer key in the files reaches the database on the next start, except where staff
 * edited, deleted (archived) or archived a topic or an exercise: those stay as staff left them,
 * the exercise's questions included. One statement per kind of row and subject (a few per
 * subject instead of several per exercise): the first start seeds the whole bank at once.
 */
export async function seedExercises(db: Database, content: SubjectContent[]): Promise<void> {
  for (const subject of content) {
    const subjectSlug = slugify(subject.materia);
    const subjectRowId = subjectId(subject.materia);
    await db.transaction(async (tx) => {
      const names = subject.assuntos.map((t) => t.nome);
      if (names.length === 0) return;
      const sameNames = await tx
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(and(eq(topics.subjectId, subjectRowId), inArray(topics.name, names)));
      const topicRows = subject.assuntos
        .map((topic) => ({
          topic,
          id: stableUuid(`topic:${subjectSlug}/${slugify(topic.nome)}`),
        }))
        // A topic staff created under this name is theirs; the file's topic waits for another name.
        .filter(({ topic, id }) => sameNames.every((row) => row.name !== topic.nome || row.id === id));
      if (topicRows.length === 0) return;
      await tx
        .insert(topics)
        .values(
          lastById(
            topicRows.map(({ topic, id }) => ({
              id,
              subjectId: subjectRowId,
              name: topic.nome,
              description: topic.descricao,
            })),
          ),
        )
        .onConflictDoUpdate({
          target: topics.id,
          set: { name: sql`excluded.nome`, description: sql`excluded.descricao` },
          where: untouchedTopic,
        });

      const exerciseRows = lastById(
        topicRows.flatMap(({ topic, id: topicId }) =>
          topic.exercicios.map((exercise) => ({
            exercise,
            id: stableUuid(`exercise:${subjectSlug}/${slugify(exercise.titulo)}`),
            topicId,
          })),
        ),
      );
      if (exerciseRows.length === 0) return;
      for (const part of chunks(exerciseRows))
        await tx
          .insert(exercises)
          .values(
            part.map(({ exercise, id, topicId }) => ({
              id,
              topicId,
              title: exercise.titulo,
              description: exercise.descricao,
              difficulty: exercise.dificuldade,
              points: exercise.pontos,
              estimatedMinutes: exercise.tempo_estimado,
            })),
          )
          .onConflictDoUpdate({
            target: exercises.id,
            set: {
              topicId: sql`excluded.assunto_id`,
              title: sql`excluded.titulo`,
              description: sql`excluded.descricao`,
              difficulty: sql`excluded.dificuldade`,
              points: sql`excluded.pontos`,
              estimatedMinutes: sql`excluded.tempo_estimado`,
              updatedAt: sql`now()`,
            },
            where: untouchedExercise,
          });
      const staffOwned = await tx
        .select({ id: exercises.id })
        .from(exercises)
        .where(
          and(
            inArray(
              exercises.id,
              exerciseRows.map((e) => e.id),
            ),
            sql`not (${untouchedExercise})`,
          ),
        );
      const skipped = new Set(staffOwned.map((e) => e.id));
      const questionRows = lastById(
        exerciseRows
          .filter((e) => !skipped.has(e.id))
          .flatMap(({ exercise, id: exerciseId }) =>
            exercise.questoes.map((q, index) => ({
              id: stableUuid(`question:${exerciseId}/${index + 1}`),
              exerciseId,
              prompt: q.pergunta,
              type: q.tipo,
              options: q.opcoes,
              correctAnswer: q.resposta_correta,
              explanation: q.explicacao,
              difficulty: q.dificuldade ?? null,
              competency: q.competencia ?? null,
              skill: q.habilidade ?? null,
              optionNotes: q.comentarios_opcoes ?? null,
              source: q.fonte ?? null,
              position: index + 1,
            })),
          ),
      );
      for (const part of chunks(questionRows))
        await tx
          .insert(questions)
          .values(part)
          .onConflictDoUpdate({
            target: questions.id,
            set: {
              prompt: sql`excluded.pergunta`,
              type: sql`excluded.tipo`,
              options: sql`excluded.opcoes`,
              correctAnswer: sql`excluded.resposta_correta`,
              explanation: sql`excluded.explicacao`,
              difficulty: sql`excluded.dificuldade`,
              competency: sql`excluded.competencia`,
              skill: sql`excluded.habilidade`,
              optionNotes: sql`excluded.comentarios_opcoes`,
              source: sql`excluded.fonte`,
              position: sql`excluded.ordem`,
            },
          });
    });
  }
}
