import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Dashboard } from "#domain/dashboard/api";
import type { ObjectivesInput } from "#domain/profile/schemas";
import { api } from "#web/lib/api-client.ts";

export const dashboardQueryKey = ["dashboard"] as const;

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: () => api<Dashboard>("/api/dashboard") });
}

/** Objectives are saved through the profile API; the dashboard and the profile both refresh. */
export function useSaveObjectives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ObjectivesInput) => api("/api/profile/objectives", { method: "PUT", body: input }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: dashboardQueryKey }),
        client.invalidateQueries({ queryKey: ["profile"] }),
      ]);
    },
  });
}

export function useSkipObjectives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/profile/objectives/skip", { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
