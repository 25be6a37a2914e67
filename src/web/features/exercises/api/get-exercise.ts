import { useQuery } from "@tanstack/react-query";
import type { ExerciseDetail } from "#domain/practice/api";
import { api } from "#web/lib/api-client.ts";
import { exercisesQueryKey } from "./get-exercises.ts";

/** GET /api/exercises/:id — questions without keys until the attempt is complete. */
export function exerciseQueryKey(id: string) {
  return [...exercisesQueryKey, id] as const;
}

export function useExercise(id: string, enabled = true) {
  return useQuery({
    queryKey: exerciseQueryKey(id),
    queryFn: ({ signal }) => api<ExerciseDetail>(`/api/exercises/${encodeURIComponent(id)}`, { signal }),
    enabled,
    // The runner keeps its own progress; a refetch on focus would only repeat what it knows.
    refetchOnWindowFocus: false,
  });
}
