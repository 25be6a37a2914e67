import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "#domain/profile/schemas";
import { createStudent } from "#server/test-support/factories";
import { client } from "#server/test-support/profile-fixtures";
import { createTestApp, sessionCookie, type TestApp } from "#server/test-support/test-app";

let t: TestApp;
let call: ReturnType<typeof client>["call"];
let login: ReturnType<typeof client>["login"];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ({ call, login } = client(t));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await client(t).forgetRateLimits();
});

const count = (responses: { statusCode: number }[], code: number) =>
  responses.filter((r) => r.statusCode === code).length;

describe("current-password checks under concurrency", () => {
  it("checks at most 5 current passwords when 20 password changes arrive at once", async () => {
    const s = await createStudent(t);
    const change = (currentPassword: string) =>
      call("POST", "/api/profile/password", s.cookie, {
        currentPassword,
        newPassword: "nova-senha-forte-1",
        confirmPassword: "nova-senha-forte-1",
      });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`chute-errado-${i}`)));
    expect(count(responses, 400)).toBe(5);
    expect(count(responses, 429)).toBe(15);

    // The right password is refused too while the pause lasts, and nothing changed.
    expect((await change(s.password)).statusCode).toBe(429);
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it("checks at most 5 passwords when 20 account deletions arrive at once", async () => {
    const s = await createStudent(t);
    const remove = (password: string) =>
      call("DELETE", "/api/profile", s.cookie, { confirmation: "EXCLUIR", password });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => remove(`chute-errado-${i}`)));
    expect(count(responses, 400)).toBe(5);
    expect(count(responses, 429)).toBe(15);
    for (const r of responses.filter((r) => r.statusCode === 400))
      expect(r.json()).toEqual({ code: "WRONG_PASSWORD", message: PROFILE_MESSAGES.wrongPassword });

    expect((await remove(s.password)).statusCode).toBe(429);
    expect((await call("GET", "/api/profile", s.cookie)).statusCode).toBe(200);
  });

  it("lets the right password through after fewer than 5 misses, and forgets the misses", async () => {
    const s = await createStudent(t);
    const change = (currentPassword: string, newPassword = "nova-senha-forte-1") =>
      call("POST", "/api/profile/password", s.cookie, {
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    for (let i = 0; i < 4; i++) expect((await change("chute-errado")).statusCode).toBe(400);
    const ok = await change(s.password);
    expect(ok.statusCode).toBe(200);
    // The change signed the other devices out; this one carries on with its fresh cookie.
    s.cookie = sessionCookie(ok.headers["set-cookie"]);
    for (let i = 0; i < 5; i++)
      expect((await change("chute-errado", "outra-senha-forte-2")).statusCode).toBe(400);
  });
});
