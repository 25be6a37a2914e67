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
import type { ConversationTurn } from "./prompt.ts";
import { CONTEXT_MESSAGES } from "./prompt.ts";
import { ProviderFailure, type TutorAnswer, type TutorProvider } from "./providers/types.ts";
import { type ChatMessageRow, insertMessage, promptContext } from "./repository.ts";
import { providerFor } from "./select-provider.ts";
import { settingValueOf, TUTOR_SETTING_KEYS, tutorSettingsFrom } from "./settings.ts";
import { RECENT_MISTAKES, type StudentContext, studentContextFrom } from "./student-context.ts";
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
  /**
   * Called once every limit has passed, inside the transaction, before the message is written; the
   * transaction waits for what it returns.
   */
  onAllowed?: (text: string) => Promise<unknown> | undefined,
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
    await onAllowed?.(text);
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

/** What the prompt is made of, read while the message is being accepted. */
type PromptInputs = { provider: TutorProvider; student: StudentContext; history: ConversationTurn[] };

/**
 * The provider in force, the student's context and the conversation so far (the messages before
 * `now`: the new one is not stored yet). Started with the request, so it is read while the limits
 * are checked (in parallel on PostgreSQL).
 */
function loadPromptInputs(
  deps: AnsweringDeps,
  userId: string,
  tutor: Tutor,
  now: Date,
): Promise<PromptInputs> {
  const { db, config, log } = deps;
  return promptContext(db, {
    userId,
    subject: tutor.slug,
    subjectId: tutor.subjectId,
    settingKeys: Object.values(TUTOR_SETTING_KEYS),
    before: now,
    mistakes: RECENT_MISTAKES,
    history: CONTEXT_MESSAGES,
  }).then((rows) => ({
    provider: providerFor(
      db,
      rows.subjectWebhookUrl,
      tutorSettingsFrom(settingValueOf(rows.settings, config, log), config),
    ),
    student: studentContextFrom(rows.student ?? undefined, rows.mistakes),
    history: rows.history.reverse().map((m) => ({
      sender: m.sender === "user" ? ("user" as const) : ("bot" as const),
      message: m.message,
    })),
  }));
}

type AnswerOutcome = {
  text: string;
  sources: TutorAnswer["sources"];
  provider: TutorAnswer["provider"] | "fallback";
};

/**
 * Calls the provider and never rejects: a failure (of the provider, or of reading what the prompt
 * needs) becomes the visible answer to store, as `afterFailure` words it.
 */
async function produceAnswer(
  deps: AnsweringDeps,
  inputs: Promise<PromptInputs>,
  request: { userId: string; tutor: Tutor; message: string; signal: AbortSignal; sent?: () => void },
  emit: (delta: string, provider: ProviderKind) => void,
): Promise<AnswerOutcome> {
  let kind: TutorAnswer["provider"] = "offline";
  try {
    const { provider, student, history } = await inputs;
    kind = provider.kind;
    return await provider.answer({ ...request, student, history }, (text) => emit(text, provider.kind));
  } catch (error) {
    if (request.signal.aborted) return { text: "", sources: [], provider: kind };
    const failure =
      error instanceof ProviderFailure ? error : new ProviderFailure("unavailable", String(error));
    deps.log.warn(
      { err: error, provider: kind, subject: request.tutor.slug },
      "tutor provider failed; storing the fallback",
    );
    const after = afterFailure(failure, kind);
    emit(after.note, after.provider);
    return { text: after.text, sources: [], provider: after.provider };
  }
}

/** Holds the answer's pieces that arrive before the stream to the student is open. */
function deltaBuffer() {
  const pending: [string, ProviderKind][] = [];
  let sink: ((delta: string, provider: ProviderKind) => void) | undefined;
  return {
    emit(delta: string, provider: ProviderKind) {
      if (sink) sink(delta, provider);
      else pending.push([delta, provider]);
    },
    attach(to: (delta: string, provider: ProviderKind) => void) {
      for (const [delta, provider] of pending.splice(0)) to(delta, provider);
      sink = to;
    },
  };
}

export type SentMessage = AcceptedMessage & {
  /**
   * Streams the answer through `emit` (what already arrived first) and stores it once, complete.
   * Provider failures become a stored, visible answer (never an exception), and the answer is
   * stored even if the student has gone: the caller does not cancel this when the connection closes.
   */
  answer(emit: (delta: string, provider: ProviderKind) => void): Promise<ChatDoneEvent>;
};

/**
 * Sends a student's message to the tutor. The limits are checked first (acceptMessage); the
 * provider is called as soon as they have passed, while the message, the points and the streak are
 * written in the same transaction, so the wait for the model's first byte overlaps that write. The
 * answer is shown only once the message is stored; if storing it fails, the call is cancelled and
 * the error is the request's, as before any provider was involved.
 */
export async function sendMessage(
  deps: AnsweringDeps,
  userId: string,
  tutor: Tutor,
  raw: string,
  now: Date,
): Promise<SentMessage> {
  const inputs = loadPromptInputs(deps, userId, tutor, now);
  let ready: PromptInputs | undefined;
  // A refusal leaves before the inputs are used; their outcome is then of no interest.
  inputs.then((read) => (ready = read)).catch(() => {});
  const buffer = deltaBuffer();
  const cancel = new AbortController();
  let outcome: Promise<AnswerOutcome> | undefined;
  const start = (message: string, sent?: () => void) =>
    produceAnswer(deps, inputs, { userId, tutor, message, signal: cancel.signal, sent }, buffer.emit);
  let accepted: AcceptedMessage;
  try {
    accepted = await acceptMessage(deps, userId, tutor, raw, now, (text) => {
      // Never waits on the inputs here: on PGlite a read outside the transaction waits for its end.
      if (!ready || ready.provider.kind === "offline") {
        outcome = start(text);
        return undefined;
      }
      // The model's (or webhook's) request leaves before the transaction's writes, which on PGlite
      // hold the only thread; the wait is bounded.
      return new Promise<void>((resolve) => {
        outcome = start(text, resolve);
        setTimeout(resolve, REQUEST_LEAVES_WITHIN_MS).unref();
      });
    });
  } catch (error) {
    cancel.abort();
    throw error;
  }
  const answering = outcome ?? start(accepted.stored.message);
  return {
    ...accepted,
    async answer(emit) {
      buffer.attach(emit);
      return storeAnswer(deps, accepted, await answering);
    },
  };
}

/** The longest the message's transaction waits for the provider's request to leave. */
const REQUEST_LEAVES_WITHIN_MS = 5;

/** Stores the answer after the student's message, then what the page needs to show next. */
async function storeAnswer(
  deps: AnsweringDeps,
  accepted: AcceptedMessage,
  result: AnswerOutcome,
): Promise<ChatDoneEvent> {
  const { db } = deps;
  const { userId, tutor, stored } = accepted;
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
