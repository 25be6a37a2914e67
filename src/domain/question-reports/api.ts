import { z } from "zod";
import {
  REPORT_MESSAGES as M,
  REPORT_FILTERS,
  REPORT_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REPLY_MAX,
  REPORT_STATUSES,
} from "./rules.ts";

/**
 * The contract of "Reportar erro": the student's POST /api/questions/:questionId/reports and the
 * content staff's queue (/api/admin/content/reports). The dialog validates with the same schema.
 */

export const questionReportParamsSchema = z.object({ questionId: z.uuid({ error: M.questionNotFound }) });

export const questionReportInputSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: M.kindRequired }),
    note: z.string().trim().max(REPORT_NOTE_MAX, M.noteTooLong).default(""),
  })
  // "Outro problema" says nothing by itself: the note is what staff will read.
  .refine((r) => r.kind !== "outro" || r.note.length > 0, { message: M.noteRequired, path: ["note"] });
export type QuestionReportInput = z.input<typeof questionReportInputSchema>;

export const questionReportCreatedSchema = z.object({
  /** What the student sent, and nothing of the question (no key while answering). */
  report: z.object({
    id: z.string(),
    kind: z.enum(REPORT_KINDS),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
  }),
  message: z.string(),
});
export type QuestionReportCreated = z.infer<typeof questionReportCreatedSchema>;

// ── The content staff's queue ──────────────────────────────────────────────
export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_FILTERS).default("abertos"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export const adminReportParamsSchema = z.object({ id: z.uuid({ error: M.reportNotFound }) });

export const adminReportSchema = z.object({
  id: z.string(),
  kind: z.string(),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  subject: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.string(), name: z.string() }),
  exercise: z.object({ id: z.string(), title: z.string() }),
  question: z.object({
    id: z.string(),
    position: z.number(),
    type: z.string(),
    /** Markdown. */
    prompt: z.string(),
    options: z.array(z.string()),
    correctAnswer: z.string(),
    explanation: z.string().nullable(),
    /** Replaced by a new version or removed since the report: the editor shows the current one. */
    archived: z.boolean(),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsPageSchema = z.object({
  items: z.array(adminReportSchema),
  total: z.number(),
  /** Open reports, whatever the tab (the tab's counter). */
  openCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

export const resolveReportSchema = z.object({
  status: z.enum(["corrigido", "descartado"], { error: M.statusInvalid }),
  reply: z.string().trim().max(REPORT_REPLY_MAX, M.replyTooLong).default(""),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

export const reportResolvedSchema = z.object({
  report: adminReportSchema,
  /** False when the e-mail to the student could not be sent (the report stays resolved). */
  emailSent: z.boolean(),
  message: z.string(),
});
export type ReportResolved = z.infer<typeof reportResolvedSchema>;
