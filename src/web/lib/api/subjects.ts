import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SubjectDto } from "#domain/catalog/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/subjects: the sidebar's tutors and the exercise filters. */
export const subjectsQuery = () =>
  queryOptions({
    queryKey: ["subjects"] as const,
    queryFn: async () => (await api<{ subjects: SubjectDto[] }>("/api/subjects")).subjects,
    staleTime: 10 * 60 * 1000,
  });

export function useSubjects() {
  return useQuery(subjectsQuery());
}
