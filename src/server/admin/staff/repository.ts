import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { STAFF_ROLES } from "#domain/admin/roles";
import { DEFAULT_STAFF_PREFERENCES, type StaffPreferences } from "#domain/admin/staff";
import type { Queryable } from "#server/db/client";
import {
  accounts,
  adminAuditLog,
  backgroundJobs,
  staffInvitations,
  staffPreferences,
  users,
} from "#server/db/schema/index";

const staffRoles = [...STAFF_ROLES];

/** Staff members, admins first; `since` is their latest accepted invitation, else the account's creation. */
export async function listMembers(db: Queryable) {
  const joined = db
    .select({ targetId: adminAuditLog.targetId, at: sql<Date>`max(${adminAuditLog.createdAt})`.as("at") })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "staff.join"), eq(adminAuditLog.targetType, "staff")))
    .groupBy(adminAuditLog.targetId)
    .as("joined");
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      joinedAt: joined.at,
    })
    .from(users)
    .leftJoin(joined, eq(joined.targetId, users.id))
    .where(inArray(users.role, staffRoles))
    .orderBy(sql`case ${users.role} when 'admin' then 0 when 'editor' then 1 else 2 end`, asc(users.name));
}

export async function listPendingInvitations(db: Queryable, now: Date) {
  return db.select().from(staffInvitations).where(pending(now)).orderBy(desc(staffInvitations.createdAt));
}

function pending(now: Date) {
  return and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.cancelledAt),
    gt(staffInvitations.expiresAt, now),
  );
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** The user's row locked for a role change. */
export async function lockUser(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/**
 * The admins, locked: two admins demoting each other at once wait for one another, and the second
 * sees that only one admin is left.
 */
export async function lockAdmins(db: Queryable): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  return rows.map((r) => r.id);
}

export async function setRole(db: Queryable, userId: string, role: string, now: Date): Promise<void> {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}

/** An accepted invitation proves the address, like the confirmation link of a sign-up. */
export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function credentialHash(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

/** Cancels the address's pending invitations (a new one replaces them); returns their ids. */
export async function cancelPendingFor(db: Queryable, email: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(staffInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(staffInvitations.email, email), pending(now)))
    .returning({ id: staffInvitations.id });
  return rows.map((r) => r.id);
}

export async function insertInvitation(
  db: Queryable,
  values: { email: string; role: string; tokenHash: string; invitedBy: string; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(staffInvitations)
    .values({
      email: values.email,
      role: values.role,
      tokenHash: values.tokenHash,
      invitedBy: values.invitedBy,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error("invitation not saved");
  return row;
}

/** Cancels one pending invitation; undefined when it was not pending. */
export async function cancelInvitation(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning();
  return row;
}

export async function findInvitationByHash(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation used, only if it still is pending: of two acceptances, one wins. */
export async function claimInvitation(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning();
  return row;
}

export async function readPreferences(db: Queryable, userId: string): Promise<StaffPreferences> {
  const [row] = await db.select().from(staffPreferences).where(eq(staffPreferences.userId, userId));
  if (!row) return DEFAULT_STAFF_PREFERENCES;
  return { systemAlerts: row.systemAlerts, emailAlerts: row.emailAlerts, smsAlerts: row.smsAlerts };
}

export async function savePreferences(
  db: Queryable,
  userId: string,
  prefs: StaffPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(staffPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: staffPreferences.userId, set: { ...prefs, updatedAt: now } });
}

/** Active staff who want e-mail alerts (on unless they turned it off). */
export async function emailAlertRecipients(db: Queryable) {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .leftJoin(staffPreferences, eq(staffPreferences.userId, users.id))
    .where(
      and(
        inArray(users.role, staffRoles),
        eq(users.banned, false),
        sql`coalesce(${staffPreferences.emailAlerts}, true)`,
      ),
    );
}

/** Jobs that gave up since `from`, newest first. */
export async function failedJobsSince(db: Queryable, from: Date, limit: number) {
  return db
    .select({
      id: backgroundJobs.id,
      kind: backgroundJobs.kind,
      attempts: backgroundJobs.attempts,
      lastError: backgroundJobs.lastError,
      updatedAt: backgroundJobs.updatedAt,
    })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.status, "failed"), gt(backgroundJobs.updatedAt, from)))
    .orderBy(desc(backgroundJobs.updatedAt))
    .limit(limit);
}
