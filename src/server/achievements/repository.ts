import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { userProgress } from "#server/db/schema/index";

export async function findProgress(db: Queryable, userId: string) {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  return progress;
}
