import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { api } from "#web/lib/api-client.ts";

export type ResetRequest = {
  exerciseId: string;
  /** 'Refazer': the server keeps the attempt when the plan would not let it start again today. */
  redo?: boolean;
};

/**
 * DELETE /api/exercises/:id/attempt — discards the current attempt so the exercise can be redone.
 * Resolves only after the list and the exercise have been refetched, so callers see fresh data.
 */
export function useResetExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseId, redo }: ResetRequest) =>
      api<{ message: string }>(
        `/api/exercises/${encodeURIComponent(exerciseId)}/attempt${redo ? "?redo=1" : ""}`,
        { method: "DELETE" },
      ),
    onSuccess: () => invalidateStats(client),
  });
}
