import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser.ts";

function collect(chunks: string[]) {
  const events: [string, string][] = [];
  const parser = createSseParser((e, d) => events.push([e, d]));
  for (const c of chunks) parser.push(c);
  parser.end();
  return events;
}

describe("createSseParser", () => {
  it("reads events cut anywhere across chunks, ignoring comments", () => {
    const stream =
      ': stream open\n\nevent: message\ndata: {"id":"1"}\n\nevent: delta\ndata: {"text":"Olá, "}\n\n: ping\n\nevent: delta\ndata: {"text":"tudo bem?"}\n\nevent: done\ndata: {}\n\n';
    const whole = collect([stream]);
    expect(whole).toEqual([
      ["message", '{"id":"1"}'],
      ["delta", '{"text":"Olá, "}'],
      ["delta", '{"text":"tudo bem?"}'],
      ["done", "{}"],
    ]);
    // The same bytes one character at a time give the same events.
    expect(collect(stream.split(""))).toEqual(whole);
  });

  it("joins multi-line data, accepts CRLF and a last event without its blank line", () => {
    expect(collect(["event: delta\r\ndata: a\r\ndata: b\r\n\r\n", "data: sem evento"])).toEqual([
      ["delta", "a\nb"],
      ["message", "sem evento"],
    ]);
  });
});
