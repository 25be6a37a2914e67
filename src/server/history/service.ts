import { STUDY_FRIEND } from "#domain/catalog/api";
import { dayKey } from "#domain/shared/calendar";
import { HISTORY_PAGE_SIZE, type HistoryPageDto } from "#domain/tutor/history";
import { historySince } from "#domain/tutor/rules";
import type { Database } from "#server/db/client";
import { loadEntitlements } from "#server/plans/entitlements";
// The history is a view over the tutor's messages: it pages and shapes them as the chat does.
import { decodeCursor, encodeCursor, messageDto } from "#server/tutor/repository";
import { countMatches, historyPage, historyStats } from "./repository.ts";

/** The study history (spec 01, /chat-history): every tutor, newest first, within the plan's window. */
export async function loadHistory(
  db: Database,
  userId: string,
  query: { q?: string | undefined; cursor?: string | undefined },
  now: Date,
  timeZone: string,
): Promise<HistoryPageDto> {
  const { historyDays } = await loadEntitlements(db, userId, now, timeZone);
  const filter = { userId, since: historySince(historyDays, now, timeZone), search: query.q?.trim() || null };
  const [stats, matches, rows] = await Promise.all([
    historyStats(db, filter, timeZone),
    countMatches(db, filter),
    historyPage(db, filter, decodeCursor(query.cursor), HISTORY_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    stats,
    matches,
    messages: page.map((r) => ({
      ...messageDto(r.message),
      day: dayKey(r.message.createdAt, timeZone),
      subjectName: r.subjectName ?? STUDY_FRIEND.name,
      subjectEmoji: r.subjectEmoji ?? STUDY_FRIEND.emoji,
    })),
    nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.message) : null,
    historyDays,
  };
}
