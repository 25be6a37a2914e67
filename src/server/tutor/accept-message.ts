import type { FastifyBaseLogger } from "fastify";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { CHAT_RATE_LIMIT, POINTS_PER_MESSAGE } from "#domain/tutor/rules";
import { sanitizeMessage } from "#domain/tutor/sanitize";
import type { AppConfig } from "#server/config";
import { lockProgress, recordActivity } from "#server/core/activity/activity";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { requireModule } from "#server/core/guards";
import type { RateLimiter } from "#server/core/rate-limiter";
import type { Database } from "#server/db/client";
import { AppError, LimitReachedError, TooManyRequestsError } from "#server/http/errors";
import { blockMessage } from "./conversation.ts";
import { type ChatMessageRow, insertMessage } from "./repository.ts";
import type { Tutor } from "./tutors.ts";

export type AnsweringDeps = {
  db: Database;
  config: AppConfig;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
};

export type AcceptedMessage = {
  userId: string;
  tutor: Tutor;
  stored: ChatMessageRow;
  /** Messages left today after this one; -1 when unlimited. */
  remainingToday: number;
  /** The plan's Turbo: the tutor reads more of the conversation (docs/product.md#turbo). */
  turbo: boolean;
};

/**
 * Checks and stores a student's message before any tutor is called (docs/product.md#tutor, enforced
 * on the server): sanitised, rate limited (10 per 60 s), within the plan's module, daily messages and
 * subjects per day; then +5 knowledge points and the streak, in one transaction under the
 * student's progress lock so two tabs cannot both take the last message. Achievements are evaluated
 * once the answer is stored, off the path to the answer's first byte.
 */
export async function acceptMessage(
  deps: AnsweringDeps,
  userId: string,
  tutor: Tutor,
  raw: string,
  now: Date,
  /**
   * Called once every limit has passed, inside the transaction, before the message is written; the
   * transaction waits for what it returns.
   */
  onAllowed?: (text: string, turbo: boolean) => Promise<unknown> | undefined,
): Promise<AcceptedMessage> {
  const text = sanitizeMessage(raw);
  if (!text) throw new AppError(400, "INVALID_MESSAGE", TUTOR_MESSAGES.invalidBody);
  // Counted before the transaction: awaited inside it, the count's statement could wait for a
  // connection that transactions waiting on their own counts all hold.
  const rate = await deps.limiter.hit(`chat:${userId}`, CHAT_RATE_LIMIT.max, CHAT_RATE_LIMIT.windowSeconds);
  if (!rate.allowed)
    throw new TooManyRequestsError(TUTOR_MESSAGES.rateLimitBody, rate.retryAfterSeconds, "TOO_MANY_MESSAGES");

  const timeZone = deps.config.timezone;
  const { stored, remainingToday, turbo } = await deps.db.transaction(async (tx) => {
    const progress = await lockProgress(tx, userId);
    const e = await loadEntitlements(tx, userId, now, timeZone);
    requireModule(e, "chat", TUTOR_MESSAGES.moduleDisabled);
    if (e.chatMessagesToday.remaining === 0)
      throw new LimitReachedError("CHAT_LIMIT_REACHED", TUTOR_MESSAGES.dailyLimitBody, {
        limit: e.chatMessagesToday.limit,
        used: e.chatMessagesToday.used,
      });
    const subjectBlocked =
      tutor.subjectId !== null &&
      !e.subjectsToday.subjects.includes(tutor.slug) &&
      e.subjectsToday.remaining === 0;
    if (subjectBlocked)
      throw new LimitReachedError(
        "SUBJECT_LIMIT_REACHED",
        await blockMessage(tx, "SUBJECT_LIMIT_REACHED", e),
        {
          limit: e.subjectsToday.limit,
          subjects: e.subjectsToday.subjects,
        },
      );
    await onAllowed?.(text, e.modules.turbo);
    const row = await insertMessage(tx, {
      userId,
      subject: tutor.slug,
      message: text,
      sender: "user",
      provider: null,
      createdAt: now,
    });
    // The row locked above: the message's own trigger only moves its message count.
    await recordActivity(tx, userId, { points: POINTS_PER_MESSAGE, at: now, timeZone }, progress);
    const remaining = e.chatMessagesToday.remaining;
    return { stored: row, remainingToday: remaining < 0 ? remaining : remaining - 1, turbo: e.modules.turbo };
  });
  return { userId, tutor, stored, remainingToday, turbo };
}
