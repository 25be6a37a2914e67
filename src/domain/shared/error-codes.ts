/**
 * Every `code` the API can answer with in `{ code, message }`. The server's errors take one of
 * these and the web app branches on them, so a renamed code breaks the build instead of a screen.
 */
export const ERROR_CODES = [
  // Generic
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "TOO_MANY_REQUESTS",
  "INTERNAL_ERROR",
  "DATABASE_UNAVAILABLE",
  "PAYLOAD_TOO_LARGE",
  "REQUEST_HEADER_TOO_LARGE",
  "REQUEST_TIMEOUT",
  // Plans and limits
  "MODULE_DISABLED",
  "SUBSCRIBERS_ONLY",
  "DAILY_LIMIT_REACHED",
  "CHAT_LIMIT_REACHED",
  "SUBJECT_LIMIT_REACHED",
  "ESSAY_LIMIT_REACHED",
  "CORRECTION_LIMIT_REACHED",
  "TOO_MANY_MESSAGES",
  // Accounts
  "EMAIL_TAKEN",
  "EMAIL_NOT_VERIFIED",
  "EMAIL_COOLDOWN",
  "EMAIL_RATE_LIMITED",
  "EMAIL_SEND_FAILED",
  "EMAIL_TIMEOUT",
  "WRONG_PASSWORD",
  "PASSWORD_TOO_SHORT",
  "LOGIN_LOCKED",
  "LOGIN_FAILED",
  "REGISTER_FAILED",
  "RESET_TOKEN_INVALID",
  "RESET_FAILED",
  "PASSWORD_CHANGE_FAILED",
  "ACCOUNT_INACTIVE",
  "DEV_OUTBOX_LOCAL_ONLY",
  // Practice
  "QUESTION_NOT_FOUND",
  "EXERCISE_BLOCKED",
  "ALREADY_COMPLETED",
  // Tutor
  "INVALID_MESSAGE",
  // Essays
  "EMPTY_ESSAY",
  "ESSAY_TOO_SHORT",
  "ALREADY_SUBMITTED",
  "NOT_EDITABLE",
  "NOT_RETRYABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
