import type { EssayWebhookType } from "#domain/admin/essay-webhooks";
import { essayWebhookInUse } from "#server/core/essay-webhooks";
import type { Queryable } from "#server/db/client";

/** The URL of the webhook of a type in use (the rule is shared with the back office's 'Em uso'). */
export async function activeWebhookUrl(db: Queryable, type: EssayWebhookType): Promise<string | null> {
  return (await essayWebhookInUse(db, type))?.url ?? null;
}
