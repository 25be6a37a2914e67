import type { FastifyBaseLogger } from "fastify";
import type { AdminReport, AdminReportsPage, ReportResolved } from "#domain/question-reports/api";
import {
  REPORT_MESSAGES as M,
  REPORTS_PAGE_SIZE,
  type ReportFilter,
  type ReportStatus,
} from "#domain/question-reports/rules";
import { recordAudit } from "#server/core/audit";
import type { Database } from "#server/db/client";
import { ConflictError, NotFoundError } from "#server/http/errors";
import type { Mailer } from "#server/mail/mailer";
import { questionReportEmail } from "#server/mail/templates";
import {
  findReport,
  findReporter,
  listReports,
  lockReport,
  type ReportWithContext,
  resolveReport,
} from "./repository.ts";

function dto(row: NonNullable<ReportWithContext>): AdminReport {
  const { report, question } = row;
  return {
    id: report.id,
    kind: report.kind,
    note: report.note,
    status: report.status as ReportStatus,
    reply: report.staffReply,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedByName,
    subject: row.subject,
    topic: row.topic,
    exercise: row.exercise,
    question: {
      id: question.id,
      position: question.position,
      type: question.type,
      prompt: question.prompt,
      options: question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      archived: question.archivedAt !== null,
    },
  };
}

/**
 * The content staff's queue of "Reportar erro". Resolving is audited in its transaction; the
 * student's e-mail goes after the commit, so a failed send (logged, and said in the answer) leaves
 * the report resolved rather than undoing the staff's work.
 */
export function createQuestionReportQueueService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, publicUrl, log } = deps;

  async function tellStudent(row: NonNullable<ReportWithContext>): Promise<boolean> {
    const status = row.report.status;
    // A dismissal without a reply has nothing to tell.
    if (status === "aberto" || (status === "descartado" && !row.report.staffReply)) return false;
    const student = await findReporter(db, row.report.userId);
    // An account deleted since keeps no address to write to.
    if (!student || student.email.endsWith(".invalid")) return false;
    try {
      await mailer.send({
        to: student.email,
        ...questionReportEmail({
          name: student.name,
          outcome: status as "corrigido" | "descartado",
          exerciseTitle: row.exercise.title,
          questionNumber: row.question.position,
          reply: row.report.staffReply,
          exerciseUrl: `${publicUrl}/exercise/${row.exercise.id}`,
        }),
      });
      return true;
    } catch (error) {
      log.error({ err: error, reportId: row.report.id }, "question report e-mail failed");
      return false;
    }
  }

  return {
    async list(filter: ReportFilter, page: number): Promise<AdminReportsPage> {
      const { items, total, openCount } = await listReports(db, filter, page, REPORTS_PAGE_SIZE);
      return { items: items.map(dto), total, openCount, page, pageSize: REPORTS_PAGE_SIZE };
    },

    async resolve(
      actorId: string,
      id: string,
      input: { status: "corrigido" | "descartado"; reply: string },
      now: Date,
    ): Promise<ReportResolved> {
      const reply = input.reply || null;
      await db.transaction(async (tx) => {
        const before = await lockReport(tx, id);
        if (!before) throw new NotFoundError(M.reportNotFound);
        if (before.status !== "aberto") throw new ConflictError("ALREADY_RESOLVED", M.alreadyResolved);
        await resolveReport(tx, id, { status: input.status, reply, actorId, now });
        await recordAudit(
          tx,
          {
            actorId,
            action: input.status === "corrigido" ? "question_report.fix" : "question_report.dismiss",
            targetType: "question_report",
            targetId: id,
            before: { status: before.status, questionId: before.questionId },
            after: { status: input.status, reply },
          },
          now,
        );
      });
      const row = await findReport(db, id);
      if (!row) throw new NotFoundError(M.reportNotFound);
      const emailSent = await tellStudent(row);
      const wanted = input.status === "corrigido" || reply !== null;
      const message =
        wanted && !emailSent
          ? M.mailFailed
          : input.status === "corrigido"
            ? M.fixed
            : reply
              ? M.dismissedWithReply
              : M.dismissed;
      return { report: dto(row), emailSent, message };
    },
  };
}
