import { z } from "zod";
import { chatMessageSchema, pageCursorSchema } from "./api.ts";

export const HISTORY_PAGE_SIZE = 50;

export const historyQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: pageCursorSchema.optional(),
});

export const historyMessageSchema = chatMessageSchema.extend({
  /** Calendar day of the message in the product's time zone ("2026-11-22"), for grouping. */
  day: z.string(),
  subjectName: z.string(),
  subjectEmoji: z.string(),
});
export type HistoryMessageDto = z.infer<typeof historyMessageSchema>;

export const historyPageSchema = z.object({
  /** The whole history window, whatever the search. */
  stats: z.object({ totalMessages: z.number(), activeDays: z.number(), distinctSubjects: z.number() }),
  /** Messages matching the search (all in the window without one). */
  matches: z.number(),
  /** Newest first. */
  messages: z.array(historyMessageSchema),
  nextCursor: z.string().nullable(),
  historyDays: z.number().nullable(),
});
export type HistoryPageDto = z.infer<typeof historyPageSchema>;
