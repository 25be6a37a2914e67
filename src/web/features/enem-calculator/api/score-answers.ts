import { useMutation } from "@tanstack/react-query";
import type { EnemScoreRequest, EnemScoreResult } from "#domain/enem-score/api";
import { api } from "#web/lib/api-client.ts";

/** POST /api/enem/score — the estimated score of one area (public; 429 after 30 a minute). */
export function useScoreAnswers() {
  return useMutation({
    mutationFn: (body: EnemScoreRequest) => api<EnemScoreResult>("/api/enem/score", { method: "POST", body }),
  });
}
