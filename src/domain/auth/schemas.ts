import { z } from "zod";
import { isValidPhone, phoneDigits } from "#domain/profile/phone";
import { MESSAGES } from "#domain/shared/messages";
import { isCommonPassword } from "./common-passwords.ts";

const m = MESSAGES.auth;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 15;

export const emailSchema = z
  .string({ error: m.requiredField })
  .trim()
  .min(1, m.requiredField)
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }))
  .transform((e) => e.toLowerCase());

/** A new password: the spec's minimum, a sane maximum, and not one of the most common ones. */
export const newPasswordSchema = z
  .string({ error: m.requiredField })
  .min(1, m.requiredField)
  .min(PASSWORD_MIN_LENGTH, m.weakPasswordBody)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`)
  .refine((p) => !isCommonPassword(p), m.commonPassword);

export const phoneSchema = z
  .string({ error: m.requiredField })
  .trim()
  .min(1, m.requiredField)
  .max(PHONE_MAX_LENGTH, m.invalidPhone)
  .refine(isValidPhone, m.invalidPhone)
  .transform(phoneDigits);

export const registerSchema = z
  .object({
    fullName: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120),
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: m.requiredField }).min(1, m.requiredField),
    acceptTerms: z.literal(true, { error: m.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: m.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.requiredField }).min(1, m.requiredField).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, m.resetInvalidBody),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: m.requiredField }).min(1, m.requiredField),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: m.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Client-side cooldowns the forgot-password screen shows, mirrored by the server limits. */
export const FORGOT_PASSWORD_COOLDOWN_SECONDS = 120;
export const FORGOT_PASSWORD_RATE_LIMITED_SECONDS = 300;
export const RESET_REDIRECT_SECONDS = 3;
