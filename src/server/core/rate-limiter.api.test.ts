import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#server/test-support/test-database";
import { connectTestRedis } from "#server/test-support/test-redis";
import { createDatabaseRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";

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

const cases: [string, () => RateLimiter | undefined][] = [
  ["PostgreSQL", () => createDatabaseRateLimiter(database.db)],
  ["Redis", () => (redis ? createRedisRateLimiter(redis) : undefined)],
];

describe.each(cases)("rate limiter on %s", (_name, make) => {
  it("counts within a window, refuses past the limit and forgets on clear", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const key = `test:${Math.random()}`;
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    const third = await limiter.hit(key, 2, 60);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek(key, 2)).allowed).toBe(false);
    await limiter.clear(key);
    expect((await limiter.peek(key, 2)).allowed).toBe(true);
  });

  it("starts a new window once the old one ends", async (ctx) => {
    const limiter = make();
    if (!limiter) return ctx.skip();
    const key = `test:${Math.random()}`;
    await limiter.hit(key, 1, 1);
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(true);
  });
});
