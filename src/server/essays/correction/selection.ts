import type { FastifyBaseLogger } from "fastify";
import type { NormalizedCorrection } from "#domain/essays/feedback";
import type { AppConfig } from "#server/config";
import { loadModelSettings } from "#server/core/ai-settings";
import type { Queryable } from "#server/db/client";
import { activeWebhookUrl } from "#server/essays/repository";
import { essayWebhookTimeoutMs } from "#server/essays/webhooks";
import { builtinCorrector } from "./builtin.ts";
import type { CorrectionRequest, CorrectorKind, EssayCorrector } from "./types.ts";
import { webhookCorrector } from "./webhook.ts";

export type CorrectorOptions = {
  /** Extra tries of the webhook before falling back (timeouts, non-2xx, unusable answers). */
  webhookRetries?: number;
  webhookRetryDelayMs?: number;
};

export const DEFAULT_CORRECTION_WEBHOOK_TIMEOUT_MS = 60_000;

/**
 * docs/decisions/016-essay-provider-chain.md: the active corrigir_redacao webhook, else the
 * configured model, else the built-in corrector, which always answers. Read on every correction, so
 * settings apply at once.
 */
export async function correctorChain(
  db: Queryable,
  config: AppConfig,
  log: FastifyBaseLogger,
  options: CorrectorOptions = {},
): Promise<EssayCorrector[]> {
  const chain: EssayCorrector[] = [];
  const url = await activeWebhookUrl(db, "corrigir_redacao");
  if (url)
    chain.push(
      webhookCorrector(url, {
        timeoutMs: await essayWebhookTimeoutMs(db, config, log, DEFAULT_CORRECTION_WEBHOOK_TIMEOUT_MS),
        retries: options.webhookRetries ?? 1,
        retryDelayMs: options.webhookRetryDelayMs ?? 1000,
      }),
    );
  const model = await loadModelSettings(db, config, log);
  // The model corrector brings the AI SDK: loaded by the first correction that uses it, not at start-up.
  if (model) chain.push((await import("./model.ts")).modelCorrector(model));
  chain.push(builtinCorrector());
  return chain;
}

/** Tries each corrector in turn; the first usable correction wins and says who made it. */
export async function correctWithFallback(
  chain: EssayCorrector[],
  request: CorrectionRequest,
  log: FastifyBaseLogger,
): Promise<{ correction: NormalizedCorrection; correctedBy: CorrectorKind; failures: string[] }> {
  const failures: string[] = [];
  for (const corrector of chain) {
    try {
      return { correction: await corrector.correct(request), correctedBy: corrector.kind, failures };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { corrector: corrector.kind, essayId: request.essayId, err: message },
        "essay corrector failed",
      );
      failures.push(`${corrector.kind}: ${message}`);
    }
  }
  throw new Error(`every corrector failed — ${failures.join("; ")}`);
}
