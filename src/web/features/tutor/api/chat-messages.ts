import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import type { ChatAllowanceDto, ChatMessageDto, ChatPageDto } from "#domain/tutor/api";
import { api } from "#web/lib/api-client.ts";

const PENDING_POLL_MS = 2000;

/**
 * GET /api/chat/:subject/messages: pages of 20, newest first; the first page also carries the tutor,
 * what the student may still send and whether an answer is still being written (then it polls).
 */
export const chatMessagesQuery = (subject: string) =>
  infiniteQueryOptions({
    queryKey: ["chat", subject] as const,
    queryFn: ({ pageParam }) =>
      api<ChatPageDto>(
        `/api/chat/${encodeURIComponent(subject)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages[0]?.pending ? PENDING_POLL_MS : false),
    refetchOnWindowFocus: false,
  });

export function useChatMessages(subject: string) {
  return useInfiniteQuery(chatMessagesQuery(subject));
}

/**
 * Puts a finished exchange into the cached first page, so the stored messages replace the streamed
 * ones without a refetch; the allowance is the server's, sent with the answer.
 */
export function appendExchange(
  client: QueryClient,
  subject: string,
  exchange: { user: ChatMessageDto; bot: ChatMessageDto; allowance: ChatAllowanceDto },
) {
  client.setQueryData<InfiniteData<ChatPageDto, string>>(chatMessagesQuery(subject).queryKey, (data) => {
    if (!data?.pages[0]) return data;
    const [first, ...rest] = data.pages;
    const known = new Set(first.messages.map((m) => m.id));
    const fresh = [exchange.bot, exchange.user].filter((m) => !known.has(m.id));
    return {
      ...data,
      pages: [
        { ...first, messages: [...fresh, ...first.messages], pending: false, allowance: exchange.allowance },
        ...rest,
      ],
    };
  });
}
