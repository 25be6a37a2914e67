import { z } from "zod";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from "#domain/auth/schemas";
import { isValidPhone, phoneDigits } from "./phone.ts";

export const PROFILE_MESSAGES = {
  saved: { title: "Perfil atualizado", body: "Suas informações foram salvas com sucesso." },
  saveFailed: { title: "Erro ao salvar", body: "Não foi possível atualizar o perfil. Tente novamente." },
  unexpected: "Ocorreu um erro inesperado. Tente novamente.",
  emailReadOnly: "O e-mail não pode ser alterado",
  passwordChanged: "Senha alterada",
  passwordFailed: "Erro ao alterar senha",
  passwordsDontMatch: {
    title: "Senhas não coincidem",
    body: "A nova senha e a confirmação devem ser iguais.",
  },
  weakPassword: { title: "Senha muito fraca", body: "A senha deve ter pelo menos 6 caracteres." },
  wrongCurrentPassword: "A senha atual está incorreta.",
  deleted: { title: "Conta excluída", body: "Seus dados foram anonizados conforme a LGPD." },
  deleteFailed: "Erro ao excluir conta",
  deleteConfirmation: "Digite EXCLUIR para confirmar",
  settingsSaved: "Configurações salvas",
  objectivesRequired: "Preencha o curso dos sonhos e a faculdade para salvar.",
  preparationRequired: "Escolha o tempo de preparação.",
  invalidExamYear: "Escolha um ano de prova entre as opções disponíveis.",
  wrongPassword: "Senha incorreta. Confira e tente novamente.",
  settingsFailed: "Não foi possível salvar as configurações. Tente novamente.",
  exportReady: "Seus dados foram baixados.",
  exportFailed: "Não foi possível baixar seus dados. Tente novamente.",
} as const;

/** Study-hours options of the profile: 1 to 6 and 8 (shown as "8+"). */
export const STUDY_HOURS_OPTIONS = [1, 2, 3, 4, 5, 6, 8] as const;
/** Preparation period of the objectives dialog, in years (docs/decisions/012-objectives-and-settings.md). */
export const PREPARATION_YEARS_OPTIONS = [1, 2, 3, 4, 5] as const;
export const WEEKLY_GOAL_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_WEEKLY_GOAL = 10;

/** Exam years offered: this year to three years ahead (docs/decisions/012-objectives-and-settings.md). */
export function examYearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year + 1, year + 2, year + 3];
}

/** "yyyy-mm-dd" naming a day that exists: JavaScript would read 2000-02-31 as 2 March, PostgreSQL refuses it. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const personalInfoSchema = z.object({
  fullName: z.string().trim().min(1, "Informe seu nome completo").max(120),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, "Informe um celular válido com DDD, no formato (11) 99999-9999")
    .refine(
      (v) => v === "" || isValidPhone(v),
      "Informe um celular válido com DDD, no formato (11) 99999-9999",
    )
    .transform((v) => (v === "" ? null : phoneDigits(v))),
  /** ISO date (yyyy-mm-dd); empty is saved as null. */
  birthDate: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), "Data de nascimento inválida")
    .refine(
      (v) => v === "" || (new Date(v) < new Date() && new Date(v) > new Date("1900-01-01")),
      "Data de nascimento inválida",
    )
    .transform((v) => (v === "" ? null : v)),
  bio: optionalText(500),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;

export const objectivesSchema = z.object({
  dreamCourse: z.string().trim().min(1, PROFILE_MESSAGES.objectivesRequired).max(120),
  university: z.string().trim().min(1, PROFILE_MESSAGES.objectivesRequired).max(120),
  preparationYears: z.number().int().min(1).max(5).nullable(),
  studyHoursPerDay: z
    .number()
    .int()
    .refine((v) => (STUDY_HOURS_OPTIONS as readonly number[]).includes(v), "Escolha uma das opções de horas")
    .nullable(),
  examYear: z.number().int().min(2000).max(2100).nullable(),
  weeklyGoal: z
    .number()
    .int()
    .refine((v) => (WEEKLY_GOAL_OPTIONS as readonly number[]).includes(v), "Escolha uma das metas semanais"),
});
export type ObjectivesInput = z.input<typeof objectivesSchema>;

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  studyReminders: z.boolean(),
  weeklyReports: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Informe sua senha atual")
      .max(PASSWORD_MAX_LENGTH, PROFILE_MESSAGES.wrongCurrentPassword),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, "Confirme a nova senha"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordsDontMatch.body,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  confirmation: z.literal("EXCLUIR", { error: PROFILE_MESSAGES.deleteConfirmation }),
  password: z
    .string()
    .min(1, "Informe sua senha para confirmar")
    .max(PASSWORD_MAX_LENGTH, PROFILE_MESSAGES.wrongPassword),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The profile fields as stored: shared by the profile answer and the data export. */
export const storedProfileSchema = z.object({
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  bio: z.string().nullable(),
  dreamCourse: z.string().nullable(),
  university: z.string().nullable(),
  preparationYears: z.number().nullable(),
  studyHoursPerDay: z.number().nullable(),
  examYear: z.number().nullable(),
});

export const profileResponseSchema = storedProfileSchema.extend({
  email: z.string(),
  weeklyGoal: z.number(),
  settings: notificationSettingsSchema,
  memberSince: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Answer of POST /api/profile/objectives/skip (the dashboard dialog's "Pular"). */
export const objectivesSkippedResponseSchema = z.object({ skippedAt: z.string() });
export type ObjectivesSkippedResponse = z.infer<typeof objectivesSkippedResponseSchema>;
