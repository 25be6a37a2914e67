import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryPageDto } from "#domain/tutor/history";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** GET /api/chat-history?q=&cursor=: the study history within the plan's window, 50 messages a page. */
export const historyQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...queryRoots.chatHistory, q] as const,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return api<HistoryPageDto>(`/api/chat-history${query ? `?${query}` : ""}`);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useChatHistory(q: string) {
  return useInfiniteQuery(historyQuery(q));
}
