import { eq, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { userProgress } from "#server/db/schema/index";

export type ProgressRow = typeof userProgress.$inferSelect;

/**
 * Creates the student's progress row when missing, then reads it `FOR UPDATE`, so the caller's
 * transaction holds the row lock until it ends.
 */
export async function lockProgressRow(tx: Queryable, userId: string): Promise<ProgressRow | undefined> {
  await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(userProgress).where(eq(userProgress.userId, userId)).for("update");
  return row;
}

/** Adds `points` to the student's knowledge points and stores the streak; undefined without a row. */
export async function addPointsAndStreak(
  tx: Queryable,
  userId: string,
  change: { points: number; streakDays: number; lastActivityDay: string | null; at: Date },
): Promise<{ knowledgePoints: number; streakDays: number } | undefined> {
  const [updated] = await tx
    .update(userProgress)
    .set({
      knowledgePoints: sql`${userProgress.knowledgePoints} + ${change.points}`,
      streakDays: change.streakDays,
      lastActivityDay: change.lastActivityDay,
      updatedAt: change.at,
    })
    .where(eq(userProgress.userId, userId))
    .returning({ knowledgePoints: userProgress.knowledgePoints, streakDays: userProgress.streakDays });
  return updated;
}
