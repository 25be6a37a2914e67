import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsQuery, AnalyticsReport } from "#domain/admin/analytics";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { queryString } from "#web/features/admin/api/query-string.ts";
import { api } from "#web/lib/api-client.ts";

/** GET /api/admin/reports/analytics — the figures of a period (the last 6 months when none is given). */
export const analyticsQuery = (period: AnalyticsQuery) =>
  queryOptions({
    queryKey: [...adminRoot, "reports", "analytics", period.from ?? "", period.to ?? ""],
    queryFn: ({ signal }) =>
      api<AnalyticsReport>(
        `/api/admin/reports/analytics${queryString({ from: period.from, to: period.to })}`,
        {
          signal,
        },
      ),
  });

/** The previous period's figures stay on screen while another period loads. */
export function useAnalytics(period: AnalyticsQuery) {
  return useQuery({ ...analyticsQuery(period), placeholderData: keepPreviousData });
}
