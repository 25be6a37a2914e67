import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import type { StaffRole } from "#domain/admin/roles";
import { isStaffRole } from "#domain/admin/roles";
import { INVITATION_DAYS, roleLabel, STAFF_MESSAGES, type StaffList } from "#domain/admin/staff";
import { recordAudit } from "#server/core/audit";
import type { Database, Queryable } from "#server/db/client";
import { AppError, ConflictError, ForbiddenError, NotFoundError } from "#server/http/errors";
import type { Mailer } from "#server/mail/mailer";
import { staffInvitationEmail } from "#server/mail/templates";
import { deleteSessionsOf } from "../repository.ts";
import {
  cancelInvitation,
  cancelPendingFor,
  findUserByEmail,
  insertInvitation,
  listMembers,
  listPendingInvitations,
  lockAdmins,
  lockUser,
  setRole,
} from "./repository.ts";

const DAY_MS = 24 * 3_600_000;

/** Only the SHA-256 of an invitation token is stored; the token itself travels in the e-mail. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Managing the staff: who is in it with which role, and invitations. Every change is audited in
 * its own transaction; a token never goes into the log.
 */
export function createStaffService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, publicUrl, log } = deps;

  /**
   * The member's row locked for a change by `actorId`, refusing a change to oneself and leaving
   * the staff without an admin.
   */
  async function lockMemberForChange(tx: Queryable, actorId: string, userId: string, newRole: string) {
    if (actorId === userId) throw new ConflictError("STAFF_SELF_CHANGE", STAFF_MESSAGES.self);
    const admins = await lockAdmins(tx);
    const member = await lockUser(tx, userId);
    if (!member || !isStaffRole(member.role)) throw new NotFoundError(STAFF_MESSAGES.notStaff);
    if (member.role === "admin" && newRole !== "admin" && admins.length <= 1)
      throw new ConflictError("LAST_ADMIN", STAFF_MESSAGES.lastAdmin);
    // The actor may have lost the admin role after the guard read it (two admins at once).
    if (!admins.includes(actorId)) throw new ForbiddenError(ADMIN_MESSAGES.roleDenied);
    return { ...member, role: member.role };
  }

  return {
    async list(now: Date): Promise<StaffList> {
      const [members, invitations] = await Promise.all([listMembers(db), listPendingInvitations(db, now)]);
      return {
        members: members.flatMap((m) =>
          isStaffRole(m.role)
            ? [
                {
                  id: m.id,
                  name: m.name,
                  email: m.email,
                  role: m.role,
                  roleLabel: roleLabel(m.role),
                  since: new Date(m.joinedAt ?? m.createdAt).toISOString(),
                },
              ]
            : [],
        ),
        invitations: invitations.flatMap((i) =>
          isStaffRole(i.role)
            ? [
                {
                  id: i.id,
                  email: i.email,
                  role: i.role,
                  roleLabel: roleLabel(i.role),
                  sentAt: i.createdAt.toISOString(),
                  expiresAt: i.expiresAt.toISOString(),
                },
              ]
            : [],
        ),
      };
    },

    /**
     * Saves the invitation (replacing the address's pending one), then e-mails the link. When the
     * e-mail cannot go, the invitation is cancelled again so the list never shows one nobody got.
     */
    async invite(actor: { id: string; name: string }, input: { email: string; role: StaffRole }, now: Date) {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
      const invitation = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, input.email);
        if (existing && isStaffRole(existing.role))
          throw new ConflictError("ALREADY_STAFF", STAFF_MESSAGES.alreadyStaff);
        const replaced = await cancelPendingFor(tx, input.email, now);
        const row = await insertInvitation(tx, {
          email: input.email,
          role: input.role,
          tokenHash: hashInvitationToken(token),
          invitedBy: actor.id,
          now,
          expiresAt,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: "staff.invite",
            targetType: "staff",
            targetId: row.id,
            before: replaced.length > 0 ? { replacedInvitations: replaced } : null,
            after: { email: input.email, role: input.role, expiresAt: expiresAt.toISOString() },
          },
          now,
        );
        return row;
      });
      try {
        await mailer.send({
          to: input.email,
          ...staffInvitationEmail({
            inviterName: actor.name,
            roleLabel: roleLabel(input.role),
            url: `${publicUrl}/admin/convite/${token}`,
            validDays: INVITATION_DAYS,
          }),
        });
      } catch (error) {
        log.error({ err: error, invitationId: invitation.id }, "staff invitation e-mail failed");
        await cancelInvitation(db, invitation.id, new Date());
        throw new AppError(502, "EMAIL_SEND_FAILED", STAFF_MESSAGES.invitationMailFailed);
      }
      return {
        message: STAFF_MESSAGES.invitationSent,
        invitation: {
          id: invitation.id,
          email: invitation.email,
          role: input.role,
          roleLabel: roleLabel(input.role),
          sentAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        },
      };
    },

    async cancelInvitation(actorId: string, id: string, now: Date) {
      await db.transaction(async (tx) => {
        const row = await cancelInvitation(tx, id, now);
        if (!row) throw new NotFoundError(STAFF_MESSAGES.invitationInvalid);
        await recordAudit(
          tx,
          {
            actorId,
            action: "staff.invite_cancel",
            targetType: "staff",
            targetId: id,
            before: { email: row.email, role: row.role },
            after: { cancelled: true },
          },
          now,
        );
      });
      return { message: STAFF_MESSAGES.invitationCancelled };
    },

    async setRole(actorId: string, userId: string, role: StaffRole, now: Date) {
      await db.transaction(async (tx) => {
        const member = await lockMemberForChange(tx, actorId, userId, role);
        if (member.role === role) return;
        await setRole(tx, userId, role, now);
        await recordAudit(
          tx,
          {
            actorId,
            action: "staff.role_change",
            targetType: "staff",
            targetId: userId,
            before: { role: member.role },
            after: { role },
          },
          now,
        );
      });
      return { message: STAFF_MESSAGES.roleChanged };
    },

    /** The person goes back to an ordinary account; their sessions end at once. */
    async remove(actorId: string, userId: string, now: Date) {
      await db.transaction(async (tx) => {
        const member = await lockMemberForChange(tx, actorId, userId, "user");
        await setRole(tx, userId, "user", now);
        await deleteSessionsOf(tx, userId);
        await recordAudit(
          tx,
          {
            actorId,
            action: "staff.remove",
            targetType: "staff",
            targetId: userId,
            before: { role: member.role, email: member.email },
            after: { role: "user", sessionsEnded: true },
          },
          now,
        );
      });
      return { message: STAFF_MESSAGES.removed };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
