import { FORGOT_PASSWORD_COOLDOWN_SECONDS, FORGOT_PASSWORD_RATE_LIMITED_SECONDS } from "#domain/auth/schemas";
import { formatMessage, MESSAGES } from "#domain/shared/messages";
import type { AppConfig } from "#server/config";
import { limiterKey, type RateLimiter } from "#server/core/rate-limiter";
import { TooManyRequestsError } from "#server/http/errors";

/**
 * Server-side brute-force and abuse limits on the account flows (per account and per IP). Sign-in
 * limits count wrong passwords, so a class signing in from one school address is never refused for
 * its good sign-ins; every attempt, right or wrong, also spends a generous per-address ceiling
 * (LOGIN_ATTEMPTS_PER_IP_PER_15_MIN).
 */
export const AUTH_LIMITS = {
  loginFailuresPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  resetRequestsPerEmail: { limit: 1, windowSeconds: FORGOT_PASSWORD_COOLDOWN_SECONDS },
  resetRequestsPerIp: { limit: 5, windowSeconds: FORGOT_PASSWORD_RATE_LIMITED_SECONDS },
  resetAttemptsPerIp: { limit: 10, windowSeconds: 15 * 60 },
} as const;

const emailCooldown = (retryAfterSeconds: number) =>
  new TooManyRequestsError(MESSAGES.auth.forgotLocalLimit, retryAfterSeconds, "EMAIL_COOLDOWN");

export function createAuthThrottle(
  limiter: RateLimiter,
  options: Pick<AppConfig, "signUpsPerIpPerHour" | "loginAttemptsPerIpPer15Min">,
) {
  const L = AUTH_LIMITS;
  const signUpsPerIp = { limit: options.signUpsPerIpPerHour, windowSeconds: 60 * 60 };
  const loginAttemptsPerIp = { limit: options.loginAttemptsPerIpPer15Min, windowSeconds: 15 * 60 };
  const ipFailureKey = (ip: string) => limiterKey("login-ip-fail", ip);
  const accountFailureKey = (email: string) => limiterKey("login-fail", email);

  async function ipHit(scope: string, ip: string, rule: { limit: number; windowSeconds: number }) {
    const r = await limiter.hit(limiterKey(scope, ip), rule.limit, rule.windowSeconds);
    if (!r.allowed) throw new TooManyRequestsError(MESSAGES.generic.tooManyRequests, r.retryAfterSeconds);
  }

  return {
    /**
     * Counts a sign-in attempt as a wrong password before the password is checked, so that attempts
     * arriving together cannot all pass a limit that none of them has reached yet; refuses when the
     * address or the account is over its limit. A right password takes the count back
     * (`passwordAccepted`).
     */
    async beforeLogin(email: string, ip: string) {
      await ipHit("login-ip", ip, loginAttemptsPerIp);
      await ipHit("login-ip-fail", ip, L.loginFailuresPerIp);
      const rule = L.loginFailuresPerEmail;
      const r = await limiter.hit(accountFailureKey(email), rule.limit, rule.windowSeconds);
      if (!r.allowed) {
        // No password was checked: the address's failure budget is not spent.
        await limiter.release(ipFailureKey(ip));
        const minutes = Math.ceil(r.retryAfterSeconds / 60);
        throw new TooManyRequestsError(
          formatMessage(MESSAGES.auth.loginLocked, { minutes }),
          r.retryAfterSeconds,
          "LOGIN_LOCKED",
        );
      }
    },
    /** The password was right (whether or not the sign-in went on): the account starts afresh. */
    async passwordAccepted(email: string, ip: string) {
      await limiter.clear(accountFailureKey(email));
      await limiter.release(ipFailureKey(ip));
    },
    async beforeSignUp(ip: string) {
      await ipHit("signup-ip", ip, signUpsPerIp);
    },
    /**
     * One reset e-mail per address every 2 minutes, five per IP every 5 minutes
     * (docs/product.md#accounts-and-sign-in). A repeat refused by the per-address cooldown does
     * not spend the address's IP budget.
     */
    async beforeResetRequest(email: string, ip: string) {
      const emailKey = limiterKey("reset-email", email);
      const cooldown = await limiter.peek(emailKey, L.resetRequestsPerEmail.limit);
      if (!cooldown.allowed) throw emailCooldown(cooldown.retryAfterSeconds);
      const perIp = await limiter.hit(
        limiterKey("reset-ip", ip),
        L.resetRequestsPerIp.limit,
        L.resetRequestsPerIp.windowSeconds,
      );
      if (!perIp.allowed)
        throw new TooManyRequestsError(
          MESSAGES.auth.forgotRateLimited,
          FORGOT_PASSWORD_RATE_LIMITED_SECONDS,
          "EMAIL_RATE_LIMITED",
        );
      const perEmail = await limiter.hit(
        emailKey,
        L.resetRequestsPerEmail.limit,
        L.resetRequestsPerEmail.windowSeconds,
      );
      if (!perEmail.allowed) throw emailCooldown(perEmail.retryAfterSeconds);
    },
    async beforeReset(ip: string) {
      await ipHit("reset-attempt-ip", ip, L.resetAttemptsPerIp);
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
