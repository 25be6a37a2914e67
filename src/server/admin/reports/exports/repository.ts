import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ExportStatus } from "#domain/admin/report-exports";
import type { Queryable } from "#server/db/client";
import { profiles, reportExportChunks, reportExports, users } from "#server/db/schema/index";

export type ExportRow = typeof reportExports.$inferSelect & { requesterName: string | null };

const withRequester = {
  export: reportExports,
  requesterName: sql<string | null>`coalesce(${profiles.fullName}, ${users.name})`,
};

function selectExports(db: Queryable) {
  return db
    .select(withRequester)
    .from(reportExports)
    .leftJoin(users, eq(users.id, reportExports.requestedBy))
    .leftJoin(profiles, eq(profiles.userId, reportExports.requestedBy));
}

const flatten = (r: { export: typeof reportExports.$inferSelect; requesterName: string | null }) => ({
  ...r.export,
  requesterName: r.requesterName,
});

export async function insertExport(
  db: Queryable,
  values: typeof reportExports.$inferInsert,
): Promise<typeof reportExports.$inferSelect> {
  const [row] = await db.insert(reportExports).values(values).returning();
  if (!row) throw new Error("export not inserted");
  return row;
}

export async function findExport(db: Queryable, id: string): Promise<ExportRow | undefined> {
  const [row] = await selectExports(db).where(eq(reportExports.id, id));
  return row && flatten(row);
}

/** One staff member's exports asked for since `since`, newest first. */
export async function listExports(
  db: Queryable,
  requesterId: string,
  since: Date,
  limit: number,
): Promise<ExportRow[]> {
  const rows = await selectExports(db)
    .where(and(eq(reportExports.requestedBy, requesterId), gte(reportExports.createdAt, since)))
    .orderBy(desc(reportExports.createdAt), desc(reportExports.id))
    .limit(limit);
  return rows.map(flatten);
}

async function setState(db: Queryable, id: string, changes: Partial<typeof reportExports.$inferInsert>) {
  await db.update(reportExports).set(changes).where(eq(reportExports.id, id));
}

async function dropChunks(db: Queryable, id: string) {
  await db.delete(reportExportChunks).where(eq(reportExportChunks.exportId, id));
}

/** A (re)started build: whatever an earlier attempt stored is thrown away. */
export async function markRunning(db: Queryable, id: string): Promise<void> {
  await dropChunks(db, id);
  await setState(db, id, { status: "running", rowsDone: 0, rowsTotal: null, error: null, byteSize: null });
}

export async function setProgress(db: Queryable, id: string, rowsDone: number, rowsTotal?: number) {
  await setState(db, id, { rowsDone, ...(rowsTotal === undefined ? {} : { rowsTotal }) });
}

export async function appendChunk(db: Queryable, id: string, sequence: number, bytes: Buffer): Promise<void> {
  await db.insert(reportExportChunks).values({ exportId: id, sequence, bytes });
}

export async function markDone(
  db: Queryable,
  id: string,
  result: { rows: number; bytes: number },
  now: Date,
): Promise<void> {
  await setState(db, id, {
    status: "done" satisfies ExportStatus,
    rowsDone: result.rows,
    rowsTotal: result.rows,
    byteSize: result.bytes,
    finishedAt: now,
  });
}

/** An attempt failed and the queue will try again: the list shows it waiting. */
export async function markRetrying(db: Queryable, id: string): Promise<void> {
  await dropChunks(db, id);
  await setState(db, id, { status: "pending" satisfies ExportStatus, rowsDone: 0, byteSize: null });
}

export async function markFailed(db: Queryable, id: string, error: string, now: Date): Promise<void> {
  await dropChunks(db, id);
  await setState(db, id, {
    status: "failed" satisfies ExportStatus,
    error,
    byteSize: null,
    finishedAt: now,
  });
}

/** One stored piece of a file, or null past the last one. */
export async function readChunk(db: Queryable, id: string, sequence: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: reportExportChunks.bytes })
    .from(reportExportChunks)
    .where(and(eq(reportExportChunks.exportId, id), eq(reportExportChunks.sequence, sequence)));
  if (!row) return null;
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
  const bytes = row.bytes;
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Forgets exports asked for before `before`; their pieces go with them (on delete cascade). */
export async function deleteExportsBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(reportExports)
    .where(lt(reportExports.createdAt, before))
    .returning({ id: reportExports.id });
  return rows.length;
}
