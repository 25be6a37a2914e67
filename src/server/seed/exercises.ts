import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
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

/**
 * Upserts topics, exercises and questions with ids derived from their place in the content, so a
 * corrected answer key in the files reaches the database on the next start, except where staff
 * edited, deleted (archived) or archived a topic or an exercise: those stay as staff left them,
 * the exercise's questions included.
 */
export async function seedExercises(db: Database, content: SubjectContent[]): Promise<void> {
  for (const subject of content) {
    const subjectSlug = slugify(subject.materia);
    await db.transaction(async (tx) => {
      for (const topic of subject.assuntos) {
        const topicId = stableUuid(`topic:${subjectSlug}/${slugify(topic.nome)}`);
        const [sameName] = await tx
          .select({ id: topics.id })
          .from(topics)
          .where(and(eq(topics.subjectId, subjectId(subject.materia)), eq(topics.name, topic.nome)));
        // A topic staff created under this name is theirs; the file's topic waits for another name.
        if (sameName && sameName.id !== topicId) continue;
        await tx
          .insert(topics)
          .values({
            id: topicId,
            subjectId: subjectId(subject.materia),
            name: topic.nome,
            description: topic.descricao,
          })
          .onConflictDoUpdate({
            target: topics.id,
            set: { name: topic.nome, description: topic.descricao },
            where: untouchedTopic,
          });
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
            .onConflictDoUpdate({
              target: exercises.id,
              set: { ...values, updatedAt: sql`now()` },
              where: untouchedExercise,
            });
          const [state] = await tx
            .select({ staffEditedAt: exercises.staffEditedAt, archivedAt: exercises.archivedAt })
            .from(exercises)
            .where(eq(exercises.id, exerciseId));
          if (state?.staffEditedAt || state?.archivedAt) continue;
          const rows = exercise.questoes.map((q, index) => ({
            id: stableUuid(`question:${exerciseId}/${index + 1}`),
            exerciseId,
            prompt: q.pergunta,
            type: q.tipo,
            options: q.opcoes,
            correctAnswer: q.resposta_correta,
            explanation: q.explicacao,
            difficulty: q.dificuldade ?? null,
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
                difficulty: sql`excluded.dificuldade`,
                position: sql`excluded.ordem`,
              },
            });
        }
      }
    });
  }
}
