import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "#domain/shared/messages";
import {
  createDatabaseRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from "#server/core/rate-limiter";
import { TooManyRequestsError } from "#server/http/errors";
import { uniqueEmail } from "#server/test-support/test-app";
import { createTestDatabase, type TestDatabase } from "#server/test-support/test-database";
import { connectTestRedis } from "#server/test-support/test-redis";
import { createAuthThrottle } from "./throttle.ts";

/** The sign-in counters on each shared store: every instance of the app must see the same counts. */
let database: TestDatabase;
let redis: Redis | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  redis = await connectTestRedis();
});
afterAll(async () => {
  await redis?.quit();
  await database?.drop();
});

/** Addresses unique across runs, since Redis keeps its windows between them. */
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

async function outcome(attempt: Promise<void>): Promise<string> {
  try {
    await attempt;
    return "checked";
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return error.code === "LOGIN_LOCKED" ? "locked" : "busy";
  }
}
const count = (outcomes: string[], what: string) => outcomes.filter((o) => o === what).length;

const stores: [string, () => RateLimiter | undefined][] = [
  ["the database", () => createDatabaseRateLimiter(database.db)],
  ["Redis", () => (redis ? createRedisRateLimiter(redis) : undefined)],
];

describe.each(stores)("sign-in limits on %s", (_name, make) => {
  const throttleOn = (limiter: RateLimiter, ceiling = 300) =>
    createAuthThrottle(limiter, { signUpsPerIpPerHour: 30, loginAttemptsPerIpPer15Min: ceiling });

  it("lets through at most 5 password checks per account, however many arrive at once", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const throttle = throttleOn(limiter);
    const email = uniqueEmail();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcome(throttle.beforeLogin(email, freshIp()))),
    );
    expect(count(outcomes, "checked")).toBe(5);
    expect(count(outcomes, "locked")).toBe(15);
  });

  it("counts only wrong passwords against an address, atomically, and refuses past 30", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const throttle = throttleOn(limiter);
    const ip = freshIp();
    for (let i = 0; i < 40; i++) {
      const email = uniqueEmail();
      await throttle.beforeLogin(email, ip);
      await throttle.passwordAccepted(email, ip);
    }
    const outcomes = await Promise.all(
      Array.from({ length: 36 }, () => outcome(throttle.beforeLogin(uniqueEmail(), ip))),
    );
    expect(count(outcomes, "checked")).toBe(30);
    expect(count(outcomes, "busy")).toBe(6);
    await expect(throttle.beforeLogin(uniqueEmail(), ip)).rejects.toMatchObject({
      message: MESSAGES.generic.tooManyRequests,
    });
  });

  it("does not spend the address's budget on attempts refused by a locked account", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const throttle = throttleOn(limiter);
    const ip = freshIp();
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await throttle.beforeLogin(email, ip);
    for (let i = 0; i < 30; i++) expect(await outcome(throttle.beforeLogin(email, ip))).toBe("locked");
    for (let i = 0; i < 25; i++) await throttle.beforeLogin(uniqueEmail(), ip);
    expect(await outcome(throttle.beforeLogin(uniqueEmail(), ip))).toBe("busy");
  });

  it("keeps a ceiling on all attempts from one address", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const throttle = throttleOn(limiter, 3);
    const ip = freshIp();
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      await throttle.beforeLogin(email, ip);
      await throttle.passwordAccepted(email, ip);
    }
    expect(await outcome(throttle.beforeLogin(email, ip))).toBe("busy");
    expect(await outcome(throttle.beforeLogin(email, freshIp()))).toBe("checked");
  });
});
