import { useQuery } from "@tanstack/react-query";
import type { EssayDetail, EssayListItem, ScorePoint } from "#domain/essays/api";
import { api } from "#web/lib/api-client.ts";

/** Everything under ["essays"] is the student's essays; mutations invalidate this root. */
export const essaysRootKey = ["essays"] as const;

/** GET /api/essays?q= — the list, searched on the server. */
export function useEssays(q: string) {
  return useQuery({
    queryKey: [...essaysRootKey, "list", q] as const,
    queryFn: ({ signal }) =>
      api<{ essays: EssayListItem[] }>(`/api/essays${q ? `?q=${encodeURIComponent(q)}` : ""}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/essays/scores — corrected essays in order, for the chart. */
export function useEssayScores() {
  return useQuery({
    queryKey: [...essaysRootKey, "scores"] as const,
    queryFn: ({ signal }) => api<{ points: ScorePoint[] }>("/api/essays/scores", { signal }),
  });
}

export const essayQueryKey = (id: string) => [...essaysRootKey, "detail", id] as const;

/** GET /api/essays/:id — polled while a correction is under way (the overlay's progress). */
export function useEssay(id: string | null) {
  return useQuery({
    queryKey: essayQueryKey(id ?? ""),
    queryFn: ({ signal }) => api<EssayDetail>(`/api/essays/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const essay = query.state.data;
      return essay?.status === "finalizada" && essay.correction?.state !== "failed" ? 1500 : false;
    },
    // The editor keeps its own text; a refetch on focus must not look like news.
    refetchOnWindowFocus: (query) => query.state.data?.status !== "em_andamento",
  });
}

/** GET /api/essays/current — the open draft (or the essay in correction), to restore the room. */
export function useCurrentEssay(enabled: boolean) {
  return useQuery({
    queryKey: [...essaysRootKey, "current"] as const,
    queryFn: ({ signal }) => api<{ essay: EssayDetail | null }>("/api/essays/current", { signal }),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
