import { z } from "zod";

/**
 * Relatórios › Exportações (/api/admin/reports/exports): which reports exist, in which formats,
 * their parameters, the export's public shape and the pt-BR texts. An export is built by a
 * background job and kept for EXPORT_KEEP_DAYS days, so its link survives a reload.
 */

export const REPORT_EXPORT_MESSAGES = {
  started: "Exportação iniciada: o arquivo aparece em 'Arquivos gerados' quando ficar pronto.",
  done: "Exportação concluída",
  failed: "Não foi possível gerar o arquivo. Tente exportar de novo.",
  startFailed: "Erro ao iniciar a exportação",
  loadFailed: "Erro ao carregar as exportações",
  notFound: "Exportação não encontrada.",
  notReady: "O arquivo ainda não está pronto: aguarde a exportação terminar.",
  unknownReport: "Relatório desconhecido.",
  unknownFormat: "Formato desconhecido: use CSV, Excel ou PDF.",
  formatNotOffered: "Este relatório não é gerado neste formato.",
  planNotFound: "Plano não encontrado.",
  monthsInvalid: "O período deve ter de 1 a 24 meses.",
  paramNotOffered: "Este relatório não usa este filtro.",
} as const;

export const REPORTS = ["users", "exercises", "progress", "monthly", "engagement", "full_report"] as const;
export type ReportKind = (typeof REPORTS)[number];

