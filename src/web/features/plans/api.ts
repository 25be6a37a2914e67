import { useQuery } from "@tanstack/react-query";
import type { PlanDto } from "#domain/plans/api";
import { api } from "#web/lib/api-client.ts";

export const plansQueryKey = ["plans"] as const;

export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: async () => (await api<{ plans: PlanDto[] }>("/api/plans")).plans,
    staleTime: 5 * 60 * 1000,
  });
}
