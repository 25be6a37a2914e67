import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { claimJob, completeJob, failJob, type Job, purgeFinishedJobs, renewLease } from "./queue.ts";

export type JobHandler = {
  run(job: Job): Promise<void>;
  /** Called once when the last attempt failed, to leave a visible outcome. */
  onFinalFailure?(job: Job, error: string): Promise<void>;
};

export type WorkerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  leaseMs?: number;
  concurrency?: number;
  /** Base of the exponential retry backoff. */
  retryBaseMs?: number;
  /**
   * Called once for any job, whatever its kind, that used its last attempt: the app tells the staff
   * (admin/staff/job-alerts.ts). A failure here is logged and changes nothing about the job.
   */
  onGaveUp?(job: Job, error: string): Promise<void>;
};

export type JobWorker = {
  /** Claims and runs due jobs until none is left (tests, and each poll). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Polls background_jobs about every second and runs what it claims, a few at a time. Several
 * workers (instances) can run side by side; stop() waits for the jobs in hand.
 */
export function createJobWorker(options: WorkerOptions): JobWorker & { start(): void } {
  const { db, log, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 2;
  const kinds = Object.keys(handlers);
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let lastPurge = 0;

  async function execute(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    const heartbeat = setInterval(() => {
      renewLease(db, job, leaseMs).catch((err) => log.warn({ err, jobId: job.id }, "lease renewal failed"));
    }, leaseMs / 3);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      // A job that kept killing its process has used its attempts by being claimed.
      if (job.attempts > job.maxAttempts) throw new Error(job.lastError ?? "too many attempts");
      await handler.run(job);
      await completeJob(db, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, "job failed");
      const status = await failJob(db, job, message, options.retryBaseMs);
      if (status !== "failed") return;
      await handler?.onFinalFailure?.(job, message);
      await options
        .onGaveUp?.(job, message)
        .catch((err) => log.error({ err, jobId: job.id }, "gave-up hook failed"));
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      await claimSome();
      if (running.size === 0) return;
      await Promise.all([...running]);
    }
  }

  async function tick(): Promise<void> {
    try {
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeFinishedJobs(db, KEEP_FINISHED_MS);
      }
      if (running.size < concurrency) await claimSome();
    } catch (err) {
      log.warn({ err }, "job poll failed");
    } finally {
      if (!stopped) timer = setTimeout(() => void tick(), pollMs);
    }
  }

  /** Fills free slots without waiting for the jobs to finish, so polling goes on. */
  async function claimSome(): Promise<void> {
    while (!stopped && running.size < concurrency) {
      const job = await claimJob(db, kinds, leaseMs);
      if (!job) return;
      const task: Promise<void> = execute(job)
        .catch((err) => log.error({ err, jobId: job.id }, "job bookkeeping failed"))
        .finally(() => running.delete(task));
      running.add(task);
    }
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setTimeout(() => void tick(), 0);
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all([...running]);
    },
  };
}
