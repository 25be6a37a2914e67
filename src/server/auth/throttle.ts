import { FORGOT_PASSWORD_COOLDOWN_SECONDS, FORGOT_PASSWORD_RATE_LIMITED_SECONDS } from "#domain/auth/schemas";
import { formatMessage, MESSAGES } from "#domain/shared/messages";
import { TooManyRequestsError } from "#server/http/errors";
import { limiterKey, type RateLimiter } from "#server/shared/rate-limiter";

/** Server-side brute-force and abuse limits on the account flows (per account and per IP). */
export const AUTH_LIMITS = {
  loginFailuresPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  loginAttemptsPerIp: { limit: 30, windowSeconds: 15 * 60 },
  resetRequestsPerEmail: { limit: 1, windowSeconds: FORGOT_PASSWORD_COOLDOWN_SECONDS },
  resetRequestsPerIp: { limit: 5, windowSeconds: FORGOT_PASSWORD_RATE_LIMITED_SECONDS },
  resetAttemptsPerIp: { limit: 10, windowSeconds: 15 * 60 },
} as const;

const emailCooldown = (retryAfterSeconds: number) =>
  new TooManyRequestsError(MESSAGES.auth.forgotLocalLimit, retryAfterSeconds, "EMAIL_COOLDOWN");

export function createAuthThrottle(limiter: RateLimiter, options: { signUpsPerIpPerHour: number }) {
  const L = AUTH_LIMITS;
  const signUpsPerIp = { limit: options.signUpsPerIpPerHour, windowSeconds: 60 * 60 };

  async function ipHit(scope: string, ip: string, rule: { limit: number; windowSeconds: number }) {
    const r = await limiter.hit(limiterKey(scope, ip), rule.limit, rule.windowSeconds);
    if (!r.allowed) throw new TooManyRequestsError(MESSAGES.generic.tooManyRequests, r.retryAfterSeconds);
  }

  return {
    /** Refuses a login before checking the password when the account or the IP is locked. */
    async beforeLogin(email: string, ip: string) {
      await ipHit("login-ip", ip, L.loginAttemptsPerIp);
      const r = await limiter.peek(limiterKey("login-fail", email), L.loginFailuresPerEmail.limit);
      if (!r.allowed) {
        const minutes = Math.ceil(r.retryAfterSeconds / 60);
        throw new TooManyRequestsError(
          formatMessage(MESSAGES.auth.loginLocked, { minutes }),
          r.retryAfterSeconds,
          "LOGIN_LOCKED",
        );
      }
    },
    async loginFailed(email: string) {
      const rule = L.loginFailuresPerEmail;
      await limiter.hit(limiterKey("login-fail", email), rule.limit, rule.windowSeconds);
    },
    async loginSucceeded(email: string) {
      await limiter.clear(limiterKey("login-fail", email));
    },
    async beforeSignUp(ip: string) {
      await ipHit("signup-ip", ip, signUpsPerIp);
    },
    /**
     * One reset e-mail per address every 2 minutes, five per IP every 5 minutes (spec 01 §5, §8).
     * A repeat refused by the per-address cooldown does not spend the address's IP budget.
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
