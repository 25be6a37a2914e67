import type { QueryClient } from "@tanstack/react-query";
import { achievementsQuery } from "#web/lib/api/achievements.ts";
import { entitlementsQuery } from "#web/lib/api/entitlements.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/**
 * The 'statsUpdated' event, as query invalidation: whatever changes points, usage or progress calls
 * this, and the dashboard, achievements, limits and the exercise list refetch.
 */
export async function invalidateStats(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.dashboard }),
    client.invalidateQueries({ queryKey: achievementsQuery().queryKey }),
    client.invalidateQueries({ queryKey: entitlementsQuery().queryKey }),
    client.invalidateQueries({ queryKey: queryRoots.exercises }),
  ]);
}
