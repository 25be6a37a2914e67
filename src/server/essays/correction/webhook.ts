import { normalizeCorrection } from "#domain/essays/feedback";
import { type PostOptions, postJsonWithRetry } from "#server/essays/webhooks";
import type { CorrectionRequest, EssayCorrector } from "./types.ts";

/**
 * The corrigir_redacao webhook (n8n or similar; docs/product.md#correction). Body:
 * `{ redacao_id, conteudo, tema, user_id }` (tema is the topic's title). The answer may take any
 * of the feedback shapes normalizeCorrection accepts; anything else is retried, then refused.
 */
export function webhookCorrector(url: string, options: PostOptions): EssayCorrector {
  return {
    kind: "webhook",
    correct: (request: CorrectionRequest) =>
      postJsonWithRetry(
        url,
        {
          redacao_id: request.essayId,
          conteudo: request.content,
          tema: request.topic.title,
          user_id: request.userId,
        },
        options,
        normalizeCorrection,
      ),
  };
}
