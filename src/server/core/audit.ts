import type { AuditAction } from "#domain/admin/api";
import type { Queryable } from "#server/db/client";
import { adminAuditLog } from "#server/db/schema/index";

export type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: "user";
  targetId: string;
  /** Plain values only: never a secret, a token or a password. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records a staff change. Call it with the transaction that makes the change, so the change and
 * its entry are saved together or not at all.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...entry, createdAt: now });
}
