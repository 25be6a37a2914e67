import type { AuditAction, AuditTargetType } from "#domain/admin/api";
import type { Queryable } from "#server/db/client";
import { adminAuditLog } from "#server/db/schema/index";

export type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** Plain values only: never a secret, a token or a password (say { changed: true } for a secret). */
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
