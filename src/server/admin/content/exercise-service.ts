import type { z } from "zod";
import type { AdminExercises, exerciseInputSchema, Removed } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { recordAudit } from "#server/core/audit";
import type { Database, Queryable } from "#server/db/client";
import { NotFoundError } from "#server/http/errors";
import { adminExerciseDto, adminSubjectDto, adminTopicDto, changedFields } from "./dto.ts";
import {
  copyQuestions,
  deleteExercise,
  type ExerciseRow,
  findExerciseFacts,
  insertExercise,
  listExercises,
  lockExercise,
  updateExercise,
} from "./exercise-repository.ts";
import { isSeededId } from "./seeded.ts";
import { findSubject, findTopic } from "./subject-repository.ts";

type ExerciseValues = z.output<typeof exerciseInputSchema>;

const MAX_TITLE = 160;
const exerciseView = (e: ExerciseRow) => ({
  topicId: e.topicId,
  title: e.title,
  description: e.description,
  difficulty: e.difficulty,
  points: e.points,
  estimatedMinutes: e.estimatedMinutes,
});

/** "Título" → "Título (Cópia)", within the title's length. */
export function copyTitle(title: string): string {
  return `${title.slice(0, MAX_TITLE - M.copySuffix.length)}${M.copySuffix}`;
}

/**
 * Exercises in the back office. Deleting never destroys a student's history: an exercise with
 * answers is archived (it leaves every list and new attempts; results stay readable).
 */
export function createExerciseService(deps: { db: Database }) {
  const { db } = deps;

  async function mustFindTopic(tx: Queryable, id: string) {
    const topic = await findTopic(tx, id);
    if (!topic) throw new NotFoundError(M.topicNotFound);
    return topic;
  }

  async function mustLock(tx: Queryable, id: string) {
    const exercise = await lockExercise(tx, id);
    if (!exercise) throw new NotFoundError(M.exerciseNotFound);
    return exercise;
  }

  async function audit(
    tx: Queryable,
    actorId: string,
    action:
      | "exercise.create"
      | "exercise.update"
      | "exercise.duplicate"
      | "exercise.delete"
      | "exercise.archive",
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    now: Date,
  ) {
    await recordAudit(tx, { actorId, action, targetType: "exercise", targetId: id, before, after }, now);
  }

  return {
    /** The topic's exercises in title order; `q` searches titles ignoring accents and case. */
    async list(topicId: string, search: string | undefined): Promise<AdminExercises> {
      const topic = await mustFindTopic(db, topicId);
      const subject = await findSubject(db, topic.subjectId);
      const rows = await listExercises(db, topicId, search?.trim() || null);
      rows.sort((a, b) => a.title.localeCompare(b.title, "pt-BR"));
      return {
        topic: adminTopicDto(topic),
        subject: adminSubjectDto(subject!),
        items: rows.map(adminExerciseDto),
      };
    },

    async create(actorId: string, topicId: string, values: ExerciseValues, now: Date) {
      const exercise = await db.transaction(async (tx) => {
        await mustFindTopic(tx, topicId);
        const row = await insertExercise(tx, {
          topicId,
          ...values,
          description: values.description || null,
          staffEditedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await audit(tx, actorId, "exercise.create", row.id, null, exerciseView(row), now);
        return findExerciseFacts(tx, row.id);
      });
      return { exercise: adminExerciseDto(exercise), message: M.exerciseCreated };
    },

    async update(actorId: string, id: string, values: ExerciseValues, now: Date) {
      const exercise = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        await updateExercise(tx, id, {
          ...values,
          description: values.description || null,
          staffEditedAt: now,
          updatedAt: now,
        });
        const after = await findExerciseFacts(tx, id);
        const diff = changedFields(exerciseView(before), exerciseView(after));
        if (diff.changed) await audit(tx, actorId, "exercise.update", id, diff.before, diff.after, now);
        return after;
      });
      return { exercise: adminExerciseDto(exercise), message: M.exerciseUpdated };
    },

    /** A copy titled '… (Cópia)' in the same topic, with every current question (image references included). */
    async duplicate(actorId: string, id: string, now: Date) {
      const copy = await db.transaction(async (tx) => {
        const source = await mustLock(tx, id);
        const row = await insertExercise(tx, {
          ...exerciseView(source),
          title: copyTitle(source.title),
          staffEditedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        const questions = await copyQuestions(tx, id, row.id);
        await audit(
          tx,
          actorId,
          "exercise.duplicate",
          row.id,
          { sourceId: id },
          {
            ...exerciseView(row),
            questions,
          },
          now,
        );
        return findExerciseFacts(tx, row.id);
      });
      return { exercise: adminExerciseDto(copy), message: M.exerciseDuplicated };
    },

    /**
     * Deleted with its questions, unless students answered it: then it is archived and its results
     * stay in their history. A seeded exercise is archived as well, so the seed does not bring it back.
     */
    async remove(actorId: string, id: string, now: Date): Promise<Removed> {
      return db.transaction(async (tx) => {
        const exercise = await mustLock(tx, id);
        if (exercise.answered || isSeededId(id)) {
          await updateExercise(tx, id, { archivedAt: now, staffEditedAt: now, updatedAt: now });
          await audit(
            tx,
            actorId,
            "exercise.archive",
            id,
            exerciseView(exercise),
            {
              archivedAt: now.toISOString(),
              reason: exercise.answered ? "answered" : "seeded",
            },
            now,
          );
          return exercise.answered
            ? { outcome: "archived" as const, message: M.exerciseArchived }
            : { outcome: "deleted" as const, message: M.exerciseDeleted };
        }
        await deleteExercise(tx, id);
        await audit(
          tx,
          actorId,
          "exercise.delete",
          id,
          { ...exerciseView(exercise), questions: exercise.questionCount },
          null,
          now,
        );
        return { outcome: "deleted" as const, message: M.exerciseDeleted };
      });
    },
  };
}
