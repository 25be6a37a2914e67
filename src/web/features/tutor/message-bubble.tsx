import { AlertTriangle } from "lucide-react";
import type { ChatMessageDto, TutorDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { cn } from "#web/lib/cn.ts";
import { MarkdownMessage } from "./markdown-message.tsx";

const time = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });

function Avatar({ tutor }: { tutor: TutorDto }) {
  return (
    <span
      className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full"
      style={{ backgroundColor: `${tutor.color}1a` }}
      aria-hidden="true"
      data-testid="tutor-avatar"
    >
      {/* The subject's icon, not its emoji: machines without an emoji font show an empty box. */}
      <SubjectIcon icon={tutor.icon} color={tutor.color} className="size-4" />
    </span>
  );
}

/** One message: the student's on the right, as typed; the tutor's on the left, as Markdown with math. */
export function MessageBubble({
  message,
  tutor,
  streaming = false,
}: {
  message: Pick<ChatMessageDto, "message" | "sender" | "provider" | "createdAt">;
  tutor: TutorDto;
  streaming?: boolean;
}) {
  if (message.sender === "user")
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-primary-foreground shadow-sm sm:max-w-[75%]">
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
          <p className="mt-1 text-right text-[11px] text-primary-foreground/70">
            <span className="sr-only">Você, </span>
            {time.format(new Date(message.createdAt))}
          </p>
        </div>
      </div>
    );
  const fallback = message.provider === "fallback";
  return (
    <div className="flex items-start gap-2">
      <Avatar tutor={tutor} />
      <div
        className={cn(
          "min-w-0 max-w-[90%] rounded-2xl rounded-tl-sm border bg-card px-4 py-2.5 shadow-sm sm:max-w-[80%]",
          fallback && "border-amber-300 bg-amber-50",
        )}
        aria-busy={streaming || undefined}
      >
        {fallback && (
          <p className="mb-1 flex items-center gap-1 text-xs font-medium text-amber-800">
            <AlertTriangle className="size-3.5" aria-hidden="true" /> Resposta automática
          </p>
        )}
        <span className="sr-only">{tutor.name}: </span>
        <MarkdownMessage
          text={message.message}
          fromOutside={message.provider === "model" || message.provider === "webhook"}
        />
        {streaming ? (
          <span
            className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-primary/60 align-middle"
            aria-hidden="true"
          />
        ) : (
          <p className="mt-1 text-[11px] text-muted-foreground">{time.format(new Date(message.createdAt))}</p>
        )}
      </div>
    </div>
  );
}

/** The 'thinking' indicator while the tutor has not written anything yet. */
export function ThinkingBubble({ tutor }: { tutor: TutorDto }) {
  return (
    <div className="flex items-start gap-2" role="status" aria-live="polite">
      <Avatar tutor={tutor} />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm text-muted-foreground shadow-sm">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-1.5 animate-bounce rounded-full bg-primary/60 [animation-delay:-0.3s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-primary/60 [animation-delay:-0.15s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-primary/60" />
        </span>
        {TUTOR_MESSAGES.thinking}
      </div>
    </div>
  );
}
