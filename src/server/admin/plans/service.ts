import type { AuditAction } from "#domain/admin/api";
import {
  type AdminPlan,
  PLAN_MESSAGES,
  type PlanLimitsInput,
  type PlanRemoved,
  type PlanValues,
  slugFromName,
  uniqueSlug,
} from "#domain/admin/plans";
import { FREE_PLAN_SLUG } from "#domain/plans/entitlements";
import { recordAudit } from "#server/core/audit";
import { PLAN_PRICES_SYNC_JOB } from "#server/core/jobs/kinds";
import { enqueueJob } from "#server/core/jobs/queue";
import type { Database, Queryable } from "#server/db/client";
import { ConflictError, NotFoundError, ValidationError } from "#server/http/errors";
import { adminPlanDto, auditView, changedFields } from "./dto.ts";
import {
  allSlugs,
  countSubscriptions,
  deletePlan,
  insertPlan,
  listPlans,
  lockPlan,
  lockPlanNames,
  nameTaken,
  type PlanChanges,
  type PlanRow,
  updatePlan,
} from "./repository.ts";

/** The columns a form's values set; modules_enabled and the *_enabled flags always move together. */
function columnsOf(v: PlanValues): PlanChanges {
  return {
    name: v.name,
    description: v.description || null,
    monthlyPrice: v.monthlyPrice,
    annualPrice: v.annualPrice,
    features: v.features,
    modulesEnabled: v.modules,
    chatEnabled: v.modules.chat,
    exercisesEnabled: v.modules.exercises,
    essaysEnabled: v.modules.redacao,
    maxChatMessages: v.maxChatMessages,
    maxExercises: v.maxExercises,
    maxEssaysVestibular: v.maxEssaysVestibular,
    maxEssaysAutoral: v.maxEssaysAutoral,
    maxEssayCorrections: v.maxEssayCorrections,
    maxSubjectsPerDay: v.maxSubjectsPerDay,
    historyDays: v.historyDays,
    maxStepByStep: v.maxStepByStep,
    mostPopular: v.mostPopular,
    active: v.active,
  };
}

/** What is sold changed: billing brings the payment service's prices in line, if this is kept. */
async function queuePriceSync(tx: Queryable, planId: string, reason: string) {
  await enqueueJob(tx, PLAN_PRICES_SYNC_JOB, { planId, reason }, { maxAttempts: 5 });
}

const sold = (p: PlanRow) => ({
  name: p.name,
  monthlyPrice: p.monthlyPrice,
  annualPrice: p.annualPrice,
  active: p.active,
});
const soldChanged = (a: PlanRow, b: PlanRow) => JSON.stringify(sold(a)) !== JSON.stringify(sold(b));

function refuseFreePlanChange(
  plan: PlanRow,
  next: { monthlyPrice?: number; annualPrice?: number; active?: boolean },
) {
  if (plan.slug !== FREE_PLAN_SLUG) return;
  if ((next.monthlyPrice ?? 0) !== 0 || (next.annualPrice ?? 0) !== 0)
    throw new ValidationError(PLAN_MESSAGES.freePlanPrice);
  if (next.active === false) throw new ConflictError("FREE_PLAN_PROTECTED", PLAN_MESSAGES.freePlanDeactivate);
}

/**
 * Plans in the back office. Each change and its audit entry (and, when what is sold changed, the
 * price sync job) are saved in one transaction. The limit checks read the plan row on every
 * request, so an edit applies to every student at once.
 */
