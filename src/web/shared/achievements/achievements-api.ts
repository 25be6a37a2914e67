import { useQuery } from "@tanstack/react-query";
import type { AchievementsResponse } from "#domain/achievements/api";
import { api } from "#web/lib/api-client.ts";

export const achievementsQueryKey = ["achievements"] as const;

export function useAchievements() {
  return useQuery({
    queryKey: achievementsQueryKey,
    queryFn: () => api<AchievementsResponse>("/api/achievements"),
  });
}
