import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  /** The raw body. */
  text: string;
  /** The body parsed as JSON, or the raw text when it is not JSON (null when empty). */
  body: unknown;
};

export type LocalHttpHandler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export type LocalHttp = {
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replaces how the next requests are answered. */
  respond(handler: LocalHttpHandler): void;
  close(): Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A real HTTP server on a free local port, standing in for an outside service (n8n, a model
 * server) in tests and benchmarks. Every request is recorded with its body.
 */
export async function startLocalHttp(initial: LocalHttpHandler): Promise<LocalHttp> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const request = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        text,
        body: parse(text),
      };
      requests.push(request);
      Promise.resolve(handler(request, res)).catch(() => res.destroy());
    });
  });
  // Idle keep-alive sockets must not hold a closing server (or a benchmark's process) open for long.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
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
