import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { profiles, userProgress, users } from "#server/db/schema/index";

export type ProfileRow = typeof profiles.$inferSelect;
type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, "userId" | "createdAt">>;

/** The caller's account, profile and progress rows; profile and progress may be missing on old accounts. */
export async function findProfileRows(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      profile: profiles,
      weeklyGoal: userProgress.weeklyGoal,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userProgress, eq(userProgress.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Writes profile columns, creating the row when an account somehow lacks one. */
export async function upsertProfile(db: Queryable, userId: string, changes: ProfileChanges): Promise<void> {
  const values = { ...changes, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

export async function upsertWeeklyGoal(db: Queryable, userId: string, weeklyGoal: number): Promise<void> {
  const values = { weeklyGoal, updatedAt: new Date() };
  await db
    .insert(userProgress)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProgress.userId, set: values });
}

/** better-auth's user name mirrors the profile's full name (it is what e-mails greet). */
export async function updateAccountName(db: Queryable, userId: string, name: string) {
  const [user] = await db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
