import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { backgroundJobs } from "#server/db/schema/index";

/**
 * A small durable job queue on background_jobs, the same SQL on PGlite and PostgreSQL.
 * A job is claimed with FOR UPDATE SKIP LOCKED (several workers or instances never take the same
 * one) under a lease; the worker renews the lease while it runs. A job whose lease expired (the
 * process died) is claimed again, which is how a restart resumes. `attempts` counts claims and also
 * fences late writers: only the claim that still holds the current attempt may finish the job.
 */
export type Job = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  status: "pending" | "running" | "done" | "failed";
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
};

export type JobRow = typeof backgroundJobs.$inferSelect;

export async function enqueueJob(
  db: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  /** `runAt` in the past puts the job ahead of those queued since (jobs are claimed by run_at). */
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<JobRow> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? 5,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning();
  if (!row) throw new Error("job not enqueued");
  return row;
}

type RawJob = {
  id: number | string;
  kind: string;
  payload: Record<string, unknown> | string;
  status: Job["status"];
  attempts: number;
  max_attempts: number;
  last_error: string | null;
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Claims the next due job of these kinds (or one whose lease expired), or returns null. */
export async function claimJob(db: Queryable, kinds: string[], leaseMs: number): Promise<Job | null> {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update background_jobs
       set status = 'running',
           attempts = attempts + 1,
           locked_until = now() + (${leaseMs} * interval '1 millisecond'),
           updated_at = now()
     where id = (
       select id from background_jobs
        where kind in (${kindList})
          and ((status = 'pending' and run_at <= now())
               or (status = 'running' and locked_until < now()))
        order by run_at
        for update skip locked
        limit 1)
    returning id, kind, payload, status, attempts, max_attempts, last_error`);
  const raw = rowsOf<RawJob>(result)[0];
  if (!raw) return null;
  return {
    id: Number(raw.id),
    kind: raw.kind,
    payload: typeof raw.payload === "string" ? JSON.parse(raw.payload) : raw.payload,
    status: raw.status,
    attempts: raw.attempts,
    maxAttempts: raw.max_attempts,
    lastError: raw.last_error,
  };
}

const held = (job: Job) =>
  and(
    eq(backgroundJobs.id, job.id),
    eq(backgroundJobs.attempts, job.attempts),
    eq(backgroundJobs.status, "running"),
  );

/** Pushes the lease forward while the job runs; false when the claim was lost. */
export async function renewLease(db: Queryable, job: Job, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedUntil: sql`now() + (${leaseMs} * interval '1 millisecond')`, updatedAt: new Date() })
    .where(held(job))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Queryable, job: Job): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ status: "done", lockedUntil: null, lastError: null, updatedAt: new Date() })
    .where(held(job))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Exponential backoff: 5 s, 10 s, 20 s… capped at 5 minutes. */
export function retryDelayMs(attempts: number, baseMs = 5000): number {
  return Math.min(5 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Schedules a retry, or marks the job failed after its last attempt. Returns the new status, or
 * "lost" when another claim holds the job now (so a job gives up once, whoever saw it fail).
 */
export async function failJob(
  db: Queryable,
  job: Job,
  error: string,
  baseDelayMs?: number,
): Promise<"pending" | "failed" | "lost"> {
  const final = job.attempts >= job.maxAttempts;
  const delay = retryDelayMs(job.attempts, baseDelayMs);
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: final ? "failed" : "pending",
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      runAt: final ? undefined : sql`now() + (${delay} * interval '1 millisecond')`,
      updatedAt: new Date(),
    })
    .where(held(job))
    .returning({ id: backgroundJobs.id });
  if (rows.length === 0) return "lost";
  return final ? "failed" : "pending";
}

/** Forgets finished jobs older than `olderThanMs`; their outcome lives on the essay itself. */
export async function purgeFinishedJobs(db: Queryable, olderThanMs: number): Promise<void> {
  await db
    .delete(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.status, ["done", "failed"]),
        lt(backgroundJobs.updatedAt, new Date(Date.now() - olderThanMs)),
      ),
    );
}
