import { useQuery } from "@tanstack/react-query";
import type { EntitlementsDto } from "#domain/plans/api";
import { api } from "#web/lib/api-client.ts";

/** Plan, limits and today's usage. Anything that uses a limit invalidates this key. */
export const entitlementsQueryKey = ["entitlements"] as const;

export function useEntitlements(enabled = true) {
  return useQuery({
    queryKey: entitlementsQueryKey,
    queryFn: () => api<EntitlementsDto>("/api/me/entitlements"),
    enabled,
  });
}
