import type { QuestionReportCreated } from "#domain/question-reports/api";
import { REPORT_MESSAGES as M, REPORTS_PER_DAY, type ReportKind } from "#domain/question-reports/rules";
import { startOfLocalDay } from "#domain/shared/calendar";
import type { Database } from "#server/db/client";
import { AppError, ConflictError, TooManyRequestsError } from "#server/http/errors";
import {
  countReportsSince,
  hasOpenReport,
  insertReport,
  lockStudentReports,
  questionExists,
} from "./repository.ts";

/** Seconds from `now` to the start of the next day of the app's calendar. */
function secondsToTomorrow(now: Date, timeZone: string): number {
  // 36 h after today's start always lands in tomorrow, whatever a DST change did to the day's length.
  const tomorrow = startOfLocalDay(
    new Date(startOfLocalDay(now, timeZone).getTime() + 36 * 3_600_000),
    timeZone,
  );
  return Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
}

/** A student's "Reportar erro" on a question (docs/product.md#reporting-a-wrong-question). */
export function createQuestionReportService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  return {
    async report(
      userId: string,
      questionId: string,
      input: { kind: ReportKind; note: string },
      now: Date,
    ): Promise<QuestionReportCreated> {
      const row = await db.transaction(async (tx) => {
        if (!(await questionExists(tx, questionId)))
          throw new AppError(404, "QUESTION_NOT_FOUND", M.questionNotFound);
        await lockStudentReports(tx, userId);
        if (await hasOpenReport(tx, userId, questionId))
          throw new ConflictError("ALREADY_REPORTED", M.alreadyReported);
        if ((await countReportsSince(tx, userId, startOfLocalDay(now, timeZone))) >= REPORTS_PER_DAY)
          throw new TooManyRequestsError(
            M.dailyLimit,
            secondsToTomorrow(now, timeZone),
            "REPORT_LIMIT_REACHED",
          );
        return insertReport(tx, { userId, questionId, kind: input.kind, note: input.note || null, now });
      });
      return {
        report: { id: row.id, kind: input.kind, status: "aberto", createdAt: row.createdAt.toISOString() },
        message: M.sent,
      };
    },
  };
}
