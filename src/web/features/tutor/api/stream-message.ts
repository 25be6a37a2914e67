import { MESSAGES } from "#domain/shared/messages";
import type { ChatDoneEvent, ChatMessageDto, ProviderKind } from "#domain/tutor/api";
import { createSseParser } from "#web/features/tutor/sse-parser.ts";
import { failureOf, networkError } from "#web/lib/api-client.ts";

export type StreamHandlers = {
  /** The server stored the student's message: from here on nothing typed can be lost. */
  onAccepted(message: ChatMessageDto): void;
  onDelta(text: string, provider: ProviderKind): void;
  onDone(done: ChatDoneEvent): void;
};

/** The stream ended before the answer was complete (connection lost, server error event). */
export class StreamInterruptedError extends Error {
  constructor(
    readonly accepted: boolean,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/chat/:subject/messages, read as server-sent events as they arrive. Refusals before the
 * stream (validation, limits, rate) throw ApiError with the server's code and pt-BR message.
 */
export async function streamChatMessage(
  subject: string,
  message: string,
  handlers: StreamHandlers,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/chat/${encodeURIComponent(subject)}/messages`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message }),
    });
  } catch {
    throw networkError();
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/event-stream") || !response.body) {
    throw failureOf(response.status, await response.json().catch(() => null));
  }

  let accepted = false;
  let finished = false;
  let failure: string | null = null;
  const parser = createSseParser((event, data) => {
    const payload = JSON.parse(data) as unknown;
    if (event === "message") {
      accepted = true;
      handlers.onAccepted(payload as ChatMessageDto);
    } else if (event === "delta") {
      const delta = payload as { text: string; provider: ProviderKind };
      handlers.onDelta(delta.text, delta.provider);
    } else if (event === "done") {
      finished = true;
      handlers.onDone(payload as ChatDoneEvent);
    } else if (event === "error") failure = (payload as { message: string }).message;
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch {
    // The connection dropped; what the server stored is read back by the caller.
  }
  if (!finished) throw new StreamInterruptedError(accepted, failure ?? MESSAGES.generic.offline);
}
