import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type {
  AdminSubscriptionsPage,
  AdminSubscriptionsQuery,
  AdminSubscriptionsSummary,
} from "#domain/admin/api";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "./keys.ts";
import { queryString } from "./query-string.ts";

/** GET /api/admin/subscriptions — one page of subscriptions and passes, filtered on the server. */
export const adminSubscriptionsQuery = (query: AdminSubscriptionsQuery) =>
  queryOptions({
    queryKey: [...adminRoot, "subscriptions", query],
    queryFn: ({ signal }) =>
      api<AdminSubscriptionsPage>(`/api/admin/subscriptions${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminSubscriptions(query: AdminSubscriptionsQuery) {
  return useQuery(adminSubscriptionsQuery(query));
}

/** GET /api/admin/subscriptions/summary — the four cards. */
export const adminSubscriptionsSummaryQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "subscriptions", "summary"],
    queryFn: ({ signal }) => api<AdminSubscriptionsSummary>("/api/admin/subscriptions/summary", { signal }),
  });

export function useAdminSubscriptionsSummary() {
  return useQuery(adminSubscriptionsSummaryQuery());
}
