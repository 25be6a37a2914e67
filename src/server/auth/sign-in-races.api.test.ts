import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "#domain/shared/messages";
import { createStudent } from "#server/test-support/factories";
import { createTestApp, type TestApp, uniqueEmail } from "#server/test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 1;
/** A client address of its own, so per-IP budgets of one test do not leak into another. */
const freshIp = () => `10.61.${ipCounter >> 8}.${ipCounter++ & 255}`;

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe("per-account lockout under concurrency", () => {
  it("checks at most 5 passwords when 20 wrong sign-ins arrive at once, then stays locked", async () => {
    const s = await createStudent(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => login(s.email, "senha-errada-1", freshIp())),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(15);
    for (const r of responses.filter((r) => r.statusCode === 429))
      expect(r.json()).toMatchObject({ code: "LOGIN_LOCKED" });

    const right = await login(s.email, s.password, freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("LOGIN_LOCKED");
  });

  it("checks at most 5 passwords when 6 wrong and 1 right arrive at once", async () => {
    const s = await createStudent(t);
    const codes = statuses(
      await Promise.all([
        ...Array.from({ length: 6 }, () => login(s.email, "senha-errada-1", freshIp())),
        login(s.email, s.password, freshIp()),
      ]),
    );
    // Every request past the fifth is refused before its password is looked at.
    expect(count(codes, 401) + count(codes, 200)).toBe(5);
    expect(count(codes, 429)).toBe(2);
  });
});

describe("per-address sign-in budgets", () => {
  it("never refuses a good sign-in for earlier good sign-ins from the same address", async () => {
    const ip = freshIp();
    const s = await createStudent(t);
    for (let i = 0; i < 35; i++) expect((await login(s.email, s.password, ip)).statusCode).toBe(200);
  });

  it("still refuses an address after 30 wrong passwords, good sign-ins in between or not", async () => {
    const ip = freshIp();
    const s = await createStudent(t);
    for (let i = 0; i < 30; i++) {
      expect((await login(uniqueEmail(), "qualquer-senha-1", ip)).statusCode).toBe(401);
      if (i % 10 === 0) expect((await login(s.email, s.password, ip)).statusCode).toBe(200);
    }
    const refused = await login(uniqueEmail(), "qualquer-senha-1", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.generic.tooManyRequests);
    expect((await login(s.email, s.password, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(s.email, s.password, freshIp())).statusCode).toBe(200);
  });

  it("counts wrong passwords from one address atomically", async () => {
    const ip = freshIp();
    const codes = statuses(
      await Promise.all(Array.from({ length: 36 }, () => login(uniqueEmail(), "qualquer-senha-1", ip))),
    );
    expect(count(codes, 401)).toBe(30);
    expect(count(codes, 429)).toBe(6);
  });

  it("keeps an overall ceiling on attempts per address, as LOGIN_ATTEMPTS_PER_IP_PER_15_MIN says", async () => {
    const strict = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_IP_PER_15_MIN: "4" }, seed: false });
    try {
      const s = await createStudent(strict);
      const attempt = (ip: string) =>
        strict.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: s.email, password: s.password },
          headers: { "x-forwarded-for": ip },
        });
      for (let i = 0; i < 4; i++) expect((await attempt("10.62.0.1")).statusCode).toBe(200);
      const refused = await attempt("10.62.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.generic.tooManyRequests);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await attempt("10.62.0.2")).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
