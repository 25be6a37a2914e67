import { useMutation } from "@tanstack/react-query";
import type { QuestionReportCreated, QuestionReportInput } from "#domain/question-reports/api";
import { api } from "#web/lib/api-client.ts";

/** POST /api/questions/:questionId/reports — tells the content staff the question is wrong. */
export function useReportQuestion() {
  return useMutation({
    mutationFn: ({ questionId, ...body }: QuestionReportInput & { questionId: string }) =>
      api<QuestionReportCreated>(`/api/questions/${encodeURIComponent(questionId)}/reports`, {
        method: "POST",
        body,
      }),
  });
}
