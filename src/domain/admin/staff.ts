import { z } from "zod";
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./roles.ts";

/**
 * The staff of the back office (Configurações › Notificações): members and their roles, e-mailed
 * invitations, and each member's own notification switches. Shared by the API and the pages.
 */

/** An invitation link works this many days, once. */
export const INVITATION_DAYS = 7;
/** The dashboard's system alerts look this far back (finished jobs are kept as long). */
export const ALERT_DAYS = 7;
/** How much of a failed job's last error an alert shows. */
export const ALERT_ERROR_CHARS = 200;

export const STAFF_MESSAGES = {
  cardTitle: "Subadministradores",
  invitationSent: "Convite enviado por e-mail.",
  invitationCancelled: "Convite cancelado.",
  invitationInvalid: "Convite inválido ou expirado.",
  invitationMailFailed: "Não foi possível enviar o e-mail do convite. Tente novamente.",
  alreadyStaff: "Este e-mail já pertence à equipe.",
  roleChanged: "Perfil alterado.",
  removed: "Pessoa removida da equipe: as sessões dela foram encerradas.",
  notStaff: "Esta pessoa não faz parte da equipe.",
  self: "Você não pode alterar nem remover o seu próprio perfil.",
  lastAdmin: "A equipe precisa de pelo menos um administrador: este é o último.",
  wrongPassword: "Senha incorreta para esta conta.",
  accepted: "Convite aceito! Entre com seu e-mail e senha.",
  preferencesSaved: "Configuração salva",
  smsUnavailable: "Envio por SMS indisponível: nenhum serviço de SMS configurado.",
  roleRequired: "Escolha um perfil.",
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as StaffRole] ?? role;
}

/** What each role reaches, in words for the admin who chooses it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Tudo, inclusive configurações e equipe.",
  editor: "Conteúdo e temas de redação.",
  suporte: "Consulta usuários e assinaturas, altera planos; sem configurações.",
};

// ── Staff list ─────────────────────────────────────────────────────────────
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  roleLabel: z.string(),
  /** When the person joined the staff (their accepted invitation), else when the account was made. */
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  roleLabel: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteStaffSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

export const setStaffRoleSchema = z.object({ role: staffRoleSchema });

export const staffUserParamsSchema = z.object({ userId: z.string().trim().min(1).max(100) });
export const invitationIdParamsSchema = z.object({ id: z.uuid({ error: STAFF_MESSAGES.invitationInvalid }) });
export const invitationTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

// ── Invitation acceptance (public) ─────────────────────────────────────────
export const invitationInfoSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  roleLabel: z.string(),
  /** true: the person signs in with the password of their account; false: they create one. */
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** What the API accepts; which fields count depends on whether the e-mail has an account. */
export const acceptInvitationSchema = z.object({
  name: z.string().trim().max(120).optional(),
  password: z
    .string({ error: MESSAGES.auth.requiredField })
    .min(1, MESSAGES.auth.requiredField)
    .max(PASSWORD_MAX_LENGTH),
});

/** The form of someone without an account: sign-up's own name and password rules. */
export const newStaffAccountSchema = z
  .object({
    name: z.string({ error: MESSAGES.auth.nameRequired }).trim().min(1, MESSAGES.auth.nameRequired).max(120),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.auth.requiredField }).min(1, MESSAGES.auth.requiredField),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.auth.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type NewStaffAccountInput = z.input<typeof newStaffAccountSchema>;

export const existingStaffAccountSchema = acceptInvitationSchema.pick({ password: true });
export type ExistingStaffAccountInput = z.input<typeof existingStaffAccountSchema>;

// ── Notifications ──────────────────────────────────────────────────────────
export const staffPreferencesSchema = z.object({
  systemAlerts: z.boolean(),
  emailAlerts: z.boolean(),
  smsAlerts: z.boolean(),
});
export type StaffPreferences = z.infer<typeof staffPreferencesSchema>;
export const DEFAULT_STAFF_PREFERENCES: StaffPreferences = {
  systemAlerts: true,
  emailAlerts: true,
  smsAlerts: false,
};

/** Background job kinds in words (core/jobs); an unknown kind is shown as it is. */
export const JOB_KIND_LABELS: Record<string, string> = {
  essay_correction: "Correção de redação",
  "billing.email": "E-mail de pagamento",
  "billing.sync_plan_prices": "Sincronização de preços dos planos",
};
export function jobKindLabel(kind: string): string {
  return JOB_KIND_LABELS[kind] ?? `Tarefa em segundo plano (${kind})`;
}

export const systemAlertSchema = z.object({
  id: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  failedAt: z.string(),
  attempts: z.number(),
  error: z.string(),
});
export type SystemAlert = z.infer<typeof systemAlertSchema>;

export const systemAlertsSchema = z.object({
  /** false when the member turned 'Alertas do sistema' off: nothing is listed. */
  enabled: z.boolean(),
  items: z.array(systemAlertSchema),
});
export type SystemAlerts = z.infer<typeof systemAlertsSchema>;

/** A long error cut at a word, for a card or an e-mail. */
export function shortError(error: string | null, max = ALERT_ERROR_CHARS): string {
  const text = (error ?? "Erro não informado").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
