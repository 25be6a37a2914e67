import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetails } from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";

/** GET /api/admin/users/:id — profile, plan, usage and counts of one student. */
export const adminUserDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminRoot, "users", "details", id],
    queryFn: ({ signal }) => api<AdminUserDetails>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });

export function useAdminUserDetails(id: string | null) {
  return useQuery({ ...adminUserDetailsQuery(id ?? ""), enabled: id !== null });
}
