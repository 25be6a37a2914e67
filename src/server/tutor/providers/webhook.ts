import { workedFactsPayload, workedProblemOf } from "#server/tutor/worked-facts";
import { ProviderFailure, type TutorAnswer, type TutorProvider, type TutorRequest } from "./types.ts";

const MAX_REPLY_CHARS = 20_000;

/** A connection that never got going (refused, reset, DNS): worth one retry. A timeout is not. */
function isNetworkError(error: unknown): boolean {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))
    return false;
  return error instanceof TypeError;
}

/** The reply field; n8n's "Respond to Webhook" may also wrap the object in a one-item array. */
function replyOf(data: unknown): string | null {
  const item = Array.isArray(data) ? data[0] : data;
  if (!item || typeof item !== "object") return null;
  const value = (item as Record<string, unknown>).resposta;
  return typeof value === "string" && value.trim() ? value.trim().slice(0, MAX_REPLY_CHARS) : null;
}

/**
 * The spec's tutor webhook (n8n or similar): POST `{user_id, nome, materia, message}` (plus the facts
 * `calculo` and `erros_recentes`), answer field `resposta`. The answer arrives whole, so it is emitted in one piece.
 */
export function webhookProvider(url: string, timeoutMs: number): TutorProvider {
  return {
    kind: "webhook",
    async answer(request: TutorRequest, emit): Promise<TutorAnswer> {
      const worked = await workedProblemOf(request.message, request.history);
      const body = JSON.stringify({
        user_id: request.userId,
        nome: request.student.fullName,
        materia: request.tutor.subjectName,
        message: request.message,
        // Facts for the flow's model: Rumo's computation with the student's numbers, and their latest mistakes.
        calculo: worked ? workedFactsPayload(worked) : null,
        erros_recentes: request.student.recentMistakes.map((m) => ({
          assunto: m.topic,
          questao: m.question,
          resposta: m.answer,
          correta: m.correctAnswer,
        })),
      });
      let text: string | null = null;
      for (let attempt = 0; text === null; attempt++) {
        try {
          const timeout = AbortSignal.timeout(timeoutMs);
          const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
          const pending = fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body,
            signal,
          });
          if (attempt === 0 && request.sent) setImmediate(request.sent);
          const response = await pending;
          if (!response.ok) throw new ProviderFailure("unavailable", `webhook answered ${response.status}`);
          text = await response.text();
        } catch (error) {
          if (error instanceof ProviderFailure) throw error;
          if (attempt === 0 && isNetworkError(error)) continue;
          throw new ProviderFailure("unavailable", `webhook call failed: ${String(error)}`);
        }
      }
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        // An unreadable body is a failed call (docs/product.md#tutor-providers); only a readable answer
        // without `resposta` is "não consegui processar".
        throw new ProviderFailure("unavailable", "webhook answered something that is not JSON");
      }
      const reply = replyOf(data);
      if (!reply) throw new ProviderFailure("bad_reply", "webhook answer has no 'resposta'");
      emit(reply);
      return { text: reply, sources: [], provider: "webhook" };
    },
  };
}
