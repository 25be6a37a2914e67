import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import { positiveInt, readSettings } from "#server/core/ai-settings";
import type { Queryable } from "#server/db/client";

/** system_settings key: how long an essay webhook may take (ms); each use has its own default. */
export const ESSAY_WEBHOOK_TIMEOUT_KEY = "redacao_webhook_timeout_ms";

export async function essayWebhookTimeoutMs(
  db: Queryable,
  config: AppConfig,
  log: FastifyBaseLogger,
  fallback: number,
): Promise<number> {
  const value = await readSettings(db, [ESSAY_WEBHOOK_TIMEOUT_KEY], config, log);
  return positiveInt(value(ESSAY_WEBHOOK_TIMEOUT_KEY), fallback);
}

/** An outside service (webhook or model) that did not give a usable answer. */
export class OutsideCallError extends Error {}

export type PostOptions = { timeoutMs: number; retries: number; retryDelayMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postOnce(url: string, body: unknown, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OutsideCallError(`webhook call failed: ${String(error)}`);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new OutsideCallError(`webhook answered ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new OutsideCallError("webhook answered something that is not JSON");
  }
}

/**
 * POSTs JSON and parses the JSON answer, retrying (timeouts, non-2xx, bad JSON, or an answer
 * `accept` refuses) a bounded number of times with a short backoff.
 */
export async function postJsonWithRetry<T>(
  url: string,
  body: unknown,
  options: PostOptions,
  accept: (data: unknown) => T | null,
): Promise<T> {
  let last: unknown = null;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(options.retryDelayMs * attempt);
    try {
      const value = accept(await postOnce(url, body, options.timeoutMs));
      if (value !== null) return value;
      last = new OutsideCallError("webhook answer has no usable content");
    } catch (error) {
      last = error;
    }
  }
  throw last instanceof OutsideCallError ? last : new OutsideCallError(String(last));
}
