import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import { dayKey } from "#domain/shared/calendar";
import type { HistoryPageDto } from "#domain/tutor/history";
// The history is a view over the tutor's messages: it pages and shapes them as the chat does.
import { messageDto } from "#server/core/chat-messages/dto";
import type { historyPage } from "./repository.ts";

type HistoryRow = Awaited<ReturnType<typeof historyPage>>[number];

export function historyMessageDto(r: HistoryRow, timeZone: string): HistoryPageDto["messages"][number] {
  return {
    ...messageDto(r.message),
    day: dayKey(r.message.createdAt, timeZone),
    subjectName: r.subjectName ?? STUDY_FRIEND.name,
    subjectEmoji: r.subjectEmoji ?? STUDY_FRIEND.emoji,
  };
}
