import { EXERCISE_MESSAGES } from "#domain/practice/rules";
import { formatMessage } from "#domain/shared/messages";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The title when the exercise itself does not exist (the server's text then says the same). */
export const EXERCISE_NOT_FOUND_TITLE = "Exercício não encontrado";

/** 'Você errou este exercício. Tente novamente em N horas.' (singular for one hour). */
export function blockedMessage(hours: number | null): string {
  const n = Math.max(1, hours ?? 24);
  const text = formatMessage(EXERCISE_MESSAGES.blockedBody, { hours: n });
  return n === 1 ? text.replace("1 horas", "1 hora") : text;
}

export function toastBlocked(hours: number | null): void {
  toast.error(EXERCISE_MESSAGES.blockedTitle, { description: blockedMessage(hours) });
}

/** The server's own refusal of a reset while the block lasts (its text carries the hours left). */
export function toastBlockedRefusal(message: string): void {
  toast.error(EXERCISE_MESSAGES.blockedTitle, { description: message });
}

export function toastLoginRequired(): void {
  toast.error(EXERCISE_MESSAGES.loginRequiredTitle, { description: EXERCISE_MESSAGES.loginRequiredBody });
}

export function toastResetDone(): void {
  toast.success(EXERCISE_MESSAGES.resetTitle, { description: EXERCISE_MESSAGES.resetBody });
}

export function toastResetFailed(): void {
  toast.error(EXERCISE_MESSAGES.resetErrorTitle, { description: EXERCISE_MESSAGES.resetErrorBody });
}

/** The plan's refusal to start an exercise or a 'Refazer' (limit or module), or null for any other failure. */
export function planRefusal(error: unknown): string | null {
  return error instanceof ApiError && ["DAILY_LIMIT_REACHED", "MODULE_DISABLED"].includes(error.code)
    ? error.message
    : null;
}

/** The panel's title: 'Limite Atingido' (the default) unless the plan leaves exercises out. */
export function planRefusalTitle(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === "MODULE_DISABLED"
    ? EXERCISE_MESSAGES.moduleDisabledTitle
    : undefined;
}

export function toastSelectAnswer(): void {
  toast.error(EXERCISE_MESSAGES.selectAnswerTitle, { description: EXERCISE_MESSAGES.selectAnswerBody });
}

/** Where a visitor signs in before taking this exercise. */
export function loginPathFor(exerciseId: string): string {
  return `/login?redirect=${encodeURIComponent(`/exercise/${exerciseId}`)}`;
}
