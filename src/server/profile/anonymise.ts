import type { Database } from "#server/db/client";
import { anonymiseAccountRows } from "./repository.ts";

export const ANONYMISED_NAME = "Conta excluída";

/** The address an anonymised account keeps: unique, and `.invalid` can never receive mail. */
export function anonymisedEmail(userId: string): string {
  return `excluido-${userId}@anonimo.rumo.invalid`;
}

/**
 * LGPD account deletion (docs/decisions/004-account-deletion.md), in one transaction:
 * identifying data and free text go; non-identifying study records and the financial record stay,
 * attached to an account that can never sign in again.
 */
export async function anonymiseAccount(db: Database, userId: string, now: Date = new Date()): Promise<void> {
  await anonymiseAccountRows(db, userId, now, {
    email: anonymisedEmail(userId),
    name: ANONYMISED_NAME,
    banReason: "Conta excluída pelo titular (LGPD)",
  });
}
