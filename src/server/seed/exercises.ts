import { join } from "node:path";
import { sql } from "drizzle-orm";
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

/**
 * Upserts topics, exercises and questions with ids derived from their place in the content, so a
 * corrected answer key in the files reaches the database on the next start.
 */
export async function seedExercises(db: Database, content: SubjectContent[]): Promise<void> {
  for (const subject of content) {
    const subjectSlug = slugify(subject.materia);
    await db.transaction(async (tx) => {
      for (const topic of subject.assuntos) {
        const topicId = stableUuid(`topic:${subjectSlug}/${slugify(topic.nome)}`);
        await tx
          .insert(topics)
          .values({
            id: topicId,
            subjectId: subjectId(subject.materia),
            name: topic.nome,
            description: topic.descricao,
          })
          .onConflictDoUpdate({ target: topics.id, set: { name: topic.nome, description: topic.descricao } });
        for (const exercise of topic.exercicios) {
          const exerciseId = stableUuid(`exercise:${subjectSlug}/${slugify(exercise.titulo)}`);
          const values = {
            topicId,
            title: exercise.titulo,
            description: exercise.descricao,
            difficulty: exercise.dificuldade,
            points: exercise.pontos,
            estimatedMinutes: exercise.tempo_estimado,
          };
          await tx
            .insert(exercises)
            .values({ id: exerciseId, ...values })
            .onConflictDoUpdate({ target: exercises.id, set: { ...values, updatedAt: sql`now()` } });
          const rows = exercise.questoes.map((q, index) => ({
            id: stableUuid(`question:${exerciseId}/${index + 1}`),
            exerciseId,
            prompt: q.pergunta,
            type: q.tipo,
            options: q.opcoes,
            correctAnswer: q.resposta_correta,
            explanation: q.explicacao,
            position: index + 1,
          }));
          await tx
            .insert(questions)
            .values(rows)
            .onConflictDoUpdate({
              target: questions.id,
              set: {
                prompt: sql`excluded.pergunta`,
                type: sql`excluded.tipo`,
                options: sql`excluded.opcoes`,
                correctAnswer: sql`excluded.resposta_correta`,
                explanation: sql`excluded.explicacao`,
                position: sql`excluded.ordem`,
              },
            });
        }
      }
    });
  }
}
