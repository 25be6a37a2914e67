import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsReport, PerformanceReport } from "#domain/performance/api";
import type { Period } from "#domain/performance/rules";
import { api } from "#web/lib/api-client.ts";

/** GET /api/relatorios/desempenho?periodo= — the period's figures (Estudante, Nerd). */
export const performanceQuery = (period: Period) =>
  queryOptions({
    queryKey: ["relatorios", "desempenho", period] as const,
    queryFn: ({ signal }) =>
      api<PerformanceReport>(`/api/relatorios/desempenho?periodo=${period}`, { signal }),
  });

/** GET /api/relatorios/analises — TRI estimates, the predicted score and the weakest skills (Nerd). */
export const analyticsQuery = () =>
  queryOptions({
    queryKey: ["relatorios", "analises"] as const,
    queryFn: ({ signal }) => api<AnalyticsReport>("/api/relatorios/analises", { signal }),
  });

/** Asked only when the plan includes the module: a refused request is never made. */
export function usePerformance(period: Period, enabled: boolean) {
  // The previous period's figures stay on screen (dimmed) while another period loads.
  return useQuery({ ...performanceQuery(period), enabled, placeholderData: keepPreviousData });
}

export function useAnalytics(enabled: boolean) {
  return useQuery({ ...analyticsQuery(), enabled });
}
