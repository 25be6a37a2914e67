import { isAPIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import { PROFILE_MESSAGES } from "#domain/profile/schemas";
import { MESSAGES } from "#domain/shared/messages";
import type { Auth } from "#server/core/auth";
import { limiterKey, type RateLimiter } from "#server/core/rate-limiter";
import type { Database } from "#server/db/client";
import { AppError, TooManyRequestsError, ValidationError } from "#server/http/errors";
import { anonymiseAccount } from "./anonymise.ts";
import { findPasswordHash } from "./repository.ts";

/** Wrong current-password attempts allowed per account before a pause (a stolen session must not guess it). */
export const PASSWORD_CHECK_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;

function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error.body as { code?: string } | undefined)?.code;
}

function wrongPassword(message: string): AppError {
  return new AppError(400, "WRONG_PASSWORD", message);
}

/** Password change and account deletion: both re-check the password and end sessions. */
export function createAccountSecurity(deps: {
  db: Database;
  auth: Auth;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const { db, auth, limiter, log } = deps;
  const failureKey = (userId: string) => limiterKey("profile-password-fail", userId);

  /**
   * Counts a check as a miss before the password is looked at, so that checks arriving together
   * cannot all pass a limit none of them has reached yet; a right password forgets the misses.
   */
  async function countAttempt(userId: string): Promise<void> {
    const rule = PASSWORD_CHECK_LIMIT;
    const r = await limiter.hit(failureKey(userId), rule.limit, rule.windowSeconds);
    if (!r.allowed) throw new TooManyRequestsError(MESSAGES.generic.tooManyRequests, r.retryAfterSeconds);
  }

  return {
    /**
     * Checks the current password, sets the new one and signs every other device out.
     * Returns the Set-Cookie headers of the caller's new session.
     */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      headers: Headers,
    ): Promise<string[]> {
      await countAttempt(userId);
      try {
        const result = await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          returnHeaders: true,
        });
        await limiter.clear(failureKey(userId));
        return result.headers.getSetCookie();
      } catch (error) {
        const code = authErrorCode(error);
        if (code === "INVALID_PASSWORD") throw wrongPassword(PROFILE_MESSAGES.wrongCurrentPassword);
        if (code === "PASSWORD_TOO_SHORT") {
          // Refused before the current password was looked at.
          await limiter.release(failureKey(userId));
          throw new ValidationError(PROFILE_MESSAGES.weakPassword.body);
        }
        if (error instanceof AppError) throw error;
        log.error({ err: error }, "password change failed");
        throw new AppError(500, "PASSWORD_CHANGE_FAILED", PROFILE_MESSAGES.passwordFailed);
      }
    },

    /**
     * Confirms the password, anonymises the account (LGPD) and ends all of its sessions.
     * Returns the Set-Cookie headers that clear the caller's session cookie.
     */
    async deleteAccount(userId: string, password: string, headers: Headers): Promise<string[]> {
      await countAttempt(userId);
      const ctx = await auth.$context;
      const hash = await findPasswordHash(db, userId);
      const valid = hash ? await ctx.password.verify({ hash, password }) : false;
      if (!valid) throw wrongPassword(PROFILE_MESSAGES.wrongPassword);

      await anonymiseAccount(db, userId);
      // The rows are gone already; better-auth still ends them its own way (its session-delete hooks).
      await ctx.internalAdapter.deleteUserSessions(userId);
      await limiter.clear(failureKey(userId));
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return signedOut.headers.getSetCookie();
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
