import type { ChatDoneEvent, ProviderKind } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import { messageDto } from "#server/core/chat-messages/dto";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import { type AcceptedMessage, type AnsweringDeps, acceptMessage } from "./accept-message.ts";
import { allowanceOf } from "./conversation.ts";
import { contextMessagesFor } from "./prompt.ts";
import { loadPromptInputs, type PromptInputs } from "./prompt-inputs.ts";
import { ProviderFailure, type TutorAnswer } from "./providers/types.ts";
import { insertMessage } from "./repository.ts";
import type { Tutor } from "./tutors.ts";

export type { AcceptedMessage, AnsweringDeps } from "./accept-message.ts";

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

type AnswerOutcome = {
  text: string;
  sources: TutorAnswer["sources"];
  provider: TutorAnswer["provider"] | "fallback";
};

/**
 * Calls the provider and never rejects: a failure (of the provider, or of reading what the prompt
 * needs) becomes the visible answer to store, as `afterFailure` words it. The offline tutor starts
 * once the stored message has gone out (`acknowledged`): its work is the server's own, and the
 * acknowledgement of every send must not wait behind it.
 */
async function produceAnswer(
  deps: AnsweringDeps,
  inputs: Promise<PromptInputs>,
  request: {
    userId: string;
    tutor: Tutor;
    message: string;
    signal: AbortSignal;
    /** How many earlier messages the provider reads: more with Turbo. */
    contextMessages: number;
    sent?: () => void;
  },
  emit: (delta: string, provider: ProviderKind) => void,
  acknowledged: Promise<void>,
): Promise<AnswerOutcome> {
  let kind: TutorAnswer["provider"] = "offline";
  try {
    const { provider, student, history } = await inputs;
    kind = provider.kind;
    if (provider.kind === "offline") await acknowledged;
    if (request.signal.aborted) return { text: "", sources: [], provider: kind };
    const { contextMessages, ...rest } = request;
    return await provider.answer({ ...rest, student, history: history.slice(-contextMessages) }, (text) =>
      emit(text, provider.kind),
    );
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

/** A promise that resolves when `open` is called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export type SentMessage = AcceptedMessage & {
  /**
   * Called once the stored message has been sent to the student (the offline tutor starts then).
   * Streams the answer through `emit` (what already arrived first) and stores it once, complete.
   * Provider failures become a stored, visible answer (never an exception), and the answer is
   * stored even if the student has gone: the caller does not cancel this when the connection closes.
   */
  answer(emit: (delta: string, provider: ProviderKind) => void): Promise<ChatDoneEvent>;
};

/**
 * Sends a student's message to the tutor. The limits are checked first (acceptMessage); a model or
 * webhook is called as soon as they have passed, while the message, the points and the streak are
 * written in the same transaction, so the wait for the model's first byte overlaps that write; the
 * offline tutor, once the stored message has gone out. The answer is shown only once the message
 * is stored; if storing it fails, the call is cancelled and the error is the request's, as before
 * any provider was involved.
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
  const acknowledged = gate();
  let outcome: Promise<AnswerOutcome> | undefined;
  const start = (message: string, turbo: boolean, sent?: () => void) =>
    produceAnswer(
      deps,
      inputs,
      { userId, tutor, message, signal: cancel.signal, contextMessages: contextMessagesFor(turbo), sent },
      buffer.emit,
      acknowledged.opened,
    );
  let accepted: AcceptedMessage;
  try {
    accepted = await acceptMessage(deps, userId, tutor, raw, now, (text, turbo) => {
      // Never waits on the inputs here: on PGlite a read outside the transaction waits for its end.
      // The offline tutor's call only waits for the acknowledgement.
      if (!ready || ready.provider.kind === "offline") {
        outcome = start(text, turbo);
        return undefined;
      }
      // The model's (or webhook's) request leaves before the transaction's writes, which on PGlite
      // hold the only thread; the wait is bounded.
      return new Promise<void>((resolve) => {
        outcome = start(text, turbo, resolve);
        setTimeout(resolve, REQUEST_LEAVES_WITHIN_MS).unref();
      });
    });
  } catch (error) {
    cancel.abort();
    acknowledged.open();
    throw error;
  }
  const answering = outcome ?? start(accepted.stored.message, accepted.turbo);
  return {
    ...accepted,
    async answer(emit) {
      buffer.attach(emit);
      acknowledged.open();
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
