import type { AdminAuditEntry, AdminSubscription, AdminUser, AdminUserDetails } from "#domain/admin/api";
import { sourceLabel } from "#domain/admin/api";
import { displayStatus } from "#domain/billing/rules";
import type { Entitlements } from "#server/core/entitlements/entitlements";
import type { AuditRow, StudentRow, SubscriptionRow } from "./repository.ts";

/** Raw rows carry dates as Date (node-postgres, PGlite) or text: both become ISO strings. */
function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

export function adminUserDto(row: StudentRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    university: row.university,
    plan: { slug: row.plan_slug, name: row.plan_name },
    planSource: row.plan_source,
    active: !row.banned,
    lastAccessAt: isoOrNull(row.last_access),
    createdAt: iso(row.created_at),
  };
}

export function adminUserDetailsDto(
  row: StudentRow,
  entitlements: Entitlements,
  counts: { essays: number; answers: number },
): AdminUserDetails {
  const { exerciseIds: _ids, ...exercisesToday } = entitlements.exercisesToday;
  return {
    ...adminUserDto(row),
    birthDate: row.birth_date,
    dreamCourse: row.dream_course,
    examYear: row.exam_year,
    planEndsAt: isoOrNull(row.plan_ends_at),
    usage: {
      exercisesToday,
      chatMessagesToday: entitlements.chatMessagesToday,
      essaysThisMonth: entitlements.essaysThisMonth,
      correctionsThisMonth: entitlements.correctionsThisMonth,
    },
    essaysCount: counts.essays,
    exercisesAnsweredCount: counts.answers,
  };
}

export function adminSubscriptionDto(row: SubscriptionRow, now: Date): AdminSubscription {
  const endsAt = row.ends_at === null ? null : new Date(row.ends_at);
  return {
    id: row.id,
    userId: row.user_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    plan: { slug: row.plan_slug, name: row.plan_name },
    amount: Number(row.amount),
    billingType: row.billing_type === "annual" ? "annual" : "monthly",
    kind: row.kind,
    displayStatus: displayStatus({ status: row.status, endsAt }, now),
    sourceLabel: sourceLabel({ source: row.source, paymentMethod: row.payment_method }),
    startsAt: iso(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    cancelledAt: isoOrNull(row.cancelled_at),
    firstPaidAt: isoOrNull(row.first_paid_at),
    refundedAt: isoOrNull(row.refunded_at),
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    createdAt: iso(row.created_at),
  };
}

export function auditEntryDto(row: AuditRow): AdminAuditEntry {
  return {
    id: String(row.id),
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: iso(row.created_at),
  };
}
