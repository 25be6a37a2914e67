/**
 * "Reportar erro": what a student can say is wrong with a question, the limits, and the pt-BR texts
 * of the student's dialog, the content staff's queue and the API's refusals. No zod here, so the
 * exercise screens can read the labels without loading it.
 */
export const REPORT_KINDS = ["gabarito", "enunciado", "alternativas", "explicacao", "outro"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  gabarito: "A resposta correta está errada",
  enunciado: "Erro no enunciado ou no texto",
  alternativas: "Problema nas alternativas",
  explicacao: "Explicação errada ou confusa",
  outro: "Outro problema",
};

export function reportKindLabel(kind: string): string {
  return (REPORT_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

export const REPORT_STATUSES = ["aberto", "corrigido", "descartado"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  aberto: "Aberto",
  corrigido: "Corrigido",
  descartado: "Descartado",
};

/** The queue's tabs: open reports, or those staff already answered. */
export const REPORT_FILTERS = ["abertos", "resolvidos"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const REPORT_NOTE_MAX = 1000;
export const REPORT_REPLY_MAX = 1000;
/** Reports one student may send per day (the app's calendar), so the queue stays readable. */
export const REPORTS_PER_DAY = 10;
export const REPORTS_PAGE_SIZE = 20;

export const REPORT_MESSAGES = {
  button: "Reportar erro",
  dialogTitle: "Reportar erro na questão",
  dialogDescription:
    "Conte o que está errado. A equipe de conteúdo revisa cada relato e avisa você por e-mail quando corrigir.",
  kindLegend: "O que está errado?",
  noteLabel: "Detalhes (opcional)",
  noteLabelRequired: "Detalhes",
  notePlaceholder: "Ex.: a alternativa C também está correta porque…",
  send: "Enviar relato",
  sending: "Enviando...",
  sent: "Obrigado! A equipe de conteúdo vai revisar esta questão e avisar você quando corrigir.",
  sendFailed: "Não foi possível enviar o relato.",

  kindRequired: "Escolha o que está errado na questão.",
  noteRequired: "Descreva o problema para a equipe entender o que corrigir.",
  noteTooLong: `Escreva no máximo ${REPORT_NOTE_MAX} caracteres.`,
  questionNotFound: "Questão não encontrada.",
  alreadyReported: "Você já reportou esta questão; a equipe está revisando.",
  dailyLimit: `Você já enviou ${REPORTS_PER_DAY} relatos hoje. Tente de novo amanhã.`,

  queueTitle: "Erros reportados",
  queueDescription:
    "Questões que estudantes apontaram como erradas. Corrija no editor e avise quem reportou.",
  queueEmptyOpen: "Nenhum erro aberto. Quando um estudante reportar uma questão, ela aparece aqui.",
  queueEmptyResolved: "Nenhum relato resolvido ainda.",
  queueLoadFailed: "Não foi possível carregar os erros reportados.",
  replyLabel: "Resposta ao estudante (opcional)",
  replyTooLong: `A resposta pode ter no máximo ${REPORT_REPLY_MAX} caracteres.`,
  statusInvalid: "Escolha corrigido ou descartado.",
  markFixed: "Marcar como corrigido",
  dismiss: "Descartar",
  fixed: "Relato marcado como corrigido. O estudante foi avisado por e-mail.",
  dismissedWithReply: "Relato descartado. O estudante recebeu sua resposta por e-mail.",
  dismissed: "Relato descartado.",
  mailFailed: "O relato foi resolvido, mas não foi possível enviar o e-mail ao estudante.",
  resolveFailed: "Não foi possível resolver o relato.",
  reportNotFound: "Relato não encontrado.",
  alreadyResolved: "Este relato já foi resolvido por outra pessoa da equipe.",
} as const;

export function isReportKind(kind: string): kind is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(kind);
}

/**
 * What is wrong with a report before it is sent, field by field (empty when nothing). The dialog
 * checks with this, without loading zod; the API's schema (api.ts) refuses the same input with the
 * same words.
 */
export function reportInputProblems(input: { kind: string; note: string }): { kind?: string; note?: string } {
  const note = input.note.trim();
  if (!isReportKind(input.kind)) return { kind: REPORT_MESSAGES.kindRequired };
  if (note.length > REPORT_NOTE_MAX) return { note: REPORT_MESSAGES.noteTooLong };
  if (input.kind === "outro" && note.length === 0) return { note: REPORT_MESSAGES.noteRequired };
  return {};
}
