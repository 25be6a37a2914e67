import { isAPIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { isStaffRole } from "#domain/admin/roles";
import type { SessionUserDto } from "#domain/auth/api";
import { MESSAGES } from "#domain/shared/messages";
import { evaluateAchievements } from "#server/core/achievements/evaluate";
import type { Auth } from "#server/core/auth";
import type { SessionUser } from "#server/core/session";
import type { Database } from "#server/db/client";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from "#server/http/errors";
import { trackDelivery } from "#server/mail/delivery-tracking";
import { sessionUserDto } from "./dto.ts";
import { emailTaken, findProfileFullName, findRoleByEmail, setProfilePhone } from "./repository.ts";
import type { AuthThrottle } from "./throttle.ts";

export type RequestContext = { ip: string; headers: Headers };
export type RegisterCommand = { fullName: string; email: string; phone: string; password: string };

/** Where confirmation links land: the login screen, which tells the student the outcome. */
export const VERIFIED_CALLBACK = "/login?verified=1";

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code;
}

/** Account flows on top of better-auth: validation already done by the route, rules and messages here. */
export function createAccountService(deps: {
  auth: Auth;
  db: Database;
  throttle: AuthThrottle;
  log: FastifyBaseLogger;
  timeZone: string;
}) {
  const { auth, db, throttle, log, timeZone } = deps;

  return {
    /** The signed-in student as the app shows them. */
    async sessionUser(user: SessionUser): Promise<SessionUserDto> {
      const fullName = user.fullName !== undefined ? user.fullName : await findProfileFullName(db, user.id);
      return sessionUserDto(user, fullName);
    },

    async register(input: RegisterCommand, ctx: RequestContext): Promise<void> {
      await throttle.beforeSignUp(ctx.ip);
      // The spec asks sign-up to say the e-mail is taken; every other flow stays silent about it.
      if (await emailTaken(db, input.email))
        throw new ConflictError("EMAIL_TAKEN", MESSAGES.auth.registerDuplicateBody);
      try {
        const result = await auth.api.signUpEmail({
          body: {
            name: input.fullName,
            email: input.email,
            password: input.password,
            callbackURL: VERIFIED_CALLBACK,
          },
          headers: ctx.headers,
        });
        await setProfilePhone(db, result.user.id, input.phone);
      } catch (error) {
        const code = errorCode(error);
        if (code === "PASSWORD_TOO_SHORT") throw new ValidationError(MESSAGES.auth.weakPasswordBody);
        if (code?.startsWith("USER_ALREADY_EXISTS"))
          throw new ConflictError("EMAIL_TAKEN", MESSAGES.auth.registerDuplicateBody);
        log.error({ err: error }, "sign-up failed");
        throw new AppError(500, "REGISTER_FAILED", MESSAGES.auth.registerError);
      }
    },

    /**
     * Returns the Set-Cookie headers of the new session. `rememberMe: false` (staff) makes a cookie
     * that ends with the browser and a session that is never extended.
     */
    async login(
      email: string,
      password: string,
      ctx: RequestContext,
      options: { rememberMe?: boolean } = {},
    ): Promise<string[]> {
      await throttle.beforeLogin(email, ctx.ip);
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password, rememberMe: options.rememberMe ?? true, callbackURL: VERIFIED_CALLBACK },
          headers: ctx.headers,
          returnHeaders: true,
        });
        await throttle.passwordAccepted(email, ctx.ip);
        // Signing in is the event behind 'first_login'; reading pages never writes achievements.
        await evaluateAchievements(db, response.user.id, new Date(), timeZone);
        return headers.getSetCookie();
      } catch (error) {
        const code = errorCode(error);
        // The attempt was counted as a wrong password up front; it stays counted unless the password was right.
        if (code === "INVALID_EMAIL_OR_PASSWORD")
          throw new UnauthorizedError(MESSAGES.auth.invalidCredentials);
        // better-auth checks these only after the password matched.
        if (code === "EMAIL_NOT_VERIFIED") {
          await throttle.passwordAccepted(email, ctx.ip);
          throw new ForbiddenError(MESSAGES.auth.emailNotVerified, "EMAIL_NOT_VERIFIED");
        }
        if (code === "BANNED_USER") {
          await throttle.passwordAccepted(email, ctx.ip);
          throw new ForbiddenError(MESSAGES.auth.accountInactive, "ACCOUNT_INACTIVE");
        }
        if (error instanceof AppError) throw error;
        log.error({ err: error }, "sign-in failed");
        throw new AppError(500, "LOGIN_FAILED", MESSAGES.auth.connectError);
      }
    },

    /**
     * The back office's sign-in: the same checks and messages as a student's, then only staff keep
     * the session (8 hours, core/auth.ts); anyone else's new session is ended at once.
     */
    async staffLogin(email: string, password: string, ctx: RequestContext): Promise<string[]> {
      const cookies = await this.login(email, password, ctx, { rememberMe: false });
      const role = await findRoleByEmail(db, email);
      if (isStaffRole(role)) return cookies;
      const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
      await auth.api.signOut({ headers: new Headers({ cookie }) }).catch(() => {});
      throw new ForbiddenError(ADMIN_MESSAGES.accessDenied);
    },

    async logout(ctx: RequestContext): Promise<string[]> {
      try {
        const { headers } = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
        return headers.getSetCookie();
      } catch {
        // No session to end: signing out is still a success for the student.
        return [];
      }
    },

    /** Always answers the same way, so it never tells whether an address has an account. */
    async requestPasswordReset(email: string, ctx: RequestContext): Promise<void> {
      await throttle.beforeResetRequest(email, ctx.ip);
      try {
        const { deliveryError } = await trackDelivery(() =>
          auth.api.requestPasswordReset({ body: { email }, headers: ctx.headers }),
        );
        if (deliveryError) throw deliveryError;
      } catch (error) {
        log.error({ err: error }, "password reset e-mail failed");
        const timedOut = error instanceof Error && /timeout|timed out/i.test(error.message);
        if (timedOut) throw new AppError(504, "EMAIL_TIMEOUT", MESSAGES.auth.forgotTimeout);
        throw new AppError(502, "EMAIL_SEND_FAILED", MESSAGES.auth.forgotError);
      }
    },

    async resetPassword(token: string, password: string, ctx: RequestContext): Promise<void> {
      await throttle.beforeReset(ctx.ip);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password }, headers: ctx.headers });
      } catch (error) {
        const code = errorCode(error);
        if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED")
          throw new AppError(400, "RESET_TOKEN_INVALID", MESSAGES.auth.resetInvalidBody);
        if (code === "PASSWORD_TOO_SHORT") throw new ValidationError(MESSAGES.auth.weakPasswordBody);
        log.error({ err: error }, "password reset failed");
        throw new AppError(500, "RESET_FAILED", MESSAGES.auth.resetError);
      }
    },

    /** Confirms an e-mail from its link; better-auth answers with a redirect to the login screen. */
    async verifyEmail(
      query: { token: string; callbackURL?: string },
      ctx: RequestContext,
    ): Promise<Response> {
      return auth.api.verifyEmail({
        query: { token: query.token, callbackURL: VERIFIED_CALLBACK },
        headers: ctx.headers,
        asResponse: true,
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
