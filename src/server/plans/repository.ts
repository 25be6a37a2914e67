import { and, asc, eq, isNull } from "drizzle-orm";
import type { PlanRow } from "#server/core/entitlements/repository";
import type { Queryable } from "#server/db/client";
import { subscriptionPlans } from "#server/db/schema/index";

export async function listActivePlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.active, true), isNull(subscriptionPlans.archivedAt)))
    .orderBy(asc(subscriptionPlans.monthlyPrice));
}
