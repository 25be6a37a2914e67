import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminReportsPage } from "#domain/question-reports/api";
import type { ReportFilter } from "#domain/question-reports/rules";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

export const QUESTION_REPORTS_PATH = "/api/admin/content/reports";

/** GET /api/admin/content/reports — one page of the open or the resolved reports. */
export const questionReportsQuery = (status: ReportFilter, page: number) =>
  queryOptions({
    queryKey: [...adminRoot, "question-reports", status, page],
    queryFn: ({ signal }) =>
      api<AdminReportsPage>(
        `${QUESTION_REPORTS_PATH}?${new URLSearchParams({ status, page: String(page) })}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

export function useQuestionReports(status: ReportFilter, page: number) {
  return useQuery(questionReportsQuery(status, page));
}
