import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAuditPage, AdminAuditQuery } from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";
import { queryString } from "./query-string.ts";

/** GET /api/admin/audit — one page of the staff's audit log. */
export const adminAuditQuery = (query: AdminAuditQuery) =>
  queryOptions({
    queryKey: [...adminRoot, "audit", query],
    queryFn: ({ signal }) => api<AdminAuditPage>(`/api/admin/audit${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminAudit(query: AdminAuditQuery) {
  return useQuery(adminAuditQuery(query));
}
