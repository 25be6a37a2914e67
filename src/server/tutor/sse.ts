import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ChatStreamEvent } from "#domain/tutor/api";

const HEARTBEAT_MS = 15_000;

export type EventStream = {
  send<E extends ChatStreamEvent>(event: E["event"], data: E["data"]): void;
  end(): void;
};

/**
 * Turns the reply into a `text/event-stream`. The reply is taken over from Fastify (hijack), so
 * compression cannot buffer the events; the security headers already set for the request are kept.
 * Writes after the client has gone are dropped silently: the work behind the stream goes on.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  const writable = () => !raw.destroyed && !raw.writableEnded;
  const write = (chunk: string) => {
    if (writable()) raw.write(chunk);
  };
  // Comments keep proxies from closing a connection that waits on a slow tutor.
  const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  write(": stream open\n\n");
  return {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      if (writable()) raw.end();
    },
  };
}
