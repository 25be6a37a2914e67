import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema/index";
import { MIGRATIONS_DIR } from "#server/paths";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const COOKIE = "rumo.session_token";

/** The token inside a session cookie ("name=token.signature", URL-encoded). */
function tokenOf(cookie: string): string {
  const pair = cookie.split("; ").find((c) => c.startsWith(`${COOKIE}=`));
  if (!pair) throw new Error("no session cookie");
  const signed = decodeURIComponent(pair.slice(COOKIE.length + 1));
  return signed.slice(0, signed.lastIndexOf("."));
}

/** A session cookie for a token, signed with the app's secret the way better-auth signs its own. */
function forgedCookie(token: string): string {
  const signature = createHmac("sha256", t.app.ctx.config.authSecret).update(token).digest("base64");
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user as {
    email: string;
  } | null;

const storedTokens = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) => s.token);

describe("session tokens at rest", () => {
  it("stores only a hash of the cookie's token", async () => {
    const s = await createStudent(t);
    const token = tokenOf(s.cookie);
    const stored = await storedTokens(s.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(token);
    expect(stored[0]).not.toContain(token);
  });

  it("opens no session with a value copied from the database, even signed with the secret", async () => {
    const s = await createStudent(t);
    // The signing above is the real one: the cookie's own token, re-signed, still opens the session.
    expect((await whoAmI(forgedCookie(tokenOf(s.cookie))))?.email).toBe(s.email);

    const [stored] = await storedTokens(s.id);
    expect(await whoAmI(forgedCookie(stored!))).toBeNull();
  });

  it("still refreshes, lists and ends sessions by their token", async () => {
    const s = await createStudent(t);
    const second = await s.signIn();
    expect(await storedTokens(s.id)).toHaveLength(2);

    // A session older than a day is extended when used (better-auth's updateAge).
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 20 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, s.id));
    const refreshed = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: s.cookie },
    });
    expect(refreshed.json().user?.email).toBe(s.email);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, s.id));
    expect(rows.some((r) => r.expiresAt.getTime() > Date.now() + 25 * 24 * 3600 * 1000)).toBe(true);

    // Signing out ends this session only.
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: s.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await whoAmI(s.cookie)).toBeNull();
    expect((await whoAmI(second))?.email).toBe(s.email);
    expect(await storedTokens(s.id)).toHaveLength(1);
  });

  it("keeps sessions opened before the upgrade: the migration hashes the tokens already stored", async () => {
    const s = await createStudent(t);
    const legacyToken = randomBytes(24).toString("base64url");
    const id = randomBytes(12).toString("hex");
    await t.database.db.insert(sessions).values({
      id,
      userId: s.id,
      token: legacyToken,
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    });
    expect(await whoAmI(forgedCookie(legacyToken))).toBeNull();

    const migration = readFileSync(join(MIGRATIONS_DIR, "0004_hash_session_tokens.sql"), "utf8");
    const update = migration
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join(" ")
      .trim()
      .replace(/;$/, "");
    // Only this row: the other tests' sessions are hashed already.
    await t.database.db.execute(sql.raw(`${update} where "id" = '${id}'`));
    expect((await whoAmI(forgedCookie(legacyToken)))?.email).toBe(s.email);
  });
});
