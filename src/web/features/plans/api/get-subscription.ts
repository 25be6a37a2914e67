import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BillingOverview } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/billing/subscription: the subscription or pass in force and every record. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.billing, "subscription"] as const,
    queryFn: ({ signal }) => api<BillingOverview>("/api/billing/subscription", { signal }),
  });

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery(), enabled });
}
