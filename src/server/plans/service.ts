import type { EntitlementsDto, PlanDto } from "#domain/plans/api";
import { entitlementsDto, loadEntitlements } from "#server/core/entitlements/entitlements";
import type { Database } from "#server/db/client";
import { planDto } from "./dto.ts";
import { listActivePlans } from "./repository.ts";

export function createPlanService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    async list(): Promise<{ plans: PlanDto[] }> {
      const plans = await listActivePlans(db);
      return { plans: plans.map(planDto) };
    },

    async entitlements(userId: string, now: Date): Promise<EntitlementsDto> {
      return entitlementsDto(await loadEntitlements(db, userId, now, timeZone));
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
