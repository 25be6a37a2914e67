import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { sandboxObjects } from "#server/db/schema/index";

/** A sandbox object in Stripe's shape; `object` names its type as Stripe does. */
export type SandboxObject = { id: string; object: string; customer?: string | null; [key: string]: unknown };

export async function getObject<T extends SandboxObject>(db: Queryable, id: string): Promise<T | null> {
  const [row] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id));
  return row ? (row.data as T) : null;
}

export async function putObject(db: Queryable, object: SandboxObject): Promise<void> {
  const customerId = object.object === "customer" ? object.id : (object.customer ?? null);
  await db
    .insert(sandboxObjects)
    .values({ id: object.id, type: object.object, customerId, data: object })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object, customerId } });
}

export async function listObjects<T extends SandboxObject>(
  db: Queryable,
  customerId: string,
  type: string,
): Promise<T[]> {
  const rows = await db
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.customerId, customerId), eq(sandboxObjects.type, type)))
    .orderBy(asc(sandboxObjects.createdAt));
  return rows.map((r) => r.data as T);
}
