import { parentPort } from "node:worker_threads";
import { answerFromMaterial, type OfflineQuestion } from "./answer.ts";

/**
 * The offline tutor's worker thread (worker-pool.ts): one question in, its answer out, so ranking
 * and composing never hold up the server's event loop.
 */
parentPort?.on("message", (question: OfflineQuestion) => {
  try {
    parentPort?.postMessage({ ok: true, value: answerFromMaterial(question) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.stack : String(error) });
  }
});
