import { Compass } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Link, useParams } from "react-router";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { useChatMessages } from "./api/chat-messages.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatHeader } from "./chat-header.tsx";
import { MessageList } from "./message-list.tsx";
import { useChatSender } from "./use-chat-sender.ts";

/** /chat/:subject — the tutor chat (docs/product.md#tutor): streamed answers, paging upwards, plan limits. */
export function ChatPage() {
  const { subject = "" } = useParams();
  // Keyed by subject so that moving between tutors starts a fresh conversation state.
  return <Chat key={subject} subject={subject} />;
}

function Chat({ subject }: { subject: string }) {
  const { user, isLoading } = useSession();
  const chat = useChatMessages(subject);
  const sender = useChatSender(subject);
  const messages = useMemo(
    () => (chat.data ? chat.data.pages.flatMap((p) => p.messages).reverse() : []),
    [chat.data],
  );
  const { fetchNextPage } = chat;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (isLoading || chat.isPending) return <LoadingState label={TUTOR_MESSAGES.loading} />;
  if (!user) return <EmptyState title={TUTOR_MESSAGES.noUser} />;
  if (chat.isError) {
    if (chat.error instanceof ApiError && chat.error.status === 404)
      return (
        <EmptyState
          icon={<Compass className="size-8" aria-hidden="true" />}
          title="Tutor não encontrado"
          message={chat.error.message}
          action={
            <Button asChild variant="outline">
              <Link to="/chat/amiga-de-estudo">Falar com a Amiga de Estudo</Link>
            </Button>
          }
        />
      );
    return (
      <ErrorState
        message={errorMessage(chat.error) || TUTOR_MESSAGES.loadError}
        onRetry={() => chat.refetch()}
      />
    );
  }

  const first = chat.data.pages[0]!;
  const { allowance } = first;
  return (
    <Card className="flex h-[calc(100dvh-7rem)] min-h-[420px] flex-col overflow-hidden">
      <ChatHeader tutor={first.tutor} allowance={allowance} />
      <MessageList
        tutor={first.tutor}
        messages={messages}
        live={sender.live}
        pending={first.pending}
        hasOlder={chat.hasNextPage}
        loadingOlder={chat.isFetchingNextPage}
        loadOlder={loadOlder}
      />
      {allowance.blocked && !sender.sending ? (
        // Compact, so that on a phone most of the screen still shows the conversation.
        <LimitReachedPanel
          compact
          message={allowance.blockedMessage ?? TUTOR_MESSAGES.dailyLimitBody}
          className="border-t bg-muted/40"
        />
      ) : (
        <ChatComposer
          onSend={sender.send}
          busy={sender.sending || first.pending}
          disabled={allowance.blocked !== null}
        />
      )}
    </Card>
  );
}
