import type { Queryable } from "#server/db/client";
import { modelProvider } from "./providers/model.ts";
import { offlineProvider } from "./providers/offline.ts";
import type { TutorProvider } from "./providers/types.ts";
import { webhookProvider } from "./providers/webhook.ts";
import { subjectWebhookUrl } from "./repository.ts";
import type { TutorSettings } from "./settings.ts";
import type { Tutor } from "./tutors.ts";

/**
 * The tutor for this message, chosen at request time (docs/decisions/015-tutor-provider-chain.md):
 * the subject's active webhook, else the global `chat_webhook_url`, else a configured
 * OpenAI-compatible model, else the built-in offline tutor.
 */
export async function selectProvider(
  db: Queryable,
  tutor: Tutor,
  settingsToRead: TutorSettings | Promise<TutorSettings>,
): Promise<TutorProvider> {
  // The subject's webhook and the settings are read at the same time.
  const [subjectWebhook, settings] = await Promise.all([
    subjectWebhookUrl(db, tutor.subjectId),
    settingsToRead,
  ]);
  return providerFor(db, subjectWebhook, settings);
}

/** The same choice, from the subject's webhook and the settings already read. */
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
