import { z } from "zod";

/** The API contract of the back office (/api/admin/*), shared by the server and the pages. */

export const PLAN_FILTERS = ["todos", "gratuito", "curioso", "estudante", "nerd"] as const;
export const PLAN_SLUGS = ["gratuito", "curioso", "estudante", "nerd"] as const;
/** Any plan's slug (the seeded four and those staff create); an unknown one is 'Plano não encontrado'. */
const planSlug = z.string().regex(/^[a-z0-9-]{1,40}$/, "Plano não encontrado");
export type PlanSlug = string;
export const USER_STATUS_FILTERS = ["todos", "ativo", "inativo"] as const;
export const SUBSCRIPTION_STATUS_FILTERS = ["todos", "ativa", "cancelada", "expirada"] as const;

export const MAX_PAGE_SIZE = 100;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20);
const text = z.string().trim().max(120).optional();

const usage = z.object({ used: z.number(), limit: z.number().nullable(), remaining: z.number() });
const planRef = z.object({ slug: z.string(), name: z.string() });

// ── Dashboard ──────────────────────────────────────────────────────────────
export const adminDashboardSchema = z.object({
  totalStudents: z.number(),
  exercisesAnswered: z.number(),
  tutorMessages: z.number(),
  activeStudents: z.number(),
  planDistribution: z.array(planRef.extend({ students: z.number() })),
  convertedStudents: z.number(),
  /** 0..1; null when there is no student. */
  conversionRate: z.number().nullable(),
  retention: z.object({
    previousMonthActive: z.number(),
    retained: z.number(),
    /** 0..1; null when nobody was active last month. */
    rate: z.number().nullable(),
  }),
  topSubjects: z.array(z.object({ slug: z.string(), name: z.string(), answers: z.number() })),
  latestSignups: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ── Users ──────────────────────────────────────────────────────────────────
export const adminUsersQuerySchema = z.object({
  q: text,
  /** "todos" or a plan's slug. */
  plan: planSlug.default("todos"),
  status: z.enum(USER_STATUS_FILTERS).default("todos"),
  page,
  pageSize,
});
export type AdminUsersQuery = Partial<z.output<typeof adminUsersQuerySchema>>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  university: z.string().nullable(),
  plan: planRef,
  /** Where the plan in force comes from: "admin" (staff), "stripe" or "sandbox"; null on Gratuito. */
  planSource: z.string().nullable(),
  active: z.boolean(),
  lastAccessAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailsSchema = adminUserSchema.extend({
  birthDate: z.string().nullable(),
  dreamCourse: z.string().nullable(),
  examYear: z.number().nullable(),
  planEndsAt: z.string().nullable(),
  usage: z.object({
    exercisesToday: usage,
    chatMessagesToday: usage,
    essaysThisMonth: usage,
    correctionsThisMonth: usage,
  }),
  essaysCount: z.number(),
  exercisesAnsweredCount: z.number(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const setUserStatusSchema = z.object({ active: z.boolean() });
export type SetUserStatusInput = z.infer<typeof setUserStatusSchema>;
export const setUserPlanSchema = z.object({
  plan: planSlug,
  /** Needed when the student has a subscription bought online in force (409 otherwise). */
  confirm: z.boolean().optional(),
});
export type SetUserPlanInput = z.infer<typeof setUserPlanSchema>;

// ── Subscriptions ──────────────────────────────────────────────────────────
export const adminSubscriptionsQuerySchema = z.object({
  q: text,
  status: z.enum(SUBSCRIPTION_STATUS_FILTERS).default("todos"),
  plan: z.enum(PLAN_FILTERS).default("todos"),
  page,
  pageSize,
});
export type AdminSubscriptionsQuery = Partial<z.output<typeof adminSubscriptionsQuerySchema>>;

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  plan: planRef,
  amount: z.number(),
  billingType: z.enum(["monthly", "annual"]),
  kind: z.string(),
  displayStatus: z.enum(["Ativa", "Cancelada", "Expirada"]),
  sourceLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: z.string().nullable(),
  firstPaidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundAmount: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionsPageSchema = z.object({
  items: z.array(adminSubscriptionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminSubscriptionsPage = z.infer<typeof adminSubscriptionsPageSchema>;

export const adminSubscriptionsSummarySchema = z.object({
  activeSubscriptions: z.number(),
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  cancelledSubscriptions: z.number(),
});
export type AdminSubscriptionsSummary = z.infer<typeof adminSubscriptionsSummarySchema>;

// ── Audit ──────────────────────────────────────────────────────────────────
export const AUDIT_ACTIONS = [
  "user.activate",
  "user.deactivate",
  "user.plan_change",
  "plan.create",
  "plan.update",
  "plan.activate",
  "plan.deactivate",
  "plan.limits",
  "plan.delete",
  "plan.archive",
  "setting.update",
  "subject_webhook.create",
  "subject_webhook.update",
  "subject_webhook.remove",
  "essay_webhook.create",
  "essay_webhook.update",
  "essay_webhook.activate",
  "essay_webhook.deactivate",
  "essay_webhook.delete",
  "staff.invite",
  "staff.invite_cancel",
  "staff.join",
  "staff.role_change",
  "staff.remove",
  "subject.create",
  "subject.update",
  "subject.delete",
  "topic.create",
  "topic.update",
  "topic.delete",
  "topic.archive",
  "exercise.create",
  "exercise.update",
  "exercise.duplicate",
  "exercise.delete",
  "exercise.archive",
  "exercise.import",
  "exercise.export",
  "question.create",
  "question.update",
  "question.delete",
  "question.archive",
  "question.reorder",
  "image.upload",
  "essay_topic.create",
  "essay_topic.update",
  "essay_topic.delete",
  "essay_topic.activate",
  "essay_topic.deactivate",
  "report.export",
  "question_report.fix",
  "question_report.dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "user.activate": "Usuário ativado",
  "user.deactivate": "Usuário desativado",
  "user.plan_change": "Plano do usuário alterado",
  "plan.create": "Plano criado",
  "plan.update": "Plano editado",
  "plan.activate": "Plano ativado",
  "plan.deactivate": "Plano desativado",
  "plan.limits": "Limites do plano alterados",
  "plan.delete": "Plano excluído",
  "plan.archive": "Plano arquivado",
  "setting.update": "Configuração alterada",
  "subject_webhook.create": "Webhook de matéria adicionado",
  "subject_webhook.update": "Webhook de matéria alterado",
  "subject_webhook.remove": "Webhook de matéria removido",
  "essay_webhook.create": "Webhook de redação criado",
  "essay_webhook.update": "Webhook de redação editado",
  "essay_webhook.activate": "Webhook de redação ativado",
  "essay_webhook.deactivate": "Webhook de redação desativado",
  "essay_webhook.delete": "Webhook de redação excluído",
  "staff.invite": "Convite para a equipe enviado",
  "staff.invite_cancel": "Convite para a equipe cancelado",
  "staff.join": "Convite para a equipe aceito",
  "staff.role_change": "Perfil da equipe alterado",
  "staff.remove": "Removido da equipe",
  "subject.create": "Matéria criada",
  "subject.update": "Matéria editada",
  "subject.delete": "Matéria excluída",
  "topic.create": "Assunto criado",
  "topic.update": "Assunto editado",
  "topic.delete": "Assunto excluído",
  "topic.archive": "Assunto arquivado",
  "exercise.create": "Exercício criado",
  "exercise.update": "Exercício editado",
  "exercise.duplicate": "Exercício duplicado",
  "exercise.delete": "Exercício excluído",
  "exercise.archive": "Exercício arquivado",
  "exercise.import": "Exercícios importados",
  "exercise.export": "Exercícios exportados",
  "question.create": "Questão criada",
  "question.update": "Questão editada",
  "question.delete": "Questão excluída",
  "question.archive": "Questão arquivada",
  "question.reorder": "Questões reordenadas",
  "image.upload": "Imagem enviada",
  "essay_topic.create": "Tema de redação criado",
  "essay_topic.update": "Tema de redação editado",
  "essay_topic.delete": "Tema de redação excluído",
  "essay_topic.activate": "Tema de redação ativado",
  "essay_topic.deactivate": "Tema de redação desativado",
  "report.export": "Relatório exportado",
  "question_report.fix": "Erro reportado corrigido",
  "question_report.dismiss": "Erro reportado descartado",
};

/** What an audit entry's target is; target_id holds its id (a setting's key for "setting"). */
export const AUDIT_TARGET_TYPES = [
  "user",
  "plan",
  "setting",
  "subject_webhook",
  "essay_webhook",
  "staff",
  "subject",
  "topic",
  "exercise",
  "question",
  "image",
  "essay_topic",
  /** target_id is the export's id. */
  "report",
  /** A student's "Reportar erro" (questoes_reportadas). */
  "question_report",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const adminAuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** The actor's e-mail (part of it) or id. */
  actor: text,
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(100).optional(),
  page,
  pageSize,
});
export type AdminAuditQuery = Partial<z.output<typeof adminAuditQuerySchema>>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

// ── Labels ─────────────────────────────────────────────────────────────────
/** Where a subscription row came from, as staff read it. */
export function sourceLabel(s: { source: string; paymentMethod: string | null }): string {
  if (s.source === "admin") return "Concedido pela equipe";
  if (s.paymentMethod === "boleto") return "Boleto";
  if (s.paymentMethod === "pix") return "Pix";
  return "Cartão";
}

export function billingTypeLabel(billingType: string): string {
  return billingType === "annual" ? "Anual" : "Mensal";
}
