import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminPlan,
  AdminPlans,
  PlanInput,
  PlanLimitsInput,
  PlanOption,
  PlanRemoved,
} from "#domain/admin/plans";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "../api/keys.ts";

type Saved = { plan: AdminPlan; message: string };
const planUrl = (id: string, rest = "") => `/api/admin/plans/${encodeURIComponent(id)}${rest}`;

/** GET /api/admin/plans — every plan not archived, cheapest first. */
export const adminPlansQuery = queryOptions({
  queryKey: [...adminRoot, "plans"],
  queryFn: ({ signal }) => api<AdminPlans>("/api/admin/plans", { signal }),
});

export function useAdminPlans() {
  return useQuery(adminPlansQuery);
}

/** GET /api/admin/plans/options — the plans staff filter by and grant (support reads it too). */
export function usePlanOptions() {
  return useQuery({
    queryKey: [...adminRoot, "plans", "options"],
    queryFn: ({ signal }) => api<{ items: PlanOption[] }>("/api/admin/plans/options", { signal }),
    select: (data) => data.items,
  });
}

/** Every change refreshes the whole back office (plans show in users, subscriptions, dashboard). */
function usePlanMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }) });
}

/** POST /api/admin/plans, or PUT /api/admin/plans/:id when editing. */
export function useSavePlan() {
  return usePlanMutation(({ id, body }: { id: string | null; body: PlanInput }) =>
    id
      ? api<Saved>(planUrl(id), { method: "PUT", body })
      : api<Saved>("/api/admin/plans", { method: "POST", body }),
  );
}

/** PUT /api/admin/plans/:id/active */
export function useSetPlanActive() {
  return usePlanMutation(({ id, active }: { id: string; active: boolean }) =>
    api<Saved>(planUrl(id, "/active"), { method: "PUT", body: { active } }),
  );
}

/** PATCH /api/admin/plans/:id/limits — Configurações › Planos. */
export function useSetPlanLimits() {
  return usePlanMutation(({ id, ...body }: PlanLimitsInput & { id: string }) =>
    api<Saved>(planUrl(id, "/limits"), { method: "PATCH", body }),
  );
}

/** DELETE /api/admin/plans/:id — deleted, or archived when subscriptions point at it. */
export function useRemovePlan() {
  return usePlanMutation((id: string) => api<PlanRemoved>(planUrl(id), { method: "DELETE" }));
}
