import type { Queryable } from "#server/db/client";
import { modelProvider } from "./providers/model.ts";
import { offlineProvider } from "./providers/offline.ts";
import type { TutorProvider } from "./providers/types.ts";
import { webhookProvider } from "./providers/webhook.ts";
import type { TutorSettings } from "./settings.ts";

/**
 * The tutor for this message, chosen at request time (docs/decisions/015-tutor-provider-chain.md)
 * from what was just read (tutor/prompt-context.ts): the subject's active webhook, else
 * the global `chat_webhook_url`, else a configured OpenAI-compatible model, else the built-in
 * offline tutor.
 */
export function providerFor(
  db: Queryable,
  subjectWebhook: string | null,
  settings: TutorSettings,
): TutorProvider {
  const webhook = subjectWebhook ?? settings.globalWebhookUrl;
  if (webhook) return webhookProvider(webhook, settings.webhookTimeoutMs);
  if (settings.model) return modelProvider(settings.model);
  return offlineProvider(db);
}
