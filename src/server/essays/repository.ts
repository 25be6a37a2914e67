import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { essayWebhooks } from "#server/db/schema/index";
import type { EssayWebhookType } from "./webhooks.ts";

/** The newest active webhook of a type, read on every use so an admin's change applies at once. */
export async function activeWebhookUrl(db: Queryable, type: EssayWebhookType): Promise<string | null> {
  const [row] = await db
    .select({ url: essayWebhooks.url })
    .from(essayWebhooks)
    .where(and(eq(essayWebhooks.type, type), eq(essayWebhooks.active, true)))
    .orderBy(desc(essayWebhooks.createdAt))
    .limit(1);
  return row?.url.trim() || null;
}
