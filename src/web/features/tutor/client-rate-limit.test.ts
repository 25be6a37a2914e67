import { describe, expect, it } from "vitest";
import { createClientRateLimit } from "./client-rate-limit.ts";

describe("client rate limit", () => {
  it("ignores a double send within 300 ms and allows 10 per 60 s", () => {
    let now = 0;
    const limit = createClientRateLimit(() => now);
    expect(limit.check()).toBe("ok");
    now = 100;
    expect(limit.check()).toBe("too-fast");
    for (let i = 1; i < 10; i++) {
      now = i * 1000;
      expect(limit.check()).toBe("ok");
    }
    now = 11_000;
    expect(limit.check()).toBe("rate-limited");
    now = 60_001;
    expect(limit.check()).toBe("ok");
  });
});
