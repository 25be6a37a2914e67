import { type InfiniteData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import type { ChatMessageDto, ChatPageDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { api } from "#web/lib/api-client.ts";

export const chatQueryKey = (subject: string) => ["chat", subject] as const;

const PENDING_POLL_MS = 2000;

/**
 * GET /api/chat/:subject/messages: pages of 20, newest first; the first page also carries the tutor,
 * what the student may still send and whether an answer is still being written (then it polls).
 */
export function useChatMessages(subject: string) {
  return useInfiniteQuery({
    queryKey: chatQueryKey(subject),
    queryFn: ({ pageParam }) =>
      api<ChatPageDto>(
        `/api/chat/${encodeURIComponent(subject)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages[0]?.pending ? PENDING_POLL_MS : false),
    refetchOnWindowFocus: false,
  });
}

/** Puts a finished exchange into the cached first page, so the stored messages replace the streamed ones without a refetch. */
export function appendExchange(
  client: QueryClient,
  subject: string,
  exchange: { user: ChatMessageDto; bot: ChatMessageDto; remainingToday: number },
) {
  client.setQueryData<InfiniteData<ChatPageDto, string>>(chatQueryKey(subject), (data) => {
    if (!data?.pages[0]) return data;
    const [first, ...rest] = data.pages;
    const known = new Set(first.messages.map((m) => m.id));
    const fresh = [exchange.bot, exchange.user].filter((m) => !known.has(m.id));
    const remaining = exchange.remainingToday;
    return {
      ...data,
      pages: [
        {
          ...first,
          messages: [...fresh, ...first.messages],
          pending: false,
          allowance: {
            ...first.allowance,
            remainingToday: remaining,
            blocked: remaining === 0 ? "CHAT_LIMIT_REACHED" : first.allowance.blocked,
            blockedMessage: remaining === 0 ? TUTOR_MESSAGES.dailyLimitBody : first.allowance.blockedMessage,
          },
        },
        ...rest,
      ],
    };
  });
}
