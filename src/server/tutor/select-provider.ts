import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { subjectWebhooks } from "#server/db/schema/index";
import { modelProvider } from "./providers/model.ts";
import { offlineProvider } from "./providers/offline.ts";
import type { TutorProvider } from "./providers/types.ts";
import { webhookProvider } from "./providers/webhook.ts";
import type { TutorSettings } from "./settings.ts";
import type { Tutor } from "./tutors.ts";

async function subjectWebhookUrl(db: Queryable, subjectId: string | null): Promise<string | null> {
  if (!subjectId) return null;
  const [row] = await db
    .select({ url: subjectWebhooks.url })
    .from(subjectWebhooks)
    .where(and(eq(subjectWebhooks.subjectId, subjectId), eq(subjectWebhooks.active, true)))
    .orderBy(desc(subjectWebhooks.updatedAt))
    .limit(1);
  return row?.url.trim() || null;
}

/**
 * The tutor for this message, chosen at request time (ARCHITECTURE decision 6): the subject's active
 * webhook, else the global `chat_webhook_url`, else a configured OpenAI-compatible model, else the
 * built-in offline tutor.
 */
export async function selectProvider(
  db: Queryable,
  tutor: Tutor,
  settings: TutorSettings,
): Promise<TutorProvider> {
  const webhook = (await subjectWebhookUrl(db, tutor.subjectId)) ?? settings.globalWebhookUrl;
  if (webhook) return webhookProvider(webhook, settings.webhookTimeoutMs);
  if (settings.model) return modelProvider(settings.model);
  return offlineProvider(db);
}
