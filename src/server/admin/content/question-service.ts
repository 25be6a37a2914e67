import type { AuditAction } from "#domain/admin/api";
import type { AdminQuestions, QuestionValues, Removed } from "#domain/admin/content";
import { contentImageIds } from "#domain/admin/content-markdown";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { recordAudit } from "#server/core/audit";
import type { Database, Queryable } from "#server/db/client";
import { NotFoundError, ValidationError } from "#server/http/errors";
import { adminExerciseDto, adminQuestionDto, changedFields, questionAuditView } from "./dto.ts";
import { findLiveExercise, lockExercise, updateExercise } from "./exercise-repository.ts";
import {
  deleteQuestion,
  exerciseOfQuestion,
  existingImages,
  insertQuestion,
  listQuestions,
  lockQuestion,
  type QuestionRow,
  setPosition,
  updateQuestion,
} from "./question-repository.ts";

/** What a student's answer was graded against: changing it makes a new version. */
const keyOf = (q: { type: string; options: string[]; correctAnswer: string }) =>
  JSON.stringify([q.type, q.options, q.correctAnswer]);

/**
 * The questions of an exercise. A question students answered is never changed under them: an edit
 * of its type, options or key archives it and adds a new version in its place (an attempt keeps the
 * version it answered, see src/domain/practice/attempt.ts), and a delete archives it. Positions of
 * the current questions stay 1..n.
 */
export function createQuestionService(deps: { db: Database }) {
  const { db } = deps;

  async function mustLockExercise(tx: Queryable, id: string) {
    const exercise = await lockExercise(tx, id);
    if (!exercise) throw new NotFoundError(M.exerciseNotFound);
    return exercise;
  }

  /** The question and its exercise, both locked (the exercise first, as every writer here does). */
  async function mustLockQuestion(tx: Queryable, id: string) {
    const exerciseId = await exerciseOfQuestion(tx, id);
    if (!exerciseId) throw new NotFoundError(M.questionNotFound);
    await mustLockExercise(tx, exerciseId);
    const question = await lockQuestion(tx, id);
    if (!question) throw new NotFoundError(M.questionNotFound);
    return question;
  }

  /** Images in the texts must be ones uploaded here (the address rule is checked by the schema). */
  async function refuseMissingImages(tx: Queryable, values: QuestionValues) {
    const ids = [...new Set([...contentImageIds(values.prompt), ...contentImageIds(values.explanation)])];
    const found = await existingImages(tx, ids);
    if (ids.some((id) => !found.has(id))) throw new ValidationError(M.imageNotFound);
  }

  /** The exercise now holds staff's version: the seed leaves it (and its questions) alone. */
  async function touchExercise(tx: Queryable, exerciseId: string, now: Date) {
    await updateExercise(tx, exerciseId, { staffEditedAt: now, updatedAt: now });
  }

  async function compact(tx: Queryable, exerciseId: string) {
    const live = await listQuestions(tx, exerciseId);
    for (const [i, q] of live.entries()) if (q.position !== i + 1) await setPosition(tx, q.id, i + 1);
  }

  async function audit(
    tx: Queryable,
    actorId: string,
    action: AuditAction,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    now: Date,
  ) {
    await recordAudit(tx, { actorId, action, targetType: "question", targetId: id, before, after }, now);
  }

  const columns = (v: QuestionValues) => ({
    type: v.type,
    prompt: v.prompt,
    options: v.options,
    correctAnswer: v.correctAnswer,
    explanation: v.explanation || null,
    difficulty: v.difficulty,
    competency: v.competency,
    skill: v.skill,
    optionNotes: v.optionNotes,
    source: v.source,
  });

  const saved = (row: QuestionRow, answered: boolean) => adminQuestionDto({ ...row, answered });

  return {
    async list(exerciseId: string): Promise<AdminQuestions> {
      const exercise = await findLiveExercise(db, exerciseId);
      if (!exercise) throw new NotFoundError(M.exerciseNotFound);
      return {
        exercise: adminExerciseDto(exercise),
        items: (await listQuestions(db, exerciseId)).map(adminQuestionDto),
      };
    },

    async create(actorId: string, exerciseId: string, values: QuestionValues, now: Date) {
      const question = await db.transaction(async (tx) => {
        const exercise = await mustLockExercise(tx, exerciseId);
        await refuseMissingImages(tx, values);
        const row = await insertQuestion(tx, {
          exerciseId,
          ...columns(values),
          position: exercise.questionCount + 1,
        });
        await touchExercise(tx, exerciseId, now);
        await audit(tx, actorId, "question.create", row.id, null, questionAuditView(row), now);
        return saved(row, false);
      });
      return { question, message: M.questionCreated };
    },

    async update(actorId: string, id: string, values: QuestionValues, now: Date) {
      return db.transaction(async (tx) => {
        const before = await mustLockQuestion(tx, id);
        await refuseMissingImages(tx, values);
        await touchExercise(tx, before.exerciseId, now);
        if (before.answered && keyOf(before) !== keyOf(values)) {
          await updateQuestion(tx, id, { archivedAt: now });
          const next = await insertQuestion(tx, {
            exerciseId: before.exerciseId,
            ...columns(values),
            position: before.position,
            firstVersionId: before.firstVersionId ?? before.id,
          });
          await audit(
            tx,
            actorId,
            "question.update",
            next.id,
            questionAuditView(before),
            {
              ...questionAuditView(next),
              replaces: id,
            },
            now,
          );
          return { question: saved(next, false), message: M.questionVersioned };
        }
        const after = await updateQuestion(tx, id, columns(values));
        const diff = changedFields(questionAuditView(before), questionAuditView(after));
        if (diff.changed) await audit(tx, actorId, "question.update", id, diff.before, diff.after, now);
        return { question: saved(after, before.answered), message: M.questionUpdated };
      });
    },

    /** Archived when students answered it (their results keep it), deleted otherwise. */
    async remove(actorId: string, id: string, now: Date): Promise<Removed> {
      return db.transaction(async (tx) => {
        const question = await mustLockQuestion(tx, id);
        if (question.answered) {
          await updateQuestion(tx, id, { archivedAt: now });
          await audit(
            tx,
            actorId,
            "question.archive",
            id,
            questionAuditView(question),
            {
              archivedAt: now.toISOString(),
            },
            now,
          );
        } else {
          await deleteQuestion(tx, id);
          await audit(tx, actorId, "question.delete", id, questionAuditView(question), null, now);
        }
        await compact(tx, question.exerciseId);
        await touchExercise(tx, question.exerciseId, now);
        return question.answered
          ? { outcome: "archived" as const, message: M.questionArchived }
          : { outcome: "deleted" as const, message: M.questionDeleted };
      });
    },

    /** Swaps the question with its neighbour above or below. */
    async move(actorId: string, id: string, direction: "up" | "down", now: Date) {
      return db.transaction(async (tx) => {
        const question = await mustLockQuestion(tx, id);
        const live = await listQuestions(tx, question.exerciseId);
        const index = live.findIndex((q) => q.id === id);
        const other = live[direction === "up" ? index - 1 : index + 1];
        if (other) {
          await setPosition(tx, id, other.position);
          await setPosition(tx, other.id, question.position);
          await touchExercise(tx, question.exerciseId, now);
          await audit(
            tx,
            actorId,
            "question.reorder",
            question.exerciseId,
            {
              order: live.map((q) => q.id),
            },
            { moved: id, direction },
            now,
          );
        }
        const items = (await listQuestions(tx, question.exerciseId)).map(adminQuestionDto);
        return { items, message: M.questionMoved };
      });
    },
  };
}
