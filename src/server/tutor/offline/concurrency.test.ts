import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a concurrency limit", () => {
  it("runs at most `max` pieces at once, in the order they came, and hands on failures' places", async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (n: number) =>
      limited(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await sleep(10);
        running--;
        if (n === 2) throw new Error("falhou");
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(work));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    // Every place was given back: a new piece starts at once.
    expect(await limited(async () => "livre")).toBe("livre");
  });
});
