import { addMonths } from "date-fns";
import type {
  AdminAuditPage,
  AdminDashboard,
  AdminSubscriptionsPage,
  AdminSubscriptionsSummary,
  AdminUserDetails,
  AdminUsersPage,
  PlanSlug,
} from "#domain/admin/api";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { activeSubscription, FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import { startOfLocalMonth } from "#domain/shared/calendar";
import { recordAudit } from "#server/core/audit";
import { loadEntitlements, renews } from "#server/core/entitlements/entitlements";
import type { Database, Queryable } from "#server/db/client";
import { ConflictError, NotFoundError } from "#server/http/errors";
import { adminSubscriptionDto, adminUserDetailsDto, adminUserDto, auditEntryDto } from "./dto.ts";
import {
  cancelStaffGrants,
  dashboardFigures,
  deleteSessionsOf,
  findPlan,
  findStudent,
  findUserRole,
  insertStaffGrant,
  listAudit,
  listStudents,
  listSubscriptions,
  setBanned,
  studentCounts,
  subscriptionRowsOf,
  subscriptionsSummary,
} from "./repository.ts";

type Paging = { page: number; pageSize: number };
const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The back office's operations. Every change is audited in its own transaction. */
export function createAdminService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  /** The student's row locked for the change, or 404 (staff accounts are not managed here). */
  async function lockStudent(tx: Queryable, userId: string) {
    const user = await findUserRole(tx, userId);
    if (user?.role !== "user") throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return user;
  }

  return {
    async dashboard(now: Date): Promise<AdminDashboard> {
      const thisMonth = startOfLocalMonth(now, timeZone);
      const previousMonth = startOfLocalMonth(new Date(thisMonth.getTime() - 1), timeZone);
      const last30 = new Date(now.getTime() - 30 * 24 * 3_600_000);
      const { totals, plans, subjects, signups } = await dashboardFigures(db, now, {
        last30,
        thisMonth,
        previousMonth,
      });
      return {
        totalStudents: totals.students,
        exercisesAnswered: totals.answers,
        tutorMessages: totals.messages,
        activeStudents: totals.active,
        planDistribution: plans.map((p) => ({ slug: p.slug, name: p.name, students: p.students })),
        convertedStudents: totals.converted,
        conversionRate: ratio(totals.converted, totals.students),
        retention: {
          previousMonthActive: totals.previous_active,
          retained: totals.retained,
          rate: ratio(totals.retained, totals.previous_active),
        },
        topSubjects: subjects,
        latestSignups: signups.map((s) => ({
          id: s.id,
          name: s.name,
          email: s.email,
          createdAt: new Date(s.created_at).toISOString(),
        })),
      };
    },

    async users(
      query: { q?: string; plan: string; status: string } & Paging,
      now: Date,
    ): Promise<AdminUsersPage> {
      const { rows, total } = await listStudents(
        db,
        { ...query, limit: query.pageSize, offset: offsetOf(query) },
        now,
      );
      return {
        items: rows.map(adminUserDto),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async userDetails(userId: string, now: Date): Promise<AdminUserDetails> {
      const row = await findStudent(db, userId, now);
      if (!row) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      const entitlements = await loadEntitlements(db, userId, now, timeZone);
      return adminUserDetailsDto(row, entitlements, await studentCounts(db, userId));
    },

    /** Deactivating ends the student's sessions at once; sign-in is then refused (ACCOUNT_INACTIVE). */
    async setStatus(actorId: string, userId: string, active: boolean, now: Date) {
      await db.transaction(async (tx) => {
        const user = await lockStudent(tx, userId);
        await setBanned(tx, userId, !active, now);
        if (!active) await deleteSessionsOf(tx, userId);
        await recordAudit(
          tx,
          {
            actorId,
            action: active ? "user.activate" : "user.deactivate",
            targetType: "user",
            targetId: userId,
            before: { active: !user.banned },
            after: { active },
          },
          now,
        );
      });
      return {
        active,
        message: active ? ADMIN_MESSAGES.statusSaved.active : ADMIN_MESSAGES.statusSaved.inactive,
      };
    },

    /**
     * Gratuito cancels the staff grant; another plan replaces it with a one-month grant at the plan's
     * monthly price. A subscription bought online in force needs `confirm` (409 otherwise).
     */
    async setPlan(actorId: string, userId: string, input: { plan: PlanSlug; confirm?: boolean }, now: Date) {
      await db.transaction(async (tx) => {
        await lockStudent(tx, userId);
        const rows = await subscriptionRowsOf(tx, userId);
        const candidates = rows.map((r) => ({
          ...r.subscription,
          planSlug: r.planSlug,
          planName: r.planName,
          renews: renews(r.subscription),
        }));
        const inForce = activeSubscription(candidates, now);
        const online = activeSubscription(
          candidates.filter((s) => s.source !== "admin"),
          now,
        );
        if (online && !input.confirm)
          throw new ConflictError(
            "ONLINE_SUBSCRIPTION_ACTIVE",
            `${ADMIN_MESSAGES.onlineSubscription} (Plano ${online.planName}, comprado online.)`,
          );
        const plan = await findPlan(tx, input.plan);
        if (!plan) throw new NotFoundError("Plano não encontrado.");
        const cancelledGrants = await cancelStaffGrants(tx, userId, now);
        let after: Record<string, unknown> = { plan: input.plan, staffGrant: null };
        if (input.plan !== FREE_PLAN_SLUG) {
          const endsAt = addMonths(now, 1);
          const amount = round2(plan.monthlyPrice);
          const grant = await insertStaffGrant(tx, {
            userId,
            planId: plan.id,
            amount,
            startsAt: now,
            endsAt,
          });
          after = {
            plan: input.plan,
            staffGrant: { id: grant.id, amount, startsAt: now.toISOString(), endsAt: endsAt.toISOString() },
          };
        }
        await recordAudit(
          tx,
          {
            actorId,
            action: "user.plan_change",
            targetType: "user",
            targetId: userId,
            before: {
              plan: inForce?.planSlug ?? FREE_PLAN_SLUG,
              source: inForce?.source ?? null,
              cancelledStaffGrants: cancelledGrants,
            },
            after: { ...after, onlineSubscriptionKept: online !== null },
          },
          now,
        );
      });
      return { message: ADMIN_MESSAGES.planSaved };
    },

    async subscriptions(
      query: { q?: string; plan: string; status: string } & Paging,
      now: Date,
    ): Promise<AdminSubscriptionsPage> {
      const rows = await listSubscriptions(
        db,
        { ...query, limit: query.pageSize, offset: offsetOf(query) },
        now,
      );
      return {
        items: rows.map((r) => adminSubscriptionDto(r, now)),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async subscriptionsSummary(now: Date): Promise<AdminSubscriptionsSummary> {
      const s = await subscriptionsSummary(db, now);
      return {
        activeSubscriptions: s.active,
        cancelledSubscriptions: s.cancelled,
        totalRevenue: round2(s.revenue),
        monthlyRevenue: round2(s.monthly),
      };
    },

    async audit(
      query: { action?: string; actor?: string; targetType?: string; targetId?: string } & Paging,
    ): Promise<AdminAuditPage> {
      const rows = await listAudit(db, { ...query, limit: query.pageSize, offset: offsetOf(query) });
      return {
        items: rows.map(auditEntryDto),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
