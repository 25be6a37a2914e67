import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AchievementsResponse } from "#domain/achievements/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/achievements: the achievements page and the profile's Conquistas tab. */
export const achievementsQuery = () =>
  queryOptions({
    queryKey: ["achievements"] as const,
    queryFn: () => api<AchievementsResponse>("/api/achievements"),
  });

export function useAchievements() {
  return useQuery(achievementsQuery());
}
