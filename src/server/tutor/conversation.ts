import { formatMessage } from "#domain/shared/messages";
import type { ChatAllowanceDto, ChatPageDto } from "#domain/tutor/api";
import { historySince } from "#domain/tutor/history-window";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { CHAT_PAGE_SIZE, type ChatBlock, chatBlock, greetingText } from "#domain/tutor/rules";
import { lockProgress } from "#server/core/activity/activity";
import { messageDto } from "#server/core/chat-messages/dto";
import { decodeCursor, encodeCursor } from "#server/core/cursor";
import { type Entitlements, loadEntitlements } from "#server/core/entitlements/entitlements";
import type { Database, Queryable } from "#server/db/client";
import { tutorDto } from "./dto.ts";
import {
  hasMessagesSince,
  insertMessage,
  latestMessage,
  pageOfMessages,
  subjectNames,
} from "./repository.ts";
import { loadStudentContext } from "./student-context.ts";
import type { Tutor } from "./tutors.ts";

/**
 * How long a student's message may wait for its answer before the wait counts as lost (the process
 * answering it stopped): beyond every provider's timeout (webhook 30 s + one retry, model 120 s).
 */
export const PENDING_STALE_MS = 3 * 60 * 1000;
const SETTLE_WITHIN_MS = 24 * 60 * 60 * 1000;

export async function blockMessage(db: Queryable, block: ChatBlock, e: Entitlements): Promise<string> {
  if (block === "MODULE_DISABLED") return TUTOR_MESSAGES.moduleDisabled;
  if (block === "CHAT_LIMIT_REACHED") return TUTOR_MESSAGES.dailyLimitBody;
  const names = await subjectNames(db, e.subjectsToday.subjects);
  return formatMessage(TUTOR_MESSAGES.subjectLimitBody, {
    count: e.subjectsToday.limit ?? names.length,
    subjects: names.length ? names.join(", ") : "as matérias de hoje",
  });
}

export async function allowanceOf(db: Queryable, e: Entitlements, tutor: Tutor): Promise<ChatAllowanceDto> {
  const block = chatBlock(e, tutor.slug);
  return {
    remainingToday: e.chatMessagesToday.remaining,
    dailyLimit: e.chatMessagesToday.limit,
    blocked: block,
    blockedMessage: block ? await blockMessage(db, block, e) : null,
  };
}

/**
 * The first open of a chat with nothing in the history window stores the tutor's greeting, once:
 * the progress lock serialises two tabs (or React's double mount) opening at the same moment. A
 * chat the student may not use now (a third subject on the free plan, say) is not greeted: the
 * greeting would invite a message the plan refuses and leave a conversation that never happened.
 */
async function ensureGreeting(db: Database, userId: string, tutor: Tutor, since: Date | null, now: Date) {
  if (await hasMessagesSince(db, userId, tutor.slug, since)) return;
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    if (await hasMessagesSince(tx, userId, tutor.slug, since)) return;
    const student = await loadStudentContext(tx, userId, null, 0);
    await insertMessage(tx, {
      userId,
      subject: tutor.slug,
      message: greetingText(tutor, student.firstName),
      sender: "bot",
      provider: "greeting",
      createdAt: now,
    });
  });
}

/**
 * A student's message left without an answer for longer than any provider may take (the instance
 * answering it stopped) gets the spec's fallback answer, so the loss is visible and nothing waits forever.
 */
async function settleStaleQuestion(db: Database, userId: string, tutor: Tutor, now: Date) {
  const latest = await latestMessage(db, userId, tutor.slug);
  const age = latest ? now.getTime() - latest.createdAt.getTime() : 0;
  // Older than a day, it is past history (imported or from before this rule), not a lost answer.
  if (latest?.sender !== "user" || age < PENDING_STALE_MS || age > SETTLE_WITHIN_MS) return;
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const again = await latestMessage(tx, userId, tutor.slug);
    if (again?.id !== latest.id) return;
    await insertMessage(tx, {
      userId,
      subject: tutor.slug,
      message: TUTOR_MESSAGES.fallbackError,
      sender: "bot",
      provider: "fallback",
      createdAt: now,
    });
  });
}

/** One page of the chat (newest first), within the plan's history window, with what the student may still send. */
export async function chatPage(
  db: Database,
  userId: string,
  tutor: Tutor,
  cursor: string | undefined,
  now: Date,
  timeZone: string,
): Promise<ChatPageDto> {
  const entitlements = await loadEntitlements(db, userId, now, timeZone);
  const since = historySince(entitlements.historyDays, now, timeZone);
  const before = decodeCursor(cursor);
  if (!before) {
    await settleStaleQuestion(db, userId, tutor, now);
    if (!chatBlock(entitlements, tutor.slug)) await ensureGreeting(db, userId, tutor, since, now);
  }
  const rows = await pageOfMessages(db, {
    userId,
    subject: tutor.slug,
    since,
    before,
    limit: CHAT_PAGE_SIZE + 1,
  });
  const messages = rows.slice(0, CHAT_PAGE_SIZE);
  const oldest = messages.at(-1);
  const newest = messages[0];
  return {
    tutor: tutorDto(tutor),
    messages: messages.map(messageDto),
    hasMore: rows.length > CHAT_PAGE_SIZE,
    nextCursor: rows.length > CHAT_PAGE_SIZE && oldest ? encodeCursor(oldest) : null,
    pending:
      !before && newest?.sender === "user" && now.getTime() - newest.createdAt.getTime() < PENDING_STALE_MS,
    allowance: await allowanceOf(db, entitlements, tutor),
    historyDays: entitlements.historyDays,
  };
}
