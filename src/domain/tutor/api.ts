import { z } from "zod";
import { newAchievementSchema } from "#domain/practice/api";
import { MESSAGES } from "#domain/shared/messages";
import { TUTOR_MESSAGES } from "./messages.ts";

export const chatSourceSchema = z.object({
  kind: z.enum(["exercise", "topic", "essay_tip"]),
  id: z.string(),
  title: z.string(),
});
export type ChatSourceDto = z.infer<typeof chatSourceSchema>;

export const providerKindSchema = z.enum(["webhook", "model", "offline", "greeting", "fallback"]);
export type ProviderKind = z.infer<typeof providerKindSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  sender: z.enum(["user", "bot"]),
  provider: providerKindSchema.nullable(),
  sources: z.array(chatSourceSchema),
  createdAt: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const tutorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  subjectName: z.string(),
  emoji: z.string(),
  color: z.string(),
  icon: z.string(),
});
export type TutorDto = z.infer<typeof tutorSchema>;

/** What the student may still do today in this chat; the badge and the 'Limite Atingido' panel read it. */
export const chatAllowanceSchema = z.object({
  /** Messages left today; -1 when unlimited. */
  remainingToday: z.number(),
  dailyLimit: z.number().nullable(),
  /** Why sending is refused right now, if it is. */
  blocked: z.enum(["CHAT_LIMIT_REACHED", "SUBJECT_LIMIT_REACHED", "MODULE_DISABLED"]).nullable(),
  blockedMessage: z.string().nullable(),
});
export type ChatAllowanceDto = z.infer<typeof chatAllowanceSchema>;

/**
 * A page cursor as the server writes it: base64url of "<ISO time>|<message id>". Anything else
 * (hand-edited, a time PostgreSQL cannot hold) is refused instead of reaching the query.
 */
export function isPageCursor(cursor: string): boolean {
  let decoded: string;
  try {
    decoded = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return false;
  }
  const match = /^((?:19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|[0-9a-f-]{36}$/i.exec(
    decoded,
  );
  return match !== null && !Number.isNaN(new Date(match[1] ?? "").getTime());
}

/** Opaque cursor from `nextCursor`: the page then holds the items before it. */
export const pageCursorSchema = z
  .string()
  .max(200, MESSAGES.generic.invalidCursor)
  .refine(isPageCursor, MESSAGES.generic.invalidCursor);

export const chatPageQuerySchema = z.object({
  /** Opaque cursor from `nextCursor`: the page then holds the messages before it. */
  before: pageCursorSchema.optional(),
});

export const chatPageSchema = z.object({
  tutor: tutorSchema,
  /** Newest first, at most 20. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  /** The latest message is the student's and its answer is still being produced (reload mid-answer). */
  pending: z.boolean(),
  allowance: chatAllowanceSchema,
  /** The plan's history window in days; null when unlimited. */
  historyDays: z.number().nullable(),
});
export type ChatPageDto = z.infer<typeof chatPageSchema>;

/** Only a guard against abuse: the sanitiser (sanitize.ts) trims and cuts at 10 000 characters. */
export const sendMessageSchema = z.object({
  message: z.string({ error: TUTOR_MESSAGES.invalidBody }).max(50_000, TUTOR_MESSAGES.invalidBody),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Payload of the `done` server-sent event: the stored answer and what changed for the student. */
export const chatDoneEventSchema = z.object({
  message: chatMessageSchema,
  remainingToday: z.number(),
  /** The chat's allowance once this exchange is counted: the page shows it as is. */
  allowance: chatAllowanceSchema,
  newAchievements: z.array(newAchievementSchema),
});
export type ChatDoneEvent = z.infer<typeof chatDoneEventSchema>;

/** The events of `POST /api/chat/:subject/messages` (text/event-stream), in order. */
export type ChatStreamEvent =
  | { event: "message"; data: ChatMessageDto }
  /** A piece of the answer, and who is writing it (so the page renders it as it will be stored). */
  | { event: "delta"; data: { text: string; provider: ProviderKind } }
  | { event: "done"; data: ChatDoneEvent }
  | { event: "error"; data: { code: string; message: string } };
