import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EssayDetail, EssayListItem, ScorePoint } from "#domain/essays/api";
import { api } from "#web/lib/api-client.ts";

/** Everything under ["essays"] is the student's essays; mutations invalidate this root. */
export const essaysRootKey = ["essays"] as const;

/** GET /api/essays?q= — the list, searched on the server. */
export const essaysQuery = (q: string) =>
  queryOptions({
    queryKey: [...essaysRootKey, "list", q] as const,
    queryFn: ({ signal }) =>
      api<{ essays: EssayListItem[] }>(`/api/essays${q ? `?q=${encodeURIComponent(q)}` : ""}`, { signal }),
    placeholderData: (previous) => previous,
  });

export function useEssays(q: string) {
  return useQuery(essaysQuery(q));
}

/** GET /api/essays/scores — corrected essays in order, for the chart. */
export const essayScoresQuery = () =>
  queryOptions({
    queryKey: [...essaysRootKey, "scores"] as const,
    queryFn: ({ signal }) => api<{ points: ScorePoint[] }>("/api/essays/scores", { signal }),
  });

export function useEssayScores() {
  return useQuery(essayScoresQuery());
}

/** GET /api/essays/:id — polled while a correction is under way (the overlay's progress). */
export const essayQuery = (id: string) =>
  queryOptions({
    queryKey: [...essaysRootKey, "detail", id] as const,
    queryFn: ({ signal }) => api<EssayDetail>(`/api/essays/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => {
      const essay = query.state.data;
      return essay?.status === "finalizada" && essay.correction?.state !== "failed" ? 1500 : false;
    },
    // The editor keeps its own text; a refetch on focus must not look like news.
    refetchOnWindowFocus: (query) => query.state.data?.status !== "em_andamento",
  });

export function useEssay(id: string | null) {
  return useQuery({ ...essayQuery(id ?? ""), enabled: id !== null });
}

/** GET /api/essays/current — the open draft (or the essay in correction), to restore the room. */
export const currentEssayQuery = () =>
  queryOptions({
    queryKey: [...essaysRootKey, "current"] as const,
    queryFn: ({ signal }) => api<{ essay: EssayDetail | null }>("/api/essays/current", { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useCurrentEssay(enabled: boolean) {
  return useQuery({ ...currentEssayQuery(), enabled });
}
