import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database } from "#server/db/client";
import { rateLimits } from "#server/db/schema/index";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters shared by every instance: in PostgreSQL by default, in Redis when REDIS_URL is set.
 * `hit` counts an event; `peek` reads without counting (to refuse before trying); `clear` forgets a key;
 * `release` takes back one event counted by `hit` (an attempt counted up front that turned out not to
 * count), within the same window only.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  clear(key: string): Promise<void>;
  release(key: string): Promise<void>;
}

/** Keys hold hashes, so e-mail addresses and IPs are not kept in plain text. */
export function limiterKey(scope: string, subject: string): string {
  return `${scope}:${createHash("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32)}`;
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

export function createDatabaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const resetAt = new Date(Date.now() + windowSeconds * 1000);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      const count = row?.count ?? 1;
      return { allowed: count <= limit, count, retryAfterSeconds: secondsUntil(row?.resetAt ?? resetAt) };
    },
    async peek(key, limit) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.resetAt.getTime() <= Date.now())
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      return { allowed: row.count < limit, count: row.count, retryAfterSeconds: secondsUntil(row.resetAt) };
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    },
  };
}

const RELEASE_SCRIPT = `
local n = tonumber(redis.call("get", KEYS[1]) or "0")
if n > 0 then redis.call("decr", KEYS[1]) end
return n`;

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const prefix = "rumo:rl:";
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).expire(k, windowSeconds, "NX").pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttlMs = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [count, ttlMs] = await Promise.all([redis.get(k), redis.pttl(k)]);
      const n = Number(count ?? 0);
      return {
        allowed: n < limit,
        count: n,
        retryAfterSeconds: n > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
      };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      // Never below zero, and never on a key whose window has ended (DECR would recreate it forever).
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
  };
}

/** Drops windows that ended a while ago; called by the housekeeping timer. */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
}
