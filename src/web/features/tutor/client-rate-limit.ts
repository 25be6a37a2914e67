import { CHAT_RATE_LIMIT, INPUT_DEBOUNCE_MS } from "#domain/tutor/rules";

/**
 * The browser's mirror of the server's rules, for comfort only (the server enforces them): at most
 * 10 messages per 60 s, and a second send within 300 ms of the first (a double Enter) is ignored.
 */
export function createClientRateLimit(now: () => number = Date.now) {
  const sent: number[] = [];
  return {
    check(): "ok" | "too-fast" | "rate-limited" {
      const t = now();
      while (sent.length > 0 && t - (sent[0] ?? 0) >= CHAT_RATE_LIMIT.windowSeconds * 1000) sent.shift();
      const last = sent.at(-1);
      if (last !== undefined && t - last < INPUT_DEBOUNCE_MS) return "too-fast";
      if (sent.length >= CHAT_RATE_LIMIT.max) return "rate-limited";
      sent.push(t);
      return "ok";
    },
  };
}
