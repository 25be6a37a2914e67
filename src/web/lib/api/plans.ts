import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlanDto } from "#domain/plans/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/plans: the plans page's cards, and the plan every 'Fazer upgrade' points to. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ["plans"] as const,
    queryFn: async () => (await api<{ plans: PlanDto[] }>("/api/plans")).plans,
    staleTime: 5 * 60 * 1000,
  });

export function usePlans(enabled = true) {
  return useQuery({ ...plansQuery(), enabled });
}
