import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { profiles, users } from "#server/db/schema/index";

/** Whether an account already uses this e-mail (sign-up refuses it before better-auth runs). */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing !== undefined;
}

/** Sign-up asks for the phone, which better-auth does not know: it goes on the new profile row. */
export async function setProfilePhone(db: Queryable, userId: string, phone: string): Promise<void> {
  await db.update(profiles).set({ phone }).where(eq(profiles.userId, userId));
}

/** The profile's full name; undefined when the account has no profile row. */
export async function findProfileFullName(db: Queryable, userId: string) {
  const [profile] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile?.fullName;
}

/** The role of the account with this e-mail (better-auth stores e-mails in lower case). */
export async function findRoleByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return user?.role;
}
