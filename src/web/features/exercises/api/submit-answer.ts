import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmitAnswerInput, SubmitAnswerResponse } from "#domain/practice/api";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * POST /api/exercises/:id/answers — saves one answer; the last one completes the exercise.
 * Saving changes the list, the exercise, today's usage and the stats ('statsUpdated').
 */
export function useSubmitAnswer(exerciseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitAnswerInput) =>
      api<SubmitAnswerResponse>(`/api/exercises/${encodeURIComponent(exerciseId)}/answers`, { body: input }),
    onSuccess: () => {
      // Not awaited: the next question shows at once while the stats refresh behind it.
      void invalidateStats(client);
    },
  });
}
