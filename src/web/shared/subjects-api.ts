import { useQuery } from "@tanstack/react-query";
import type { SubjectDto } from "#domain/catalog/api";
import { api } from "#web/lib/api-client.ts";

export const subjectsQueryKey = ["subjects"] as const;

export function useSubjects() {
  return useQuery({
    queryKey: subjectsQueryKey,
    queryFn: async () => (await api<{ subjects: SubjectDto[] }>("/api/subjects")).subjects,
    staleTime: 10 * 60 * 1000,
  });
}
