import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { ChatMessageDto, ProviderKind } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { sanitizeMessage } from "#domain/tutor/sanitize";
import { announceAchievements } from "#web/lib/achievement-toasts.ts";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/toast.ts";
import { appendExchange, chatMessagesQuery } from "./api/chat-messages.ts";
import { StreamInterruptedError, streamChatMessage } from "./api/stream-message.ts";
import { createClientRateLimit } from "./client-rate-limit.ts";

/** The exchange on screen while the tutor writes: the student's message and the answer so far. */
export type LiveExchange = {
  user: ChatMessageDto;
  answer: string;
  stored: boolean;
  /** Who is writing the answer, known from its first piece. */
  provider: ProviderKind | null;
};

/**
 * Sends a message and follows its answer as it streams. Resolves false when the server did not
 * take the message (the caller then gives the text back to the input), true once it did.
 */
export function useChatSender(subject: string) {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveExchange | null>(null);
  const limiter = useRef(createClientRateLimit());

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      // The server's own rule: a message with nothing left once cleaned (only tags) is refused
      // before it is stored or counted, so it is not sent at all.
      const cleaned = sanitizeMessage(text);
      if (cleaned === null) {
        toast.error(TUTOR_MESSAGES.invalidTitle, { description: TUTOR_MESSAGES.invalidBody });
        return false;
      }
      const verdict = limiter.current.check();
      if (verdict === "too-fast") return false;
      if (verdict === "rate-limited") {
        toast.error(TUTOR_MESSAGES.rateLimitTitle, { description: TUTOR_MESSAGES.rateLimitBody });
        return false;
      }
      const optimistic: ChatMessageDto = {
        id: `local-${Date.now()}`,
        subject,
        message: cleaned,
        sender: "user",
        provider: null,
        sources: [],
        createdAt: new Date().toISOString(),
      };
      let user = optimistic;
      setLive({ user, answer: "", stored: false, provider: null });
      try {
        await streamChatMessage(subject, text, {
          onAccepted: (stored) => {
            user = stored;
            setLive((l) => (l ? { ...l, user: stored, stored: true } : l));
          },
          onDelta: (delta, provider) =>
            setLive((l) => (l ? { ...l, answer: l.answer + delta, provider } : l)),
          onDone: (done) => {
            appendExchange(client, subject, { user, bot: done.message, allowance: done.allowance });
            setLive(null);
            announceAchievements(done.newAchievements);
            void invalidateStats(client);
            void client.invalidateQueries({ queryKey: queryRoots.chatHistory });
          },
        });
        return true;
      } catch (error) {
        setLive(null);
        if (error instanceof StreamInterruptedError && error.accepted) {
          // The message is stored; the answer will be too. The page shows it when it is ready.
          toast.warning(TUTOR_MESSAGES.streamBroken);
          await client.invalidateQueries({ queryKey: chatMessagesQuery(subject).queryKey });
          return true;
        }
        if (
          error instanceof ApiError &&
          (error.code === "CHAT_LIMIT_REACHED" || error.code === "SUBJECT_LIMIT_REACHED")
        )
          await client.invalidateQueries({ queryKey: chatMessagesQuery(subject).queryKey });
        toast.error(refusalTitle(error), { description: errorMessage(error) });
        return false;
      }
    },
    [client, subject],
  );

  return { live, send, sending: live !== null };
}

/** The toast title for a refused message: each rule names itself. */
function refusalTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return TUTOR_MESSAGES.sendFailed;
  if (error.status === 429) return TUTOR_MESSAGES.rateLimitTitle;
  if (error.status === 400) return TUTOR_MESSAGES.invalidTitle;
  if (error.code === "SUBJECT_LIMIT_REACHED") return TUTOR_MESSAGES.subjectLimitTitle;
  if (error.code === "MODULE_DISABLED") return TUTOR_MESSAGES.moduleDisabledTitle;
  if (error.status === 403) return TUTOR_MESSAGES.dailyLimitTitle;
  return TUTOR_MESSAGES.sendFailed;
}
