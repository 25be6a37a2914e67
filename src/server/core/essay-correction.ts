import { ESSAY_CORRECTION_JOB } from "#server/core/jobs/kinds";
import { enqueueJob } from "#server/core/jobs/queue";
import type { Queryable } from "#server/db/client";

/** Attempts of one correction job (each runs the whole webhook → model → built-in chain). */
export const CORRECTION_MAX_ATTEMPTS = 5;

/**
 * How far ahead of the queue a Turbo correction goes: jobs are claimed by their run_at, so one dated
 * an hour back runs before every correction queued in the last hour (docs/product.md#turbo).
 */
export const TURBO_HEAD_START_MS = 60 * 60 * 1000;

/** Queues a submitted essay's correction (the writing room's, or a day-1 simulado's at hand-in). */
export function queueEssayCorrection(
  tx: Queryable,
  input: { userId: string; essayId: string; now: Date; turbo: boolean },
) {
  const { userId, essayId, now, turbo } = input;
  return enqueueJob(
    tx,
    ESSAY_CORRECTION_JOB,
    { userId, essayId },
    {
      maxAttempts: CORRECTION_MAX_ATTEMPTS,
      runAt: turbo ? new Date(now.getTime() - TURBO_HEAD_START_MS) : now,
    },
  );
}
