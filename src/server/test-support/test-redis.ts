import { Redis } from "ioredis";

/** The test Redis (TEST_REDIS_URL), or undefined when none answers: its tests are then skipped. */
export async function connectTestRedis(): Promise<Redis | undefined> {
  const candidate = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await candidate.connect();
    return candidate;
  } catch {
    candidate.disconnect();
    return undefined;
  }
}
