import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isStaffRole, staffSessionEnd } from "#domain/admin/roles";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/auth/schemas";
import type { AppConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { accounts, profiles, sessions, userProgress, users, verifications } from "#server/db/schema/index";
import { sendTracked } from "#server/mail/delivery-tracking";
import type { Mailer } from "#server/mail/mailer";
import { passwordResetEmail, verificationEmail } from "#server/mail/templates";
import { withHashedSessionTokens } from "./session-tokens.ts";

export const RESET_TOKEN_MINUTES = 60;
export const SESSION_DAYS = 30;

export type AuthDeps = {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

/**
 * better-auth owns passwords (scrypt), sessions, cookies and single-use tokens. Rumo's own routes
 * (auth/routes.ts) call its server API, so every rule and message stays in one place.
 *
 * Sessions live in the database only, stored under a hash of their token (session-tokens.ts), and
 * are read from it on every request. better-auth's Redis session cache is not used: it keys
 * sessions by the plain token and lists each user's plain tokens, which a hash cannot replace.
 */
export function createAuth({ db, config, mailer, log }: AuthDeps) {
  const production = config.env === "production";
  return betterAuth({
    appName: "Rumo",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendTracked(mailer, {
          to: user.email,
          ...passwordResetEmail(user.name, url, RESET_TOKEN_MINUTES),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationEmail(user.name, url) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
      storeSessionInDatabase: true,
    },
    // Reset tokens are kept only as hashes.
    verification: { storeIdentifier: "hashed" },
    // Rumo throttles with its own shared limiter (auth/throttle.ts).
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    advanced: {
      cookiePrefix: "rumo",
      useSecureCookies: production,
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [], disableIpTracking: false },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    databaseHooks: {
      session: {
        create: {
          // A staff member's session lasts ADMIN_SESSION_HOURS, not SESSION_DAYS.
          before: async (session) => {
            const [user] = await db
              .select({ role: users.role })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!isStaffRole(user?.role)) return;
            const end = staffSessionEnd(new Date());
            if (session.expiresAt.getTime() <= end.getTime()) return;
            return { data: { ...session, expiresAt: end } };
          },
        },
        update: {
          // A refresh never carries a staff session past its end.
          before: async (session, ctx) => {
            const current = ctx?.context.session as
              | { session: { createdAt: Date }; user: { role?: string | null } }
              | null
              | undefined;
            if (!current || !isStaffRole(current.user.role) || !session.expiresAt) return;
            const end = staffSessionEnd(current.session.createdAt);
            if (session.expiresAt.getTime() <= end.getTime()) return;
            return { data: { ...session, expiresAt: end } };
          },
        },
      },
      user: {
        create: {
          // Every account gets its profile and progress rows with the account itself.
          after: async (user) => {
            await db.insert(profiles).values({ userId: user.id, fullName: user.name }).onConflictDoNothing();
            await db.insert(userProgress).values({ userId: user.id }).onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === "error" ? log.error : level === "warn" ? log.warn : log.debug;
        fn.call(log, { auth: args.length > 0 ? args : undefined }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
