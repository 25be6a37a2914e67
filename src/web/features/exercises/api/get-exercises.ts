import { useQuery } from "@tanstack/react-query";
import type { ExerciseList } from "#domain/practice/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/exercises — open to visitors; with a session each card carries the student's attempt. */
export const exercisesQueryKey = ["exercises"] as const;

export function useExercises() {
  return useQuery({
    queryKey: exercisesQueryKey,
    queryFn: ({ signal }) => api<ExerciseList>("/api/exercises", { signal }),
  });
}