export function createAdminPlanService(deps: { db: Database }) {
  const { db } = deps;

  async function mustLock(tx: Queryable, id: string): Promise<PlanRow> {
    const plan = await lockPlan(tx, id);
    if (!plan) throw new NotFoundError(PLAN_MESSAGES.notFound);
    return plan;
  }

  async function refuseTakenName(tx: Queryable, name: string, exceptId?: string) {
    if (await nameTaken(tx, name, exceptId))
      throw new ConflictError("PLAN_NAME_TAKEN", PLAN_MESSAGES.nameTaken);
  }

  async function audit(
    tx: Queryable,
    actorId: string,
    action: AuditAction,
    planId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    now: Date,
  ) {
    await recordAudit(tx, { actorId, action, targetType: "plan", targetId: planId, before, after }, now);
  }

  return {
    async list(): Promise<{ items: AdminPlan[] }> {
      const rows = await listPlans(db);
      return { items: rows.map((p) => adminPlanDto(p, p.subscriptions)) };
    },

    async options() {
      const rows = await listPlans(db);
      return { items: rows.map((p) => ({ slug: p.slug, name: p.name, active: p.active })) };
    },

    async create(actorId: string, values: PlanValues, now: Date) {
      const plan = await db.transaction(async (tx) => {
        await lockPlanNames(tx);
        await refuseTakenName(tx, values.name);
        const slug = uniqueSlug(slugFromName(values.name), await allSlugs(tx));
        const row = await insertPlan(tx, {
          ...columnsOf(values),
          name: values.name,
          slug,
          createdAt: now,
          updatedAt: now,
        });
        await audit(tx, actorId, "plan.create", row.id, null, auditView(row), now);
        await queuePriceSync(tx, row.id, "create");
        return row;
      });
      return { plan: adminPlanDto(plan, 0), message: PLAN_MESSAGES.created };
    },

    async update(actorId: string, id: string, values: PlanValues, now: Date) {
      const { plan, subscriptions } = await db.transaction(async (tx) => {
        await lockPlanNames(tx);
        const before = await mustLock(tx, id);
        refuseFreePlanChange(before, values);
        await refuseTakenName(tx, values.name, id);
        const after = await updatePlan(tx, id, { ...columnsOf(values), updatedAt: now });
        const diff = changedFields(auditView(before), auditView(after));
        if (Object.keys(diff.after).length > 0)
          await audit(tx, actorId, "plan.update", id, diff.before, diff.after, now);
        if (soldChanged(before, after)) await queuePriceSync(tx, id, "update");
        return { plan: after, subscriptions: await countSubscriptions(tx, id) };
      });
      return { plan: adminPlanDto(plan, subscriptions), message: PLAN_MESSAGES.updated };
    },

    async setActive(actorId: string, id: string, active: boolean, now: Date) {
      const { plan, subscriptions } = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        refuseFreePlanChange(before, { active });
        if (before.active === active)
          return { plan: before, subscriptions: await countSubscriptions(tx, id) };
        const after = await updatePlan(tx, id, { active, updatedAt: now });
        const action = active ? "plan.activate" : "plan.deactivate";
        await audit(tx, actorId, action, id, { active: before.active }, { active }, now);
        await queuePriceSync(tx, id, action);
        return { plan: after, subscriptions: await countSubscriptions(tx, id) };
      });
      return {
        plan: adminPlanDto(plan, subscriptions),
        message: active ? PLAN_MESSAGES.activated : PLAN_MESSAGES.deactivated,
      };
    },

    /** Configurações › Planos: the same columns the plans table and the limit checks read. */
    async setLimits(actorId: string, id: string, input: PlanLimitsInput, now: Date) {
      const { plan, subscriptions } = await db.transaction(async (tx) => {
        const before = await mustLock(tx, id);
        const changes: PlanChanges = {};
        if (input.maxChatMessages !== undefined) changes.maxChatMessages = input.maxChatMessages;
        if (input.maxExercises !== undefined) changes.maxExercises = input.maxExercises;
        const after = await updatePlan(tx, id, { ...changes, updatedAt: now });
        const diff = changedFields(
          { maxChatMessages: before.maxChatMessages, maxExercises: before.maxExercises },
          { maxChatMessages: after.maxChatMessages, maxExercises: after.maxExercises },
        );
        if (Object.keys(diff.after).length > 0)
          await audit(tx, actorId, "plan.limits", id, diff.before, diff.after, now);
        return { plan: after, subscriptions: await countSubscriptions(tx, id) };
      });
      return { plan: adminPlanDto(plan, subscriptions), message: PLAN_MESSAGES.limitsSaved };
    },

    /**
     * A plan no subscription row points at is deleted; otherwise it is archived: it leaves every
     * list and the sale, and its subscribers keep it until their subscription ends.
     */
    async remove(actorId: string, id: string, now: Date): Promise<PlanRemoved> {
      return db.transaction(async (tx) => {
        // The row lock also holds back a new subscription to it until this ends (foreign key).
        const plan = await mustLock(tx, id);
        if (plan.slug === FREE_PLAN_SLUG)
          throw new ConflictError("FREE_PLAN_PROTECTED", PLAN_MESSAGES.freePlanDelete);
        const subscriptions = await countSubscriptions(tx, id);
        if (subscriptions > 0) {
          const after = await updatePlan(tx, id, {
            archivedAt: now,
            active: false,
            mostPopular: false,
            updatedAt: now,
          });
          await audit(
            tx,
            actorId,
            "plan.archive",
            id,
            { active: plan.active, mostPopular: plan.mostPopular, archivedAt: null },
            {
              active: after.active,
              mostPopular: after.mostPopular,
              archivedAt: now.toISOString(),
              subscriptions,
            },
            now,
          );
          await queuePriceSync(tx, id, "archive");
          return { outcome: "archived", message: PLAN_MESSAGES.archived };
        }
        await deletePlan(tx, id);
        await audit(tx, actorId, "plan.delete", id, auditView(plan), null, now);
        await queuePriceSync(tx, id, "delete");
        return { outcome: "deleted", message: PLAN_MESSAGES.deleted };
      });
    },
  };
}

export type AdminPlanService = ReturnType<typeof createAdminPlanService>;
