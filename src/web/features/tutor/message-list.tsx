import { ArrowDown } from "lucide-react";
import { Fragment, useRef } from "react";
import type { ChatMessageDto, TutorDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { MessageBubble, ThinkingBubble } from "./message-bubble.tsx";
import { useChatScroll } from "./use-chat-scroll.ts";
import type { LiveExchange } from "./use-chat-sender.ts";

const dayFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long" });

function dayLabel(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (date.toDateString() === today.toDateString()) return "Hoje";
  if (date.toDateString() === yesterday.toDateString()) return "Ontem";
  return dayFormat.format(date);
}

export function MessageList({
  tutor,
  messages,
  live,
  pending,
  hasOlder,
  loadingOlder,
  loadOlder,
}: {
  tutor: TutorDto;
  /** Oldest first. */
  messages: ChatMessageDto[];
  live: LiveExchange | null;
  pending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const topMarkerRef = useRef<HTMLDivElement>(null);
  const thinking = (live !== null && live.answer === "") || (live === null && pending);
  const { awayFromBottom, onScroll, scrollToBottom } = useChatScroll({
    containerRef,
    contentRef,
    topMarkerRef,
    firstId: messages[0]?.id,
    contentKey: `${messages.length}:${messages.at(-1)?.id}:${live?.user.id}:${live?.answer.length}:${thinking}`,
    canLoadOlder: hasOlder && !loadingOlder,
    loadOlder,
  });

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={containerRef}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
        role="log"
        aria-label={`Conversa com ${tutor.name}`}
        aria-live="polite"
        aria-relevant="additions"
        data-testid="chat-messages"
      >
        <div ref={topMarkerRef} aria-hidden="true" />
        {loadingOlder && (
          <p className="mb-3 flex items-center justify-center gap-2 text-xs text-muted-foreground">
            <Spinner label={TUTOR_MESSAGES.loadingOlder} /> {TUTOR_MESSAGES.loadingOlder}
          </p>
        )}
        <div ref={contentRef} className="flex flex-col gap-4">
          {messages.map((m, i) => {
            const previous = messages[i - 1];
            const newDay =
              !previous ||
              new Date(previous.createdAt).toDateString() !== new Date(m.createdAt).toDateString();
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <p className="self-center rounded-full bg-muted px-3 py-0.5 text-xs font-medium text-muted-foreground">
                    {dayLabel(m.createdAt)}
                  </p>
                )}
                <MessageBubble message={m} tutor={tutor} />
              </Fragment>
            );
          })}
          {live && !messages.some((m) => m.id === live.user.id) && (
            <MessageBubble message={live.user} tutor={tutor} />
          )}
          {live && live.answer !== "" && (
            <MessageBubble
              message={{
                message: live.answer,
                sender: "bot",
                provider: live.provider,
                createdAt: new Date().toISOString(),
              }}
              tutor={tutor}
              streaming
            />
          )}
          {thinking && <ThinkingBubble tutor={tutor} />}
        </div>
      </div>
      {awayFromBottom && (
        <Button
          size="icon"
          variant="outline"
          className="absolute right-4 bottom-4 rounded-full shadow-md"
          onClick={() => scrollToBottom()}
          aria-label={TUTOR_MESSAGES.scrollToBottom}
          title={TUTOR_MESSAGES.scrollToBottom}
        >
          <ArrowDown />
        </Button>
      )}
    </div>
  );
}
