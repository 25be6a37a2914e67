import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportResolved, ResolveReportInput } from "#domain/question-reports/api";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { QUESTION_REPORTS_PATH } from "./question-reports.ts";

/** PATCH /api/admin/content/reports/:id — fixed or dismissed, the student told by e-mail. */
export function useResolveQuestionReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReportInput & { id: string }) =>
      api<ReportResolved>(`${QUESTION_REPORTS_PATH}/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    // A report someone else resolved first (409) also changed the list.
    onSettled: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
