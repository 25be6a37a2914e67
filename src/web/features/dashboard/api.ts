import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Dashboard } from "#domain/dashboard/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/dashboard. Whatever changes points, usage, progress or objectives invalidates this key. */
export const dashboardQuery = () =>
  queryOptions({ queryKey: queryRoots.dashboard, queryFn: () => api<Dashboard>("/api/dashboard") });

export function useDashboard() {
  return useQuery(dashboardQuery());
}

/** POST /api/profile/objectives/skip: 'Pular' puts the objectives dialog off. */
export function useSkipObjectives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/profile/objectives/skip", { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: dashboardQuery().queryKey }),
  });
}
