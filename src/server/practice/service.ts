import type { ExerciseDetail, SubmitAnswerResponse } from "#domain/practice/api";
import { answerIsCorrect, attemptQuestions, isGraded } from "#domain/practice/attempt";
import {
  blockedUntil,
  EXERCISE_MESSAGES,
  hoursLeft,
  resetRefusedUntil,
  retryEarnsRewards,
  summarizeAttempt,
} from "#domain/practice/rules";
import { POINTS_PER_ACTIVITY } from "#domain/progress/streak";
import { startOfLocalDay } from "#domain/shared/calendar";
import { formatMessage } from "#domain/shared/messages";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { lockProgress, recordActivity } from "#server/core/activity/activity";
import { type Entitlements, loadEntitlements } from "#server/core/entitlements/entitlements";
import { exerciseCardDto } from "#server/core/exercise-cards/dto";
import { loadExerciseCards } from "#server/core/exercise-cards/exercise-cards";
import { findExercise } from "#server/core/exercise-cards/repository";
import { requireModule } from "#server/core/guards";
import type { Database } from "#server/db/client";
import {
  AppError,
  ConflictError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "#server/http/errors";
import { answerDto, exerciseResultDto, questionDto } from "./dto.ts";
import {
  completedSince,
  currentAnswers,
  discardAttempt,
  lastDiscardedAttempt,
  questionsOf,
  recordCompletion,
  saveAnswer,
} from "./repository.ts";

/** A new exercise counts against the plan's daily limit; one already started today does not. */
function refuseOverDailyLimit(entitlements: Entitlements, exerciseId: string): void {
  const today = entitlements.exercisesToday;
  if (today.exerciseIds.includes(exerciseId) || today.remaining !== 0) return;
  throw new LimitReachedError("DAILY_LIMIT_REACHED", EXERCISE_MESSAGES.dailyLimitBody, {
    limit: today.limit,
    used: today.used,
  });
}

function blockedError(until: Date, now: Date): ConflictError {
  return new ConflictError(
    "EXERCISE_BLOCKED",
    formatMessage(EXERCISE_MESSAGES.blockedBody, { hours: hoursLeft(until, now) }),
  );
}

type AttemptQuestion = { id: string; type: string };

/** The attempt's summary over its own questions; open answers count neither right nor wrong. */
function summaryOf(
  questions: readonly AttemptQuestion[],
  answers: readonly { questionId: string; correct: boolean; createdAt: Date }[],
) {
  const typeOf = new Map(questions.map((q) => [q.id, q.type]));
  const graded = questions.filter((q) => isGraded(q.type)).length;
  return summarizeAttempt(
    questions.length,
    answers.map((a) => ({ ...a, graded: isGraded(typeOf.get(a.questionId) ?? "") })),
    graded,
  );
}

/** A failed attempt less than 24 hours old takes no new answers, with the spec's words. */
function refuseIfBlocked(
  questions: readonly AttemptQuestion[],
  answers: { questionId: string; correct: boolean; createdAt: Date }[],
  now: Date,
): void {
  const until = blockedUntil(summaryOf(questions, answers), now);
  if (until) throw blockedError(until, now);
}

const archivedError = () => new ConflictError("EXERCISE_ARCHIVED", EXERCISE_MESSAGES.archived);

export function createPracticeService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  async function requireExercise(exerciseId: string) {
    const exercise = await findExercise(db, exerciseId);
    if (!exercise) throw new NotFoundError("Exercício não encontrado.");
    return exercise;
  }

  return {
    async list(userId: string | null, now: Date) {
      const { cards: exercises, archived: archivedCards } = await loadExerciseCards(db, userId, now);
      const archived = await archivedCards();
      const completed = exercises.filter((e) => e.attempt?.completed);
      const averageScore = completed.length
        ? Math.round(completed.reduce((sum, e) => sum + (e.attempt?.scorePercent ?? 0), 0) / completed.length)
        : 0;
      return {
        signedIn: userId !== null,
        summary: { total: exercises.length, completed: completed.length, averageScore },
        exercises,
        archived,
      };
    },

    async detail(userId: string, exerciseId: string, now: Date): Promise<ExerciseDetail> {
      const exercise = await requireExercise(exerciseId);
      const answers = await currentAnswers(db, userId, exerciseId);
      // An archived exercise is only readable by those who answered it: nobody starts it anew.
      if (exercise.archived && answers.length === 0)
        throw new AppError(404, "EXERCISE_ARCHIVED", EXERCISE_MESSAGES.archived);
      const questions = attemptQuestions(await questionsOf(db, exerciseId), answers);
      const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
      const completed = questions.length > 0 && questions.every((q) => byQuestion.has(q.id));
      const result = completed ? exerciseResultDto(questions, byQuestion) : null;
      const until = blockedUntil(summaryOf(questions, answers), now);
      if (!completed && !exercise.archived) {
        // The start is where the plan decides: a student never answers what would be refused.
        const entitlements = await loadEntitlements(db, userId, now, timeZone);
        requireModule(entitlements, "exercises", EXERCISE_MESSAGES.moduleDisabled);
        refuseOverDailyLimit(entitlements, exerciseId);
      }
      const { attempt: _a, ...card } = exerciseCardDto(exercise, null, now);
      return {
        exercise: card,
        questions: questions.map((q) => questionDto(q, exercise.difficulty)),
        answers: answers.map(answerDto),
        status: completed ? "completed" : answers.length > 0 ? "in_progress" : "not_started",
        blockedUntil: until?.toISOString() ?? null,
        blockedHours: until ? hoursLeft(until, now) : null,
        archived: exercise.archived,
        result,
      };
    },

    /**
     * Saves one answer. Rules, all on the server: the plan must include exercises, a finished
     * attempt takes no more answers, and a new exercise counts against the plan's daily limit.
     * The last answer completes the exercise: score, points (once per exercise per day), streak
     * and achievements.
     */
    async submitAnswer(
      userId: string,
      exerciseId: string,
      input: { questionId: string; answer: string; secondsSpent: number },
      now: Date,
    ): Promise<SubmitAnswerResponse> {
      const exercise = await requireExercise(exerciseId);
      if (exercise.archived) throw archivedError();
      const all = await questionsOf(db, exerciseId);

      const outcome = await db.transaction(async (tx) => {
        const progress = await lockProgress(tx, userId);
        const entitlements = await loadEntitlements(tx, userId, now, timeZone);
        requireModule(entitlements, "exercises", EXERCISE_MESSAGES.moduleDisabled);
        const answers = await currentAnswers(tx, userId, exerciseId);
        const questions = attemptQuestions(all, answers);
        // Only a question of this attempt: not another exercise's, nor a version it does not use.
        const question = questions.find((q) => q.id === input.questionId);
        if (!question) throw new AppError(404, "QUESTION_NOT_FOUND", EXERCISE_MESSAGES.questionNotFound);
        if (isGraded(question.type) && !question.options.includes(input.answer))
          throw new ValidationError(EXERCISE_MESSAGES.invalidAnswer);
        if (questions.length > 0 && questions.every((q) => answers.some((a) => a.questionId === q.id))) {
          refuseIfBlocked(questions, answers, now);
          throw new ConflictError("ALREADY_COMPLETED", EXERCISE_MESSAGES.alreadyCompleted);
        }
        refuseOverDailyLimit(entitlements, exerciseId);

        const correct = answerIsCorrect(question.type, input.answer, question.correctAnswer);
        await saveAnswer(tx, {
          userId,
          exerciseId,
          questionId: question.id,
          answer: input.answer,
          correct,
          secondsSpent: input.secondsSpent,
          at: now,
        });

        const after = await currentAnswers(tx, userId, exerciseId);
        const byQuestion = new Map(after.map((a) => [a.questionId, a]));
        const completed = questions.every((q) => byQuestion.has(q.id));
        if (!completed) {
          // Only a first activity of the day moves anything an achievement looks at (the streak).
          const activity = await recordActivity(tx, userId, { points: 0, at: now, timeZone }, progress);
          return { completed: false, result: null, pointsEarned: 0, rewarded: activity.changed };
        }
        const result = exerciseResultDto(questions, byQuestion);
        const previous = await lastDiscardedAttempt(tx, userId, exerciseId);
        const gradedCount = questions.filter((q) => isGraded(q.type)).length;
        const previousSummary =
          previous.length > 0 ? summarizeAttempt(questions.length, previous, gradedCount) : null;
        if (!retryEarnsRewards(previousSummary, now)) {
          // Left out of the completions log, so no points, weekly goal or achievement counts it.
          await recordActivity(tx, userId, { points: 0, at: now, timeZone }, progress);
          return { completed: true, result, pointsEarned: 0, rewarded: false };
        }
        const alreadyToday = await completedSince(tx, userId, exerciseId, startOfLocalDay(now, timeZone));
        const pointsEarned = alreadyToday ? 0 : POINTS_PER_ACTIVITY;
        await recordCompletion(tx, {
          userId,
          exerciseId,
          correctCount: result.correctCount,
          questionCount: result.questionCount,
          scorePercent: result.scorePercent,
          at: now,
        });
        await recordActivity(tx, userId, { points: pointsEarned, at: now, timeZone }, progress);
        return { completed: true, result, pointsEarned, rewarded: true };
      });
      const { rewarded, ...response } = outcome;
      if (!rewarded) return { ...response, newAchievements: [] };
      const { newlyEarned } = await evaluateAchievements(db, userId, now, timeZone);
      return { ...response, newAchievements: newlyEarned };
    },

    /**
     * Discards the current attempt, except while it is blocked: the block survives a reset, so the
     * results and explanations stay to be reviewed and starting over waits for the 24 hours to pass
     * (docs/decisions/022-block-survives-reset.md).
     * With `redo`, the student means to start again at once, so the attempt is kept when the
     * plan would refuse the first new answer: losing the results and still not being able to redo
     * would be the worst of both.
     */
    async reset(userId: string, exerciseId: string, now: Date, options: { redo?: boolean } = {}) {
      const exercise = await requireExercise(exerciseId);
      // Starting over an archived exercise would only lose the results it keeps.
      if (exercise.archived) throw archivedError();
      const all = await questionsOf(db, exerciseId);
      await db.transaction(async (tx) => {
        // Under the same lock as answers, so a last answer and a reset cannot cross.
        await lockProgress(tx, userId);
        const answers = await currentAnswers(tx, userId, exerciseId);
        const until = resetRefusedUntil(summaryOf(attemptQuestions(all, answers), answers), now);
        if (until) throw blockedError(until, now);
        if (options.redo) {
          const entitlements = await loadEntitlements(tx, userId, now, timeZone);
          requireModule(entitlements, "exercises", EXERCISE_MESSAGES.moduleDisabled);
          refuseOverDailyLimit(entitlements, exerciseId);
        }
        await discardAttempt(tx, userId, exerciseId, now);
      });
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
