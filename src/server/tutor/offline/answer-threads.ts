import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OfflineQuestion } from "./answer.ts";
import type { OfflineAnswer } from "./compose.ts";
import { type WorkerPool, workerPool } from "./worker-pool.ts";

/** Far beyond a real answer's few milliseconds: only a thread that hangs reaches it. */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * The built server runs worker.js, with the process's options (--conditions=rumo-compiled, so the
 * thread's #server/* imports reach the built files too). From the sources (tsx, tests) a thread
 * gets no TypeScript loader (Node 20 does not pass --import hooks on to threads): it registers
 * tsx's before importing worker.ts.
 */
function threadOptions(): { file: URL | string; eval?: boolean; execArgv?: string[] } {
  if (!import.meta.url.endsWith(".ts"))
    return { file: new URL("./worker.js", import.meta.url), execArgv: process.execArgv };
  const tsx = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const register = pathToFileURL(join(tsx, "dist", "esm", "api", "index.mjs")).href;
  const worker = new URL("./worker.ts", import.meta.url).href;
  return {
    file: `import(${JSON.stringify(register)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`,
    eval: true,
    execArgv: [],
  };
}

let pool: WorkerPool<OfflineQuestion, OfflineAnswer> | undefined;

/**
 * The offline tutor's answers, worked out on worker threads: one less than the cores (at least
 * one), so the event loop keeps a core for the requests, and at most four.
 */
export function answerOnThread(question: OfflineQuestion): Promise<OfflineAnswer> {
  pool ??= workerPool({
    ...threadOptions(),
    size: Math.min(4, Math.max(1, availableParallelism() - 1)),
    timeoutMs: ANSWER_TIMEOUT_MS,
  });
  return pool.run(question);
}

/** Stops the threads (the server is closing); the next answer starts them again. */
export async function stopAnswerThreads(): Promise<void> {
  const stopping = pool;
  pool = undefined;
  await stopping?.close();
}
