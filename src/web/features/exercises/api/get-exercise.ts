import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExerciseDetail } from "#domain/practice/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/exercises/:id — questions without keys until the attempt is complete. Under the list's key. */
export const exerciseQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.exercises, id] as const,
    queryFn: ({ signal }) => api<ExerciseDetail>(`/api/exercises/${encodeURIComponent(id)}`, { signal }),
    // The runner keeps its own progress; a refetch on focus would only repeat what it knows.
    refetchOnWindowFocus: false,
  });

export function useExercise(id: string, enabled = true) {
  return useQuery({ ...exerciseQuery(id), enabled });
}
