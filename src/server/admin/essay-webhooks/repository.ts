import { desc, eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { essayWebhooks } from "#server/db/schema/index";

export type EssayWebhookRow = typeof essayWebhooks.$inferSelect;
type Values = { type: string; url: string; active: boolean };

/** Every essay webhook, newest first (the original's order). */
export function listEssayWebhooks(db: Queryable): Promise<EssayWebhookRow[]> {
  return db.select().from(essayWebhooks).orderBy(desc(essayWebhooks.createdAt), desc(essayWebhooks.id));
}

export async function findEssayWebhook(db: Queryable, id: string): Promise<EssayWebhookRow | null> {
  const [row] = await db.select().from(essayWebhooks).where(eq(essayWebhooks.id, id));
  return row ?? null;
}

/** The row locked for a change, so two staff members' edits apply one after the other. */
export async function lockEssayWebhook(tx: Queryable, id: string): Promise<EssayWebhookRow | null> {
  const [row] = await tx.select().from(essayWebhooks).where(eq(essayWebhooks.id, id)).for("update");
  return row ?? null;
}

export async function insertEssayWebhook(tx: Queryable, values: Values, now: Date): Promise<EssayWebhookRow> {
  const [row] = await tx
    .insert(essayWebhooks)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateEssayWebhook(
  tx: Queryable,
  id: string,
  values: Partial<Values>,
  now: Date,
): Promise<EssayWebhookRow> {
  const [row] = await tx
    .update(essayWebhooks)
    .set({ ...values, updatedAt: now })
    .where(eq(essayWebhooks.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function deleteEssayWebhook(tx: Queryable, id: string): Promise<void> {
  await tx.delete(essayWebhooks).where(eq(essayWebhooks.id, id));
}
