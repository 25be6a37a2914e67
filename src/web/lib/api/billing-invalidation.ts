import type { QueryClient } from "@tanstack/react-query";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/**
 * Whatever changes a payment, subscription or the sandbox clock: the subscription and its history,
 * the payment configuration (the free trial is used once), the limits and the stats refetch.
 */
export async function invalidateBilling(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: queryRoots.billing }), invalidateStats(client)]);
}
