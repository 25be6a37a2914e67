/**
 * An incremental text/event-stream parser: feed it chunks as they arrive (cut anywhere, even inside
 * a line) and it calls `onEvent` once per complete event. Comments (": ping") are ignored.
 */
export function createSseParser(onEvent: (event: string, data: string) => void) {
  let buffer = "";
  let event = "message";
  let data: string[] = [];

  function line(raw: string) {
    if (raw === "") {
      if (data.length > 0) onEvent(event, data.join("\n"));
      event = "message";
      data = [];
      return;
    }
    if (raw.startsWith(":")) return;
    const colon = raw.indexOf(":");
    const field = colon === -1 ? raw : raw.slice(0, colon);
    const value = colon === -1 ? "" : raw.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      for (const l of lines) line(l);
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer) line(buffer);
      buffer = "";
      line("");
    },
  };
}
