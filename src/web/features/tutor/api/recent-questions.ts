import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentQuestions } from "#domain/step-by-step/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/step-by-step/recent — the latest questions answered in the tutor's subject. */
export const recentQuestionsQuery = (subject: string) =>
  queryOptions({
    queryKey: ["step-by-step", "recent", subject] as const,
    queryFn: ({ signal }) =>
      api<RecentQuestions>(`/api/step-by-step/recent?subject=${encodeURIComponent(subject)}`, { signal }),
    // Asked again at each opening: the student may have answered more since.
    staleTime: 0,
  });

export function useRecentQuestions(subject: string, enabled: boolean) {
  return useQuery({ ...recentQuestionsQuery(subject), enabled });
}
