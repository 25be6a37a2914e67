import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffPreferences, SystemAlerts } from "#domain/admin/staff";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

const preferencesKey = [...adminRoot, "staff", "me", "preferences"] as const;

/** GET /api/admin/staff/me/preferences — my own notification switches. */
export const staffPreferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api<StaffPreferences>("/api/admin/staff/me/preferences", { signal }),
  });

export function useStaffPreferences() {
  return useQuery(staffPreferencesQuery());
}

/** PUT /api/admin/staff/me/preferences — the alerts card follows the new switches. */
export function useSaveStaffPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: StaffPreferences) =>
      api<{ message: string; preferences: StaffPreferences }>("/api/admin/staff/me/preferences", {
        method: "PUT",
        body: prefs,
      }),
    onSuccess: (answer) => {
      client.setQueryData(preferencesKey, answer.preferences);
      return client.invalidateQueries({ queryKey: adminRoot });
    },
  });
}

/** GET /api/admin/staff/me/alerts — jobs that gave up in the last 7 days (when I keep alerts on). */
export function useSystemAlerts() {
  return useQuery(
    queryOptions({
      queryKey: [...adminRoot, "staff", "me", "alerts"],
      queryFn: ({ signal }) => api<SystemAlerts>("/api/admin/staff/me/alerts", { signal }),
    }),
  );
}
