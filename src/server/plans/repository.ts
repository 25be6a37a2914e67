import { asc, eq } from "drizzle-orm";
import type { PlanRow } from "#server/core/entitlements/repository";
import type { Queryable } from "#server/db/client";
import { subscriptionPlans } from "#server/db/schema/index";

export async function listActivePlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(asc(subscriptionPlans.monthlyPrice));
}
