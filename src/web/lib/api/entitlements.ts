import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EntitlementsDto } from "#domain/plans/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/me/entitlements: plan, limits and today's usage. Anything that uses a limit invalidates this key. */
export const entitlementsQuery = () =>
  queryOptions({
    queryKey: ["entitlements"] as const,
    queryFn: () => api<EntitlementsDto>("/api/me/entitlements"),
  });

export function useEntitlements(enabled = true) {
  return useQuery({ ...entitlementsQuery(), enabled });
}
