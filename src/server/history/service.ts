import { HISTORY_PAGE_SIZE, type HistoryPageDto } from "#domain/tutor/history";
import { historySince } from "#domain/tutor/history-window";
import { decodeCursor, encodeCursor } from "#server/core/cursor";
import { loadEntitlements } from "#server/core/entitlements/entitlements";
import type { Database } from "#server/db/client";
import { historyMessageDto } from "./dto.ts";
import { countMatches, historyPage, historyStats } from "./repository.ts";

/** The study history (docs/product.md#history): every tutor, newest first, within the plan's window. */
async function loadHistory(
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
    messages: page.map((r) => historyMessageDto(r, timeZone)),
    nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.message) : null,
    historyDays,
  };
}

export function createHistoryService(deps: { db: Database; timeZone: string }) {
  return {
    page: (userId: string, query: { q?: string | undefined; cursor?: string | undefined }, now: Date) =>
      loadHistory(deps.db, userId, query, now, deps.timeZone),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
