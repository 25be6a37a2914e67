import { and, desc, eq } from "drizzle-orm";
import type { EssayWebhookType } from "#domain/admin/essay-webhooks";
import type { Queryable } from "#server/db/client";
import { essayWebhooks } from "#server/db/schema/index";

/**
 * The one webhook of a type that the essays feature calls: the newest active one (ties broken by id,
 * so every reader agrees). The back office marks the same row 'Em uso'; both read it through here,
 * read on every use so an admin's change applies at once. A blank URL counts as none.
 */
export async function essayWebhookInUse(
  db: Queryable,
  type: EssayWebhookType,
): Promise<{ id: string; url: string } | null> {
  const [row] = await db
    .select({ id: essayWebhooks.id, url: essayWebhooks.url })
    .from(essayWebhooks)
    .where(and(eq(essayWebhooks.type, type), eq(essayWebhooks.active, true)))
    .orderBy(desc(essayWebhooks.createdAt), desc(essayWebhooks.id))
    .limit(1);
  const url = row?.url.trim();
  return row && url ? { id: row.id, url } : null;
}
