import { afterEach, describe, expect, it } from "vitest";
import { type WorkerPool, workerPool } from "./worker-pool.ts";

/** A thread that doubles numbers, fails on "fail", exits on "exit" and never answers "hang". */
const DOUBLER = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", (input) => {
  if (input === "fail") return parentPort.postMessage({ ok: false, error: "falhou" });
  if (input === "exit") process.exit(3);
  if (input === "hang") return;
  const until = Date.now() + 30;
  while (Date.now() < until) {}
  parentPort.postMessage({ ok: true, value: { doubled: input * 2, threadId } });
});`;

let pool: WorkerPool<unknown, { doubled: number; threadId: number }> | undefined;
afterEach(async () => {
  await pool?.close();
});

const doubler = (size: number, timeoutMs = 5000) =>
  workerPool<unknown, { doubled: number; threadId: number }>({ file: DOUBLER, eval: true, size, timeoutMs });

describe("the worker pool", () => {
  it("runs every task on at most `size` threads and answers each with its own result", async () => {
    pool = doubler(2);
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool!.run(n)));
    expect(results.map((r) => r.doubled)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(new Set(results.map((r) => r.threadId)).size).toBe(2);
  });

  it("rejects a task the thread refuses, then goes on with the next", async () => {
    pool = doubler(1);
    await expect(pool.run("fail")).rejects.toThrow("falhou");
    expect((await pool.run(21)).doubled).toBe(42);
  });

  it("replaces a thread that exits or hangs, rejecting only its own task", async () => {
    pool = doubler(1, 300);
    const [exited, next] = await Promise.allSettled([pool.run("exit"), pool.run(5)]);
    expect(exited.status).toBe("rejected");
    expect(next).toMatchObject({ status: "fulfilled", value: { doubled: 10 } });
    await expect(pool.run("hang")).rejects.toThrow("took over 300 ms");
    expect((await pool.run(7)).doubled).toBe(14);
  });

  it("rejects what is queued or running when closed, and starts again when used", async () => {
    pool = doubler(1);
    const refused = Promise.all([
      expect(pool.run("hang")).rejects.toThrow("closed"),
      expect(pool.run(1)).rejects.toThrow("closed"),
    ]);
    await pool.close();
    await refused;
    expect((await pool.run(4)).doubled).toBe(8);
  });
});
