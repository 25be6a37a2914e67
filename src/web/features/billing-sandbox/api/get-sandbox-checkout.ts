import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SandboxCheckout } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/billing/sandbox/checkout/:id: one open test payment of the student. */
export const sandboxCheckoutQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.billing, "sandbox", "checkout", id] as const,
    queryFn: ({ signal }) =>
      api<SandboxCheckout>(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}`, { signal }),
  });

export function useSandboxCheckout(id: string) {
  return useQuery(sandboxCheckoutQuery(id));
}
