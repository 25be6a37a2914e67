import { type AiTestResult, SETTINGS_MESSAGES } from "#domain/admin/settings";
import type { ModelSettings } from "#server/core/ai-settings";

export const AI_TEST_TIMEOUT_MS = 15_000;
const MAX_DETAIL = 160;

const shorten = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text);

/** The provider's own error text (OpenAI shape `{ error: { message } }`), else the start of the body. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === "string"
        ? parsed.error
        : typeof parsed.error?.message === "string"
          ? parsed.error.message
          : typeof parsed.message === "string"
            ? parsed.message
            : null;
    if (message) return shorten(message);
  } catch {
    // Not JSON: the raw text says what went wrong.
  }
  return shorten(body.trim() || "resposta vazia");
}

function networkDetail(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return `tempo esgotado (${AI_TEST_TIMEOUT_MS / 1000} s)`;
  // fetch says only "fetch failed"; the reason is in its cause (a refused connection, a bad port…).
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === "string") return `sem conexão (${cause.code})`;
  if (typeof cause?.message === "string") return shorten(cause.message);
  return shorten(error instanceof Error ? error.message : String(error));
}

/**
 * One real chat completion at the configured OpenAI-compatible provider: a one-line prompt and a
 * few tokens, so a wrong address, model or key shows up here instead of in a student's chat.
 */
export async function testModel(model: ModelSettings): Promise<AiTestResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = `${model.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const fail = (status: number | null, detail: string): AiTestResult => ({
    ok: false,
    status,
    ms: elapsed(),
    model: model.model,
    message: `${SETTINGS_MESSAGES.ai.testFailed} ${status ? `HTTP ${status}: ` : ""}${detail}`,
  });
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: model.model,
        messages: [{ role: "user", content: "Responda apenas: ok" }],
        max_tokens: 5,
        stream: false,
      }),
      signal: AbortSignal.timeout(AI_TEST_TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) return fail(response.status, errorDetail(body));
    let choices: unknown;
    try {
      choices = (JSON.parse(body) as { choices?: unknown }).choices;
    } catch {
      return fail(response.status, "a resposta não é JSON de chat completions");
    }
    if (!Array.isArray(choices) || choices.length === 0)
      return fail(response.status, "a resposta não trouxe nenhuma escolha (choices)");
    return {
      ok: true,
      status: response.status,
      ms: elapsed(),
      model: model.model,
      message: SETTINGS_MESSAGES.ai.testOk,
    };
  } catch (error) {
    return fail(null, networkDetail(error));
  }
}
