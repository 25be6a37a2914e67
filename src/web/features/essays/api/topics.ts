import { useMutation, useQuery } from "@tanstack/react-query";
import type { EnemYears, EssayTopic, GenerateTopicInput } from "#domain/essays/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/essays/topics/enem/years — the chooser's Ano and Aplicação selects. */
export const enemYearsQueryKey = ["essays", "topics", "enem-years"] as const;
export function useEnemYears() {
  return useQuery({
    queryKey: enemYearsQueryKey,
    queryFn: ({ signal }) => api<EnemYears>("/api/essays/topics/enem/years", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/essays/topics/enem?ano=&aplicacao= — loaded when the student presses the button. */
export function useLoadEnemTopic() {
  return useMutation({
    mutationFn: (input: { year: number; application?: string }) => {
      const params = new URLSearchParams({ vestibular: "enem", ano: String(input.year) });
      if (input.application) params.set("aplicacao", input.application);
      return api<EssayTopic>(`/api/essays/topics/enem?${params}`);
    },
  });
}

/** POST /api/essays/topics/autoral — 'Gerar Tema Autoral'. */
export function useGenerateTopic() {
  return useMutation({
    mutationFn: (input: GenerateTopicInput) =>
      api<{ topic: EssayTopic; generatedBy: string }>("/api/essays/topics/autoral", { body: input }),
  });
}

/** GET /api/essays/topics/:id — the chosen topic, kept in the URL until the first save. */
export const topicQueryKey = (id: string) => ["essays", "topics", id] as const;
export function useTopic(id: string | null) {
  return useQuery({
    queryKey: topicQueryKey(id ?? ""),
    queryFn: ({ signal }) =>
      api<EssayTopic>(`/api/essays/topics/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
