import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StepByStepResponse } from "#domain/step-by-step/api";
import { api } from "#web/lib/api-client.ts";
import { entitlementsQuery } from "./entitlements.ts";

/** POST /api/questions/:questionId/step-by-step — unlocks (or shows again) a question's worked solution. */
export function useStepByStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      api<StepByStepResponse>(`/api/questions/${encodeURIComponent(questionId)}/step-by-step`, {
        method: "POST",
      }),
    onSuccess: (result) => {
      if (result.counted) void queryClient.invalidateQueries({ queryKey: entitlementsQuery().queryKey });
    },
  });
}