export const EXPORT_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ["pending", "running", "done", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The formats each report is made in (the three cards: CSV and Excel; the quick exports: one each). */
export const REPORT_FORMATS: Record<ReportKind, readonly ExportFormat[]> = {
  users: ["csv", "xlsx"],
  exercises: ["csv", "xlsx"],
  progress: ["csv", "xlsx"],
  monthly: ["xlsx"],
  engagement: ["csv"],
  full_report: ["pdf"],
};

/** Reports that hold students' personal data: each export of one is written to the audit log. */
export const PERSONAL_DATA_REPORTS: readonly ReportKind[] = ["users", "progress", "engagement"];

/** Reports over a period of whole calendar months (the latest `months`, this one included). */
export const PERIOD_REPORTS: readonly ReportKind[] = ["monthly", "engagement", "full_report"];
export const MAX_PERIOD_MONTHS = 24;
export const DEFAULT_PERIOD_MONTHS = 12;
export const PERIOD_CHOICES = [1, 3, 6, 12] as const;

/** Exports (and their files) are deleted this many days after they were asked for. */
export const EXPORT_KEEP_DAYS = 7;

export const REPORT_LABELS: Record<ReportKind, string> = {
  users: "Usuários",
  exercises: "Exercícios",
  progress: "Progresso por plano",
  monthly: "Dados mensais",
  engagement: "Análise de engajamento",
  full_report: "Relatório completo",
};

export const FORMAT_LABELS: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel", pdf: "PDF" };

export const STATUS_LABELS: Record<ExportStatus, string> = {
  pending: "Na fila",
  running: "Gerando",
  done: "Pronto",
  failed: "Falhou",
};

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const FILE_BASES: Record<ReportKind, string> = {
  users: "usuarios",
  exercises: "exercicios",
  progress: "progresso",
  monthly: "dados-mensais",
  engagement: "engajamento",
  full_report: "relatorio-completo",
};

/** "progresso-nerd-2026-11-25.xlsx": the report, its plan when filtered, the day it was asked for. */
export function exportFileName(report: ReportKind, format: ExportFormat, params: ExportParams, day: string) {
  const plan = report === "progress" && params.plan && params.plan !== "todos" ? `-${params.plan}` : "";
  return `${FILE_BASES[report]}${plan}-${day}.${format}`;
}

export const exportParamsSchema = z.strictObject(
  {
    /** Progresso: a plan's slug, or "todos". */
    plan: z
      .string({ error: REPORT_EXPORT_MESSAGES.planNotFound })
      .regex(/^[a-z0-9-]{1,40}$/, REPORT_EXPORT_MESSAGES.planNotFound)
      .optional(),
    /** Dados mensais, engajamento and the full report: the latest N calendar months. */
    months: z
      .number({ error: REPORT_EXPORT_MESSAGES.monthsInvalid })
      .int(REPORT_EXPORT_MESSAGES.monthsInvalid)
      .min(1, REPORT_EXPORT_MESSAGES.monthsInvalid)
      .max(MAX_PERIOD_MONTHS, REPORT_EXPORT_MESSAGES.monthsInvalid)
      .optional(),
  },
  { error: REPORT_EXPORT_MESSAGES.paramNotOffered },
);
export type ExportParams = z.infer<typeof exportParamsSchema>;

export const startExportSchema = z
  .object({
    report: z.enum(REPORTS, { error: REPORT_EXPORT_MESSAGES.unknownReport }),
    format: z.enum(EXPORT_FORMATS, { error: REPORT_EXPORT_MESSAGES.unknownFormat }),
    params: exportParamsSchema.default({}),
  })
  .superRefine((value, ctx) => {
    if (!REPORT_FORMATS[value.report].includes(value.format))
      ctx.addIssue({ code: "custom", path: ["format"], message: REPORT_EXPORT_MESSAGES.formatNotOffered });
    if (value.params.plan !== undefined && value.report !== "progress")
      ctx.addIssue({
        code: "custom",
        path: ["params", "plan"],
        message: REPORT_EXPORT_MESSAGES.paramNotOffered,
      });
    if (value.params.months !== undefined && !PERIOD_REPORTS.includes(value.report))
      ctx.addIssue({
        code: "custom",
        path: ["params", "months"],
        message: REPORT_EXPORT_MESSAGES.paramNotOffered,
      });
  });
export type StartExportInput = z.input<typeof startExportSchema>;

/** The parameters an export is built with, defaults filled in (kept on the export and in the audit). */
export function normalizedParams(report: ReportKind, params: ExportParams): ExportParams {
  if (report === "progress") return { plan: params.plan ?? "todos" };
  if (PERIOD_REPORTS.includes(report)) return { months: params.months ?? DEFAULT_PERIOD_MONTHS };
  return {};
}

export const exportIdParamsSchema = z.object({
  id: z.uuid({ error: REPORT_EXPORT_MESSAGES.notFound }),
});

export const reportExportSchema = z.object({
  id: z.string(),
  report: z.enum(REPORTS),
  format: z.enum(EXPORT_FORMATS),
  params: exportParamsSchema,
  status: z.enum(EXPORT_STATUSES),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  /** Why it failed, in pt-BR. */
  error: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is deleted. */
  expiresAt: z.string(),
  /** Set when the file is ready. */
  downloadUrl: z.string().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

export const reportExportsSchema = z.object({ items: z.array(reportExportSchema) });
export type ReportExports = z.infer<typeof reportExportsSchema>;

/** True while the export still has work to do (the list polls until none is left). */
export function isExportActive(status: ExportStatus): boolean {
  return status === "pending" || status === "running";
}

/** Progress from 0 to 100, when the total is known. */
export function exportProgress(e: Pick<ReportExport, "status" | "rowsDone" | "rowsTotal">): number | null {
  if (e.status === "done") return 100;
  if (!e.rowsTotal) return null;
  return Math.min(100, Math.round((e.rowsDone / e.rowsTotal) * 100));
}

/** "1 linha", "100.000 linhas"; the monthly reports count months. */
export function rowsLabel(report: ReportKind, rows: number): string {
  const count = rows.toLocaleString("pt-BR");
  if (report === "monthly" || report === "full_report") return `${count} ${rows === 1 ? "mês" : "meses"}`;
  return `${count} ${rows === 1 ? "linha" : "linhas"}`;
}

/** "1,4 MB", "820 KB", "512 B". */
export function formatByteSize(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString("pt-BR")} KB`;
  return `${(kb / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}
