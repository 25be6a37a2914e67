import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { EnemYears, EssayTopic, GenerateTopicInput } from "#domain/essays/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/essays/topics/enem/years — the chooser's Ano and Aplicação selects. */
export const enemYearsQuery = () =>
  queryOptions({
    queryKey: ["essays", "topics", "enem-years"] as const,
    queryFn: ({ signal }) => api<EnemYears>("/api/essays/topics/enem/years", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEnemYears() {
  return useQuery(enemYearsQuery());
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
export const topicQuery = (id: string) =>
  queryOptions({
    queryKey: ["essays", "topics", id] as const,
    queryFn: ({ signal }) => api<EssayTopic>(`/api/essays/topics/${encodeURIComponent(id)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTopic(id: string | null) {
  return useQuery({ ...topicQuery(id ?? ""), enabled: id !== null });
}
