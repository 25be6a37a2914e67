import type { FastifyBaseLogger } from "fastify";
import type { ChatDoneEvent, ProviderKind } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { CHAT_RATE_LIMIT, POINTS_PER_MESSAGE } from "#domain/tutor/rules";
import { sanitizeMessage } from "#domain/tutor/sanitize";
import type { AppConfig } from "#server/config";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { lockProgress, recordActivity } from "#server/core/activity/activity";
import { messageDto } from "#server/core/chat-messages/dto";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { requireModule } from "#server/core/guards";
import type { RateLimiter } from "#server/core/rate-limiter";
import type { Database } from "#server/db/client";
import { AppError, LimitReachedError, TooManyRequestsError } from "#server/http/errors";
import { allowanceOf, blockMessage } from "./conversation.ts";
import { CONTEXT_MESSAGES } from "./prompt.ts";
import { ProviderFailure, type TutorAnswer } from "./providers/types.ts";
import { type ChatMessageRow, insertMessage, recentConversation } from "./repository.ts";
import { selectProvider } from "./select-provider.ts";
import { loadTutorSettings } from "./settings.ts";
import { loadStudentContext } from "./student-context.ts";
import type { Tutor } from "./tutors.ts";

export type AcceptedMessage = {
  userId: string;
  tutor: Tutor;
  stored: ChatMessageRow;
  /** Messages left today after this one; -1 when unlimited. */
  remainingToday: number;
};

export type AnsweringDeps = {
  db: Database;
  config: AppConfig;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
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
): Promise<AcceptedMessage> {
  const text = sanitizeMessage(raw);
  if (!text) throw new AppError(400, "INVALID_MESSAGE", TUTOR_MESSAGES.invalidBody);
  const rate = await deps.limiter.hit(`chat:${userId}`, CHAT_RATE_LIMIT.max, CHAT_RATE_LIMIT.windowSeconds);
  if (!rate.allowed)
    throw new TooManyRequestsError(TUTOR_MESSAGES.rateLimitBody, rate.retryAfterSeconds, "TOO_MANY_MESSAGES");

  const timeZone = deps.config.timezone;
  const { stored, remainingToday } = await deps.db.transaction(async (tx) => {
    await lockProgress(tx, userId);
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
    const row = await insertMessage(tx, {
      userId,
      subject: tutor.slug,
      message: text,
      sender: "user",
      provider: null,
      createdAt: now,
    });
    await recordActivity(tx, userId, { points: POINTS_PER_MESSAGE, at: now, timeZone });
    const remaining = e.chatMessagesToday.remaining;
    return { stored: row, remainingToday: remaining < 0 ? remaining : remaining - 1 };
  });
  return { userId, tutor, stored, remainingToday };
}

/** What is stored when a provider fails: what it streamed plus a note, or the spec's fallback message. */
function afterFailure(failure: ProviderFailure, kind: TutorAnswer["provider"]) {
  if (failure.partial.trim())
    return {
      text: `${failure.partial}\n\n${TUTOR_MESSAGES.interrupted}`,
      note: `\n\n${TUTOR_MESSAGES.interrupted}`,
      provider: kind,
    };
  const text = failure.reason === "bad_reply" ? TUTOR_MESSAGES.fallbackMissing : TUTOR_MESSAGES.fallbackError;
  return { text, note: text, provider: "fallback" as const };
}

/**
 * Produces the tutor's answer, streaming it through `emit`, and stores it once, complete. Provider
 * failures become a stored, visible answer (never an exception), and the answer is stored even if
 * the student has gone: the caller does not cancel this when the connection closes.
 */
export async function answerMessage(
  deps: AnsweringDeps,
  accepted: AcceptedMessage,
  emit: (delta: string, provider: ProviderKind) => void,
): Promise<ChatDoneEvent> {
  const { db } = deps;
  const { userId, tutor, stored } = accepted;
  let result: {
    text: string;
    sources: TutorAnswer["sources"];
    provider: TutorAnswer["provider"] | "fallback";
  };
  let kind: TutorAnswer["provider"] = "offline";
  try {
    const [provider, student, history] = await Promise.all([
      loadTutorSettings(db, deps.config, deps.log).then((settings) => selectProvider(db, tutor, settings)),
      loadStudentContext(db, userId, tutor.subjectId),
      recentConversation(db, userId, tutor.slug, stored, CONTEXT_MESSAGES),
    ]);
    kind = provider.kind;
    result = await provider.answer(
      {
        userId,
        tutor,
        student,
        message: stored.message,
        history: history.map((m) => ({ sender: m.sender === "user" ? "user" : "bot", message: m.message })),
      },
      (text) => emit(text, provider.kind),
    );
  } catch (error) {
    const failure =
      error instanceof ProviderFailure ? error : new ProviderFailure("unavailable", String(error));
    deps.log.warn(
      { err: error, provider: kind, subject: tutor.slug },
      "tutor provider failed; storing the fallback",
    );
    const after = afterFailure(failure, kind);
    emit(after.note, after.provider);
    result = { text: after.text, sources: [], provider: after.provider };
  }
  // Stored after the student's message even when both fall in the same millisecond.
  const at = new Date(Math.max(Date.now(), stored.createdAt.getTime() + 1));
  const bot = await insertMessage(db, {
    userId,
    subject: tutor.slug,
    message: result.text,
    sender: "bot",
    provider: result.provider,
    sources: result.sources,
    createdAt: at,
  });
  const { newlyEarned } = await evaluateAchievements(db, userId, stored.createdAt, deps.config.timezone);
  // Read back after the answer is stored, so the page shows the server's count and block, not a guess.
  const entitlements = await loadEntitlements(db, userId, new Date(), deps.config.timezone);
  return {
    message: messageDto(bot),
    remainingToday: accepted.remainingToday,
    allowance: await allowanceOf(db, entitlements, tutor),
    newAchievements: newlyEarned,
  };
}
