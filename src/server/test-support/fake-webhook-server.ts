import { type LocalHttp, sleep, startLocalHttp } from "./local-http.ts";

/** What the fake n8n answers: a status and a raw body, after an optional delay; "drop" cuts the connection. */
export type WebhookReply = { status?: number; body?: string; delayMs?: number; drop?: boolean };

export type FakeWebhookServer = LocalHttp & {
  /** Answers per path ("/fisica", "/global"…); the default otherwise. */
  replies: Map<string, WebhookReply | WebhookReply[]>;
  bodies(path?: string): Record<string, unknown>[];
};

/** A local HTTP server standing in for an n8n tutor webhook. A list of replies is used one per call. */
export async function startFakeWebhook(defaultReply: WebhookReply): Promise<FakeWebhookServer> {
  const replies = new Map<string, WebhookReply | WebhookReply[]>();
  const server = await startLocalHttp(async (request, res) => {
    const configured = replies.get(request.url) ?? defaultReply;
    const reply = Array.isArray(configured) ? (configured.shift() ?? defaultReply) : configured;
    if (reply.delayMs) await sleep(reply.delayMs);
    if (reply.drop) {
      res.destroy();
      return;
    }
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
    res.end(reply.body ?? "");
  });
  return {
    ...server,
    replies,
    bodies: (path) =>
      server.requests
        .filter((r) => path === undefined || r.url === path)
        .map((r) => r.body as Record<string, unknown>),
  };
}
