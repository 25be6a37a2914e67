import { and, asc, eq } from "drizzle-orm";
import type { Database, Queryable } from "#server/db/client";
import {
  accounts,
  chatMessages,
  emailOutbox,
  essayTopics,
  exerciseCompletions,
  exercises,
  profiles,
  questions,
  sessions,
  subscriptionPlans,
  userAchievements,
  userAnswers,
  userEssays,
  userProgress,
  userSubscriptions,
  users,
  verifications,
} from "#server/db/schema/index";

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

/** Everything the data export shows about one student, in the order each list is exported. */
export async function exportRows(db: Queryable, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));

  const [subscriptionRows, answerRows, completionRows, chatRows, essayRows, achievementRows, sessionRows] =
    await Promise.all([
      db
        .select({ plan: subscriptionPlans.name, s: userSubscriptions })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, userId))
        .orderBy(asc(userSubscriptions.createdAt)),
      db
        .select({ exercise: exercises.title, question: questions.prompt, a: userAnswers })
        .from(userAnswers)
        .innerJoin(exercises, eq(exercises.id, userAnswers.exerciseId))
        .innerJoin(questions, eq(questions.id, userAnswers.questionId))
        .where(eq(userAnswers.userId, userId))
        .orderBy(asc(userAnswers.createdAt)),
      db
        .select({ exercise: exercises.title, c: exerciseCompletions })
        .from(exerciseCompletions)
        .innerJoin(exercises, eq(exercises.id, exerciseCompletions.exerciseId))
        .where(eq(exerciseCompletions.userId, userId))
        .orderBy(asc(exerciseCompletions.completedAt)),
      db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.createdAt)),
      db
        .select({ topic: essayTopics.title, e: userEssays })
        .from(userEssays)
        .leftJoin(essayTopics, eq(essayTopics.id, userEssays.topicId))
        .where(eq(userEssays.userId, userId))
        .orderBy(asc(userEssays.createdAt)),
      db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ]);

  return {
    account,
    profile,
    progress,
    subscriptionRows,
    answerRows,
    completionRows,
    chatRows,
    essayRows,
    achievementRows,
    sessionRows,
  };
}

/** The account deletion's writes, in one transaction; what replaces the identity comes from the caller. */
export async function anonymiseAccountRows(
  db: Database,
  userId: string,
  now: Date,
  replacement: { email: string; name: string; banReason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;

    await tx
      .update(users)
      .set({
        email: replacement.email,
        name: replacement.name,
        emailVerified: false,
        image: null,
        banned: true,
        banReason: replacement.banReason,
        banExpires: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));

    await tx
      .update(profiles)
      .set({
        fullName: null,
        phone: null,
        birthDate: null,
        dreamCourse: null,
        university: null,
        bio: null,
        anonymizedAt: now,
        updatedAt: now,
      })
      .where(eq(profiles.userId, userId));

    // Sign-in material: sessions, the password hash, and pending reset links (their value is the user id).
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));

    // Free text the student wrote may hold anything personal.
    await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
    await tx.delete(userEssays).where(eq(userEssays.userId, userId));

    // The development outbox keeps copies of e-mails sent to the old address.
    await tx.delete(emailOutbox).where(eq(emailOutbox.to, user.email));
  });
}

/** The account's password hash (better-auth's "credential" account); undefined without one. */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null | undefined> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return credential?.hash;
}
