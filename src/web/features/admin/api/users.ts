import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUsersPage, AdminUsersQuery } from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";
import { queryString } from "./query-string.ts";

/** GET /api/admin/users — one page of students, filtered on the server. */
export const adminUsersQuery = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...adminRoot, "users", query],
    queryFn: ({ signal }) => api<AdminUsersPage>(`/api/admin/users${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQuery(query));
}
