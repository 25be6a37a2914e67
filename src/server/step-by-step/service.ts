import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import { withinLimit } from "#domain/plans/entitlements";
import type { RecentQuestions, StepByStepResponse } from "#domain/step-by-step/api";
import { buildStepByStep } from "#domain/step-by-step/build";
import { statementExcerpt } from "#domain/step-by-step/excerpt";
import { STEP_BY_STEP_MESSAGES as M, RECENT_QUESTIONS_FOR_TUTOR } from "#domain/step-by-step/rules";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import type { Database } from "#server/db/client";
import { AppError, LimitReachedError, NotFoundError } from "#server/http/errors";
import {
  findQuestion,
  hasAnswered,
  isUnlocked,
  lockStudentUnlocks,
  recentlyAnswered,
  unlock,
} from "./repository.ts";

let solver: Promise<typeof import("#domain/solver/solve")> | undefined;

/** The statement worked out by Rumo's solver; mathjs loads with the first request, not at start-up. */
async function workedStatement(prompt: string) {
  solver ??= import("#domain/solver/solve");
  return (await solver).workOut(prompt)?.solution ?? null;
}

/**
 * "Passo a passo": a question's worked solution, once the student has answered it, counted per
 * day by plan; a question already unlocked is shown again for free (docs/product.md#passo-a-passo).
 */
export function createStepByStepService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    /** The tutor's list: the latest questions answered in the tutor's subject (all, for the Amiga de Estudo). */
    async recent(userId: string, subject: string | undefined): Promise<RecentQuestions> {
      const subjectSlug = !subject || subject === STUDY_FRIEND.slug ? null : subject;
      const rows = await recentlyAnswered(db, { userId, subjectSlug, limit: RECENT_QUESTIONS_FOR_TUTOR });
      return {
        questions: rows.map((r) => ({
          questionId: r.questionId,
          excerpt: statementExcerpt(r.prompt),
          topic: r.topic,
          right: r.correct,
          answeredAt: r.answeredAt.toISOString(),
          unlocked: Boolean(r.unlocked),
        })),
      };
    },

    async show(userId: string, questionId: string, now: Date): Promise<StepByStepResponse> {
      const { question, counted, usage } = await db.transaction(async (tx) => {
        const question = await findQuestion(tx, questionId);
        if (!question) throw new NotFoundError(M.notFound);
        // An answer given to an earlier version of the question counts for the current one.
        const answered =
          (await hasAnswered(tx, userId, questionId)) ||
          (question.firstVersionId !== null && (await hasAnswered(tx, userId, question.firstVersionId)));
        if (!answered) throw new AppError(409, "NOT_ANSWERED_YET", M.notAnswered);
        await lockStudentUnlocks(tx, userId);
        const entitlements = await loadEntitlements(tx, userId, now, timeZone);
        const today = entitlements.stepByStepToday;
        if (await isUnlocked(tx, userId, questionId)) return { question, counted: false, usage: today };
        if (!withinLimit(today.limit, today.used))
          throw new LimitReachedError("STEP_BY_STEP_LIMIT_REACHED", M.dailyLimit(today.limit ?? 0), {
            limit: today.limit,
          });
        await unlock(tx, userId, questionId, now);
        const used = today.used + 1;
        const remaining = today.limit === null ? -1 : Math.max(0, today.limit - used);
        return { question, counted: true, usage: { used, limit: today.limit, remaining } };
      });
      return {
        ...buildStepByStep({ ...question, solution: await workedStatement(question.prompt) }),
        counted,
        usage,
      };
    },
  };
}
