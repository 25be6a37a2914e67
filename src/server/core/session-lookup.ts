import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { profiles, sessions, users } from "#server/db/schema/index";
import type { Auth } from "./auth.ts";
import { hashSessionToken } from "./session-tokens.ts";

export type SessionRow = {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  userId: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | null;
  fullName: string | null;
};

/** What a request's cookie leads to: a live session, none, or "refresh" (better-auth extends it). */
export type SessionLookupResult = SessionRow | null | "refresh";

/** better-call's signed cookie: `value.signature`, the signature an HMAC-SHA256 of the value in base64. */
function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * Reads a session the way better-auth does (signed cookie, session under the hash of its token, not
 * expired), in one prepared statement that also brings the user and their name: every signed-in
 * request pays one round trip. A session due for its daily extension is left to better-auth, which
 * extends it; so is anything this reader does not recognise.
 */
export function createSessionLookup(db: Database, auth: Auth) {
  const statement = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      banned: users.banned,
      fullName: profiles.fullName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("rumo_session_lookup");
  const settings = auth.$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  return async function lookup(cookieHeader: string | undefined, now: Date): Promise<SessionLookupResult> {
    if (!cookieHeader) return null;
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const signed = parseCookies(cookieHeader).get(cookieName);
    if (!signed) return null;
    const token = verifiedValue(signed, secret);
    if (!token) return null;
    const [row] = (await statement.execute({ token: hashSessionToken(token) })) as SessionRow[];
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt).getTime();
    if (expiresAt <= now.getTime()) return "refresh";
    // better-auth's own rule for extending a session: once `updateAge` has passed since it was.
    if (expiresAt - expiresInMs + updateAgeMs <= now.getTime()) return "refresh";
    return { ...row, expiresAt: new Date(row.expiresAt), createdAt: new Date(row.createdAt) };
  };
}
