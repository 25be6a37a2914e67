import type { FastifyBaseLogger } from "fastify";
import { isStaffRole, type StaffRole } from "#domain/admin/roles";
import { type InvitationInfo, roleLabel, STAFF_MESSAGES } from "#domain/admin/staff";
import { newPasswordSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { recordAudit } from "#server/core/audit";
import type { Auth } from "#server/core/auth";
import { limiterKey, type RateLimiter } from "#server/core/rate-limiter";
import type { Database } from "#server/db/client";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  ValidationError,
} from "#server/http/errors";
import { deleteSessionsOf } from "../repository.ts";
import {
  claimInvitation,
  credentialHash,
  deleteUser,
  findInvitationByHash,
  findUserByEmail,
  markEmailVerified,
  setRole,
} from "./repository.ts";
import { hashInvitationToken } from "./service.ts";

/** Per client address: opening links, and acceptances (each one may check a password). */
export const INVITATION_LIMITS = {
  lookupsPerIp: { limit: 60, windowSeconds: 15 * 60 },
  acceptsPerIp: { limit: 10, windowSeconds: 15 * 60 },
} as const;

const invalid = (status: 404 | 410) =>
  new AppError(status, "INVITATION_INVALID", STAFF_MESSAGES.invitationInvalid);

/**
 * The invited person's side (public, no session): read what the link offers, then accept it by
 * creating an account (sign-up's rules, through better-auth) or by proving the existing account's
 * password. The invitation is used once; the new role takes effect at the next sign-in at /admin/login.
 */
export function createInvitationService(deps: {
  db: Database;
  auth: Auth;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const { db, auth, limiter, log } = deps;

  async function throttle(scope: string, ip: string, rule: { limit: number; windowSeconds: number }) {
    const r = await limiter.hit(limiterKey(scope, ip), rule.limit, rule.windowSeconds);
    if (!r.allowed) throw new TooManyRequestsError(MESSAGES.generic.tooManyRequests, r.retryAfterSeconds);
  }

  /** 404 for a token never issued, 410 for one used, cancelled or past its 7 days. */
  async function usableInvitation(token: string, now: Date) {
    const invitation = await findInvitationByHash(db, hashInvitationToken(token));
    if (!invitation || !isStaffRole(invitation.role)) throw invalid(404);
    if (invitation.acceptedAt || invitation.cancelledAt || invitation.expiresAt.getTime() <= now.getTime())
      throw invalid(410);
    return { ...invitation, role: invitation.role as StaffRole };
  }

  async function createAccount(email: string, name: string, password: string): Promise<string> {
    const ctx = await auth.$context;
    const user = await ctx.internalAdapter.createUser(
      { email, name, emailVerified: true, role: "user" },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash(password),
    });
    return user.id;
  }

  async function checkPassword(userId: string, password: string): Promise<boolean> {
    const hash = await credentialHash(db, userId);
    if (!hash) return false;
    const ctx = await auth.$context;
    return ctx.password.verify({ hash, password });
  }

  return {
    async read(token: string, ip: string, now: Date): Promise<InvitationInfo> {
      await throttle("staff-invite-read", ip, INVITATION_LIMITS.lookupsPerIp);
      const invitation = await usableInvitation(token, now);
      const account = await findUserByEmail(db, invitation.email);
      return {
        email: invitation.email,
        role: invitation.role,
        roleLabel: roleLabel(invitation.role),
        hasAccount: account !== undefined,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    async accept(token: string, input: { name?: string; password: string }, ip: string, now: Date) {
      await throttle("staff-invite-accept", ip, INVITATION_LIMITS.acceptsPerIp);
      const invitation = await usableInvitation(token, now);
      const existing = await findUserByEmail(db, invitation.email);
      let userId: string;
      let created = false;
      if (existing) {
        if (isStaffRole(existing.role)) throw new ConflictError("ALREADY_STAFF", STAFF_MESSAGES.alreadyStaff);
        if (existing.banned) throw new ForbiddenError(MESSAGES.auth.accountInactive, "ACCOUNT_INACTIVE");
        if (!(await checkPassword(existing.id, input.password)))
          throw new AppError(401, "WRONG_PASSWORD", STAFF_MESSAGES.wrongPassword);
        userId = existing.id;
      } else {
        const name = input.name?.trim() ?? "";
        if (!name) throw new ValidationError(MESSAGES.auth.nameRequired);
        const password = newPasswordSchema.safeParse(input.password);
        if (!password.success)
          throw new ValidationError(password.error.issues[0]?.message ?? MESSAGES.auth.weakPasswordBody);
        try {
          userId = await createAccount(invitation.email, name, password.data);
        } catch (error) {
          // Someone signed up with this address a moment ago: the link is theirs to accept with it.
          if (await findUserByEmail(db, invitation.email))
            throw new ConflictError("EMAIL_TAKEN", MESSAGES.auth.registerDuplicateBody);
          log.error({ err: error }, "staff account creation failed");
          throw new AppError(500, "REGISTER_FAILED", MESSAGES.auth.registerError);
        }
        created = true;
      }

      const joined = await db.transaction(async (tx) => {
        const claimed = await claimInvitation(tx, invitation.id, now);
        if (!claimed) return false;
        await setRole(tx, userId, invitation.role, now);
        await markEmailVerified(tx, userId);
        // A session opened as a student would otherwise carry the new role; staff sign in afresh.
        await deleteSessionsOf(tx, userId);
        await recordAudit(
          tx,
          {
            actorId: userId,
            action: "staff.join",
            targetType: "staff",
            targetId: userId,
            before: { role: existing?.role ?? null },
            after: { role: invitation.role, invitationId: invitation.id, accountCreated: created },
          },
          now,
        );
        return true;
      });
      if (!joined) {
        // The invitation was used or cancelled meanwhile: the account made for it goes too.
        if (created) await deleteUser(db, userId);
        throw invalid(410);
      }
      return { message: STAFF_MESSAGES.accepted, role: invitation.role };
    },
  };
}
