import type { ChatDoneEvent, ChatMessageDto, ChatPageDto } from "#domain/tutor/api";
import { chatMessages } from "#server/db/schema/index";
import type { TestApp } from "./test-app.ts";

export type ParsedStream = {
  status: number;
  contentType: string;
  events: { event: string; data: unknown }[];
  message?: ChatMessageDto;
  deltas: string[];
  done?: ChatDoneEvent;
  error?: { code: string; message: string };
  /** The JSON body of a refusal (status 4xx). */
  json?: { code: string; message: string };
};

/** Splits a text/event-stream body into its events. */
export function parseEventStream(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .map((block) => {
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      return event && data !== undefined ? { event, data: JSON.parse(data) as unknown } : null;
    })
    .filter((e) => e !== null);
}

/** Sends a chat message through `app.inject` (no browser) and reads the whole stream. */
export async function sendChat(
  t: TestApp,
  cookie: string,
  subject: string,
  message: unknown,
): Promise<ParsedStream> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/chat/${encodeURIComponent(subject)}/messages`,
    headers: { cookie },
    payload: { message },
  });
  const contentType = String(res.headers["content-type"] ?? "");
  if (!contentType.startsWith("text/event-stream"))
    return { status: res.statusCode, contentType, events: [], deltas: [], json: res.json() };
  const events = parseEventStream(res.body);
  const pick = <T>(name: string) => events.find((e) => e.event === name)?.data as T | undefined;
  return {
    status: res.statusCode,
    contentType,
    events,
    message: pick<ChatMessageDto>("message"),
    deltas: events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text),
    done: pick<ChatDoneEvent>("done"),
    error: pick<{ code: string; message: string }>("error"),
  };
}

export async function openChat(
  t: TestApp,
  cookie: string,
  subject: string,
  before?: string,
): Promise<{ status: number; page: ChatPageDto }> {
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  const res = await t.app.inject({
    url: `/api/chat/${encodeURIComponent(subject)}/messages${query}`,
    headers: { cookie },
  });
  return { status: res.statusCode, page: res.json() as ChatPageDto };
}

/**
 * Stores chat messages directly, as if sent earlier (no browser, no rate limit): the newest at
 * `newest`, each other one a second before the last, worded "mensagem antiga <subject> <n>".
 */
export async function storeEarlierMessages(
  t: TestApp,
  userId: string,
  subject: string,
  count: number,
  { newest = new Date(), sender = "user" }: { newest?: Date; sender?: "user" | "bot" } = {},
): Promise<void> {
  await t.database.db.insert(chatMessages).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      subject,
      sender,
      provider: sender === "bot" ? "offline" : null,
      message: `mensagem antiga ${subject} ${i + 1}`,
      createdAt: new Date(newest.getTime() - i * 1000),
    })),
  );
}
