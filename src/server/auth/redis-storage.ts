import type { SecondaryStorage } from "better-auth";
import type { Redis } from "ioredis";

const PREFIX = "rumo:auth:";

/** better-auth's session cache in Redis, shared by every instance (sessions stay in the database too). */
export function createRedisSecondaryStorage(redis: Redis): SecondaryStorage {
  return {
    get: (key) => redis.get(PREFIX + key),
    getAndDelete: (key) => redis.getdel(PREFIX + key),
    async increment(key, ttl) {
      const k = PREFIX + key;
      const results = await redis.multi().incr(k).expire(k, ttl, "NX").exec();
      return Number(results?.[0]?.[1] ?? 1);
    },
    async set(key, value, ttl) {
      if (ttl) await redis.set(PREFIX + key, value, "EX", ttl);
      else await redis.set(PREFIX + key, value);
    },
    async delete(key) {
      await redis.del(PREFIX + key);
    },
  };
}
