import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BillingConfig } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/billing/config: the payment service in use, test mode, and whether the free trial is left. */
export const billingConfigQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: [...queryRoots.billing, "config", signedIn] as const,
    queryFn: ({ signal }) => api<BillingConfig>("/api/billing/config", { signal }),
  });

export function useBillingConfig(signedIn: boolean) {
  return useQuery(billingConfigQuery(signedIn));
}
