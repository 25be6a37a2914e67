import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { buildModelMessages, buildSystemPrompt } from "#server/tutor/prompt";
import type { ModelSettings } from "#server/tutor/settings";
import { workedProblemOf } from "#server/tutor/worked-facts";
import { ProviderFailure, type TutorAnswer, type TutorProvider, type TutorRequest } from "./types.ts";

/** Longest silence allowed between two pieces of a streamed answer. */
const CHUNK_TIMEOUT_MS = 30_000;

/** The SDK's fetch, telling `sent` once the request is on its way (the next turn of the event loop). */
function announcingFetch(sent: (() => void) | undefined): typeof fetch {
  return (input, init) => {
    const response = fetch(input, init);
    if (sent) setImmediate(sent);
    return response;
  };
}

/**
 * An OpenAI-compatible chat model (OpenAI, Ollama, vLLM, llama.cpp) through the AI SDK, streamed.
 * A failure before any text is a ProviderFailure; after some text, what arrived is kept: when the
 * stream still finished, with a note that a piece may be missing (a malformed chunk); otherwise as
 * a ProviderFailure carrying the partial text, which the service stores with an "interrupted" note.
 */
export function modelProvider(settings: ModelSettings): TutorProvider {
  return {
    kind: "model",
    async answer(request: TutorRequest, emit): Promise<TutorAnswer> {
      // The AI SDK is loaded by the first answer, not at start-up (a few hundred milliseconds).
      const [{ createOpenAICompatible }, { streamText }] = await Promise.all([
        import("@ai-sdk/openai-compatible"),
        import("ai"),
      ]);
      const provider = createOpenAICompatible({
        name: "rumo-tutor",
        baseURL: settings.baseUrl.replace(/\/$/, ""),
        apiKey: settings.apiKey,
        fetch: announcingFetch(request.sent),
      });
      const result = streamText({
        model: provider.chatModel(settings.model),
        system: buildSystemPrompt(
          request.tutor,
          request.student,
          await workedProblemOf(request.message, request.history),
        ),
        messages: buildModelMessages(request.history, request.message),
        maxRetries: 1,
        ...(request.signal ? { abortSignal: request.signal } : {}),
        timeout: { totalMs: settings.timeoutMs, chunkMs: Math.min(CHUNK_TIMEOUT_MS, settings.timeoutMs) },
        // Errors are read from the stream below; this only keeps the SDK from printing them.
        onError: () => {},
      });
      let text = "";
      let lastError: unknown = null;
      let finished = false;
      try {
        for await (const part of result.fullStream) {
          if (part.type === "text-delta" && part.text) {
            text += part.text;
            emit(part.text);
          } else if (part.type === "error") lastError = part.error;
          else if (part.type === "abort") lastError = new Error("model stream aborted");
          else if (part.type === "finish")
            // A stream cut before the model said why it stopped is not a finished answer.
            finished = part.finishReason !== "error" && part.rawFinishReason !== undefined;
        }
      } catch (error) {
        lastError = error;
        finished = false;
      }
      const trimmed = text.trim();
      if (!trimmed) {
        if (lastError) throw new ProviderFailure("unavailable", `model call failed: ${String(lastError)}`);
        throw new ProviderFailure("bad_reply", "model answered with no text");
      }
      if (!finished)
        throw new ProviderFailure("unavailable", `model stream broke: ${String(lastError)}`, text);
      if (lastError) {
        const note = `\n\n${TUTOR_MESSAGES.partialLoss}`;
        emit(note);
        return { text: `${text}${note}`, sources: [], provider: "model" };
      }
      return { text, sources: [], provider: "model" };
    },
  };
}
