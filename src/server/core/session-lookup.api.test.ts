import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
const COOKIE = "rumo.session_token";

const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user as {
    email: string;
    displayName: string;
  } | null;

const expiryOf = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!.expiresAt;

const setExpiry = (userId: string, expiresAt: Date) =>
  t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));

describe("reading the session in one statement", () => {
  it("knows the student and their profile name from the cookie alone", async () => {
    const s = await createStudent(t, { name: "Luana Ferreira" });
    const user = await whoAmI(s.cookie);
    expect(user?.email).toBe(s.email);
    expect(user?.displayName).toBe("Luana Ferreira");
  });

  it("refuses a cookie whose signature does not match the token", async () => {
    const s = await createStudent(t);
    const signed = decodeURIComponent(s.cookie.split(`${COOKIE}=`)[1]!.split(";")[0]!);
    const token = signed.slice(0, signed.lastIndexOf("."));
    const wrong = createHmac("sha256", "another secret of at least thirty-two chars")
      .update(token)
      .digest("base64");
    expect(await whoAmI(`${COOKIE}=${encodeURIComponent(`${token}.${wrong}`)}`)).toBeNull();
    expect(await whoAmI(`${COOKIE}=${encodeURIComponent(token)}`)).toBeNull();
  });

  it("ends at its expiry", async () => {
    const s = await createStudent(t);
    await setExpiry(s.id, new Date(Date.now() - 1000));
    expect(await whoAmI(s.cookie)).toBeNull();
  });

  it("extends a session once a day has passed since it was last extended, as better-auth does", async () => {
    const s = await createStudent(t);
    const fresh = await expiryOf(s.id);
    // Read within the day: nothing is written.
    expect((await whoAmI(s.cookie))?.email).toBe(s.email);
    expect((await expiryOf(s.id)).getTime()).toBe(fresh.getTime());
    // Two days later, as far as the row is concerned: the read extends it.
    const older = new Date(fresh.getTime() - 2 * DAY_MS);
    await setExpiry(s.id, older);
    expect((await whoAmI(s.cookie))?.email).toBe(s.email);
    expect((await expiryOf(s.id)).getTime()).toBeGreaterThan(older.getTime() + DAY_MS);
  });
});
