import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEssayInput, EssayDetail, SaveEssayInput } from "#domain/essays/api";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { essayQuery, essaysRootKey } from "./essays.ts";

/** POST /api/essays (first save) and PUT /api/essays/:id (autosave and 'Salvar'). */
export function saveDraft(essayId: string | null, input: SaveEssayInput & { topicId: string }) {
  if (essayId)
    return api<EssayDetail>(`/api/essays/${encodeURIComponent(essayId)}`, {
      method: "PUT",
      body: { content: input.content, title: input.title, secondsSpent: input.secondsSpent },
    });
  return api<EssayDetail>("/api/essays", { body: input satisfies CreateEssayInput });
}

type Submitted = {
  essay: EssayDetail;
  pointsEarned: number;
  newAchievements: { name: string; description: string }[];
};

/** POST /api/essays/:id/submit — 'Finalizar e Corrigir'. */
export function useSubmitEssay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SaveEssayInput }) =>
      api<Submitted>(`/api/essays/${encodeURIComponent(id)}/submit`, { body: input }),
    onSuccess: (data) => {
      client.setQueryData(essayQuery(data.essay.id).queryKey, data.essay);
      void client.invalidateQueries({ queryKey: [...essaysRootKey, "list"] });
      void invalidateStats(client);
    },
  });
}

/** POST /api/essays/:id/retry-correction — after a correction gave up. */
export function useRetryCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<EssayDetail>(`/api/essays/${encodeURIComponent(id)}/retry-correction`, { method: "POST" }),
    onSuccess: (essay) => {
      client.setQueryData(essayQuery(essay.id).queryKey, essay);
      // The list shows the correction's state too.
      void client.invalidateQueries({ queryKey: [...essaysRootKey, "list"] });
    },
  });
}
