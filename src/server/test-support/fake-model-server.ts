import type { ServerResponse } from "node:http";
import { json, type LocalHttp, type RecordedRequest, sleep, startLocalHttp } from "./local-http.ts";

/** How the fake model answers the next requests. */
export type ModelBehaviour = {
  /** Content pieces, streamed one `data:` event each. */
  chunks: string[];
  /** Wait before the headers and between pieces. */
  firstByteDelayMs?: number;
  chunkDelayMs?: number;
  /** "ok"; "status" answers `status` with an error body; "drop" cuts the connection after `dropAfter` pieces;
   * "malformed" sends a broken `data:` line after `dropAfter` pieces and goes on. */
  mode?: "ok" | "status" | "drop" | "malformed";
  status?: number;
  dropAfter?: number;
};

export type FakeModelServer = LocalHttp & {
  /** The base URL to configure (".../v1"). */
  baseUrl: string;
  behaviour: ModelBehaviour;
  /** The parsed bodies of chat completion calls. */
  calls(): { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
};

function chunk(id: string, model: string, delta: Record<string, string>, finish: string | null): string {
  const body = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function stream(res: ServerResponse, request: RecordedRequest, b: ModelBehaviour): Promise<void> {
  const model = (request.body as { model?: string } | null)?.model ?? "fake";
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  if (b.firstByteDelayMs) await sleep(b.firstByteDelayMs);
  if (b.mode === "status") {
    res.writeHead(b.status ?? 500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "model overloaded", type: "server_error" } }));
    return;
  }
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.write(chunk(id, model, { role: "assistant", content: "" }, null));
  for (const [i, piece] of b.chunks.entries()) {
    if (b.mode === "drop" && i === (b.dropAfter ?? 1)) {
      // Let what was written reach the client, then cut the connection without finishing.
      await sleep(50);
      res.destroy();
      return;
    }
    if (b.mode === "malformed" && i === (b.dropAfter ?? 1)) res.write('data: {"choices": [{"delta": \n\n');
    if (b.chunkDelayMs) await sleep(b.chunkDelayMs);
    if (res.destroyed) return;
    res.write(chunk(id, model, { content: piece }, null));
  }
  res.write(chunk(id, model, {}, "stop"));
  res.write("data: [DONE]\n\n");
  res.end();
}

/** A local server speaking the OpenAI `/v1/chat/completions` streaming protocol. */
export async function startFakeModelServer(behaviour: ModelBehaviour): Promise<FakeModelServer> {
  const holder: { fake?: FakeModelServer } = {};
  const server = await startLocalHttp(async (request, res) => {
    if (request.method !== "POST" || !request.url.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    await stream(res, request, holder.fake?.behaviour ?? behaviour);
  });
  const fake: FakeModelServer = {
    ...server,
    baseUrl: `${server.url}/v1`,
    behaviour,
    calls: () =>
      server.requests
        .filter((r) => r.url.endsWith("/chat/completions"))
        .map((r) => r.body as ReturnType<FakeModelServer["calls"]>[number]),
  };
  holder.fake = fake;
  return fake;
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
