import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExerciseList } from "#domain/practice/api";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/exercises — open to visitors; with a session each card carries the student's attempt. */
export const exercisesQuery = () =>
  queryOptions({
    queryKey: queryRoots.exercises,
    queryFn: ({ signal }) => api<ExerciseList>("/api/exercises", { signal }),
  });

export function useExercises() {
  return useQuery(exercisesQuery());
}
