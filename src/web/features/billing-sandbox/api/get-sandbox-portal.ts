import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SandboxPortal } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/billing/sandbox/portal: the student's test subscriptions and the test clock. */
export const sandboxPortalQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.billing, "sandbox", "portal"] as const,
    queryFn: ({ signal }) => api<SandboxPortal>("/api/billing/sandbox/portal", { signal }),
  });

export function useSandboxPortal() {
  return useQuery(sandboxPortalQuery());
}
