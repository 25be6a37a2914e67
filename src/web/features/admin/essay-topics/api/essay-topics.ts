import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminEssayTopicsPage } from "#domain/admin/essay-topics";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

export const ESSAY_TOPICS_PATH = "/api/admin/essay-topics";
export const essayTopicPath = (id: string, rest = "") =>
  `${ESSAY_TOPICS_PATH}/${encodeURIComponent(id)}${rest}`;

export type EssayTopicFilters = {
  q: string;
  source: string;
  category: string;
  active: string;
  page: number;
  pageSize: number;
};

/** GET /api/admin/essay-topics — filtered and paged on the server. */
export const essayTopicsQuery = (f: EssayTopicFilters) =>
  queryOptions({
    queryKey: [...adminRoot, "essay-topics", f],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        source: f.source,
        category: f.category,
        active: f.active,
        page: String(f.page),
        pageSize: String(f.pageSize),
      });
      if (f.q) params.set("q", f.q);
      return api<AdminEssayTopicsPage>(`${ESSAY_TOPICS_PATH}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useEssayTopics(filters: EssayTopicFilters) {
  return useQuery(essayTopicsQuery(filters));
}
