import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  accounts,
  chatMessages,
  emailOutbox,
  profiles,
  sessions,
  userEssays,
  users,
  verifications,
} from "#server/db/schema/index";

export const ANONYMISED_NAME = "Conta excluída";

/** The address an anonymised account keeps: unique, and `.invalid` can never receive mail. */
export function anonymisedEmail(userId: string): string {
  return `excluido-${userId}@anonimo.rumo.invalid`;
}

/**
 * LGPD account deletion (docs/decisions/004-account-deletion.md), in one transaction:
 * identifying data and free text go; non-identifying study records and the financial record stay,
 * attached to an account that can never sign in again.
 */
export async function anonymiseAccount(db: Database, userId: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;

    await tx
      .update(users)
      .set({
        email: anonymisedEmail(userId),
        name: ANONYMISED_NAME,
        emailVerified: false,
        image: null,
        banned: true,
        banReason: "Conta excluída pelo titular (LGPD)",
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
