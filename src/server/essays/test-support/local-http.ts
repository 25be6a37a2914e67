import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { url: string; headers: IncomingMessage["headers"]; body: unknown };

export type LocalHttp = {
  url: string;
  received: Received[];
  /** Replaces how the next requests are answered. */
  respond(handler: Handler): void;
  close(): Promise<void>;
};

type Handler = (request: Received, res: ServerResponse) => void | Promise<void>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * A real HTTP server on a free local port standing in for n8n or a model server in tests. Every
 * request is recorded with its JSON body.
 */
export async function startLocalHttp(initial: Handler): Promise<LocalHttp> {
  let handler = initial;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Kept as text.
      }
      const request = { url: req.url ?? "/", headers: req.headers, body };
      received.push(request);
      Promise.resolve(handler(request, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer in the OpenAI-compatible /v1/chat/completions protocol (not streamed). */
export function chatCompletion(res: ServerResponse, content: string, model = "fake-model"): void {
  json(res, 200, {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  });
}
