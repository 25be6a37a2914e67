import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminDashboard } from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";

/** GET /api/admin/dashboard — the figures of the dashboard. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "dashboard"],
    queryFn: ({ signal }) => api<AdminDashboard>("/api/admin/dashboard", { signal }),
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
