import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "#domain/profile/schemas";
import {
  accounts,
  chatMessages,
  profiles,
  sessions,
  userAnswers,
  userEssays,
  userProgress,
  userSubscriptions,
  users,
} from "#server/db/schema/index";
import { createStudent } from "#server/test-support/factories";
import { client, giveStudyHistory, objectives, personalInfo } from "#server/test-support/profile-fixtures";
import { createTestApp, sessionCookie, type TestApp } from "#server/test-support/test-app";
import { anonymisedEmail } from "./anonymise.ts";

let t: TestApp;
let call: ReturnType<typeof client>["call"];
let login: ReturnType<typeof client>["login"];
beforeAll(async () => {
  t = await createTestApp();
  ({ call, login } = client(t));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await client(t).forgetRateLimits();
});

describe("password change", () => {
  it("refuses a wrong current password", async () => {
    const s = await createStudent(t);
    const res = await call("POST", "/api/profile/password", s.cookie, {
      currentPassword: "nao-e-a-minha-senha",
      newPassword: "nova-senha-forte-1",
      confirmPassword: "nova-senha-forte-1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "WRONG_PASSWORD", message: PROFILE_MESSAGES.wrongCurrentPassword });
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it("refuses a mismatched confirmation and a weak password", async () => {
    const s = await createStudent(t);
    const mismatch = await call("POST", "/api/profile/password", s.cookie, {
      currentPassword: s.password,
      newPassword: "nova-senha-forte-1",
      confirmPassword: "outra-senha-forte-1",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(PROFILE_MESSAGES.passwordsDontMatch.body);
    const weak = await call("POST", "/api/profile/password", s.cookie, {
      currentPassword: s.password,
      newPassword: "abc",
      confirmPassword: "abc",
    });
    expect(weak.statusCode).toBe(400);
  });

  it("changes it with the right one, signs the other devices out and signs in with the new one", async () => {
    const s = await createStudent(t);
    const other = sessionCookie((await login(s.email, s.password)).headers["set-cookie"]);
    expect((await call("GET", "/api/profile", other)).statusCode).toBe(200);

    const newPassword = "nova-senha-do-vestibular";
    const res = await call("POST", "/api/profile/password", s.cookie, {
      currentPassword: s.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.passwordChanged);

    expect((await call("GET", "/api/profile", other)).statusCode).toBe(401);
    // This device stays signed in with the fresh cookie it received.
    const fresh = sessionCookie(res.headers["set-cookie"]);
    expect((await call("GET", "/api/profile", fresh)).statusCode).toBe(200);

    expect((await login(s.email, s.password)).statusCode).toBe(401);
    expect((await login(s.email, newPassword)).statusCode).toBe(200);
  });

  it("pauses after repeated wrong current passwords", async () => {
    const s = await createStudent(t);
    const wrong = {
      currentPassword: "chute-errado-123",
      newPassword: "nova-senha-forte-1",
      confirmPassword: "nova-senha-forte-1",
    };
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/api/profile/password", s.cookie, wrong)).statusCode).toBe(400);
    const locked = await call("POST", "/api/profile/password", s.cookie, {
      ...wrong,
      currentPassword: s.password,
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe("account deletion", () => {
  it("refuses a wrong confirmation or a wrong password and keeps the account", async () => {
    const s = await createStudent(t);
    const noWord = await call("DELETE", "/api/profile", s.cookie, {
      confirmation: "excluir",
      password: s.password,
    });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().message).toBe(PROFILE_MESSAGES.deleteConfirmation);
    const wrong = await call("DELETE", "/api/profile", s.cookie, {
      confirmation: "EXCLUIR",
      password: "errada-123",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: "WRONG_PASSWORD", message: PROFILE_MESSAGES.wrongPassword });
    expect((await call("GET", "/api/profile", s.cookie)).statusCode).toBe(200);
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it("anonymises the account, removes free text, keeps study and billing records, ends every session", async () => {
    const s = await createStudent(t);
    const other = sessionCookie((await login(s.email, s.password)).headers["set-cookie"]);
    await call("PUT", "/api/profile", s.cookie, personalInfo);
    await call("PUT", "/api/profile/objectives", s.cookie, objectives());
    await giveStudyHistory(t, s.id);

    const res = await call("DELETE", "/api/profile", s.cookie, {
      confirmation: "EXCLUIR",
      password: s.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.deleted.body);
    expect(String(res.headers["set-cookie"])).toMatch(/session_token=;.*Max-Age=0/i);

    expect((await call("GET", "/api/profile", s.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/profile", other)).statusCode).toBe(401);
    expect((await login(s.email, s.password)).statusCode).toBe(401);

    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, s.id));
    expect(user).toMatchObject({
      email: anonymisedEmail(s.id),
      name: "Conta excluída",
      emailVerified: false,
      banned: true,
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, s.id));
    expect(profile).toMatchObject({
      fullName: null,
      phone: null,
      birthDate: null,
      dreamCourse: null,
      university: null,
      bio: null,
    });
    expect(profile?.anonymizedAt).toBeInstanceOf(Date);
    const count = async (
      table: typeof sessions | typeof accounts | typeof chatMessages | typeof userEssays,
    ) => (await db.select().from(table).where(eq(table.userId, s.id))).length;
    expect(await count(sessions)).toBe(0);
    expect(await count(accounts)).toBe(0);
    expect(await count(chatMessages)).toBe(0);
    expect(await count(userEssays)).toBe(0);
    expect(await db.select().from(userAnswers).where(eq(userAnswers.userId, s.id))).toHaveLength(1);
    expect(await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, s.id))).toHaveLength(
      1,
    );
    expect(await db.select().from(userProgress).where(eq(userProgress.userId, s.id))).toHaveLength(1);
  });

  it("lets the same e-mail register a new account afterwards", async () => {
    const s = await createStudent(t);
    await call("DELETE", "/api/profile", s.cookie, { confirmation: "EXCLUIR", password: s.password });
    const again = await createStudent(t, { email: s.email });
    expect(again.id).not.toBe(s.id);
  });
});
