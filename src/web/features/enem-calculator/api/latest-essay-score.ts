import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScorePoint } from "#domain/essays/api";
import { api } from "#web/lib/api-client.ts";

/**
 * GET /api/essays/scores — the student's corrected essays in order, read here only for the latest
 * grade. Same key as the essays feature's score chart (a feature may not import another), so the
 * cache is shared and the essay mutations' invalidation of ["essays"] refreshes it.
 */
export const essayScoresQuery = () =>
  queryOptions({
    queryKey: ["essays", "scores"] as const,
    queryFn: ({ signal }) => api<{ points: ScorePoint[] }>("/api/essays/scores", { signal }),
  });

/** The latest corrected essay's total (0–1000), or null; asked only with a session. */
export function useLatestEssayScore(enabled: boolean) {
  return useQuery({
    ...essayScoresQuery(),
    enabled,
    // The newest by date (ISO strings compare in order).
    select: (data) =>
      data.points.reduce<ScorePoint | null>(
        (latest, p) => (!latest || p.date >= latest.date ? p : latest),
        null,
      ),
  });
}
