import type { QueryClient } from "@tanstack/react-query";

/**
 * The spec's 'statsUpdated' event, as query invalidation: whatever changes points, usage or
 * progress calls this, and the dashboard, achievements and limits refetch.
 */
export async function invalidateStats(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ["dashboard"] }),
    client.invalidateQueries({ queryKey: ["achievements"] }),
    client.invalidateQueries({ queryKey: ["entitlements"] }),
    client.invalidateQueries({ queryKey: ["exercises"] }),
  ]);
}
