/** Chat message rules (docs/product.md#messages), shared by the chat input and the API. */
export const MAX_MESSAGE_LENGTH = 10_000;

// `javascript:` with optional spaces around the colon, any case ("JavaScript :").
const JAVASCRIPT_URL = /javascript\s*:/gi;
// Inline event handlers such as `onclick=` or `onerror =`: "on" starting a word, letters, then "=".
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;
const ANGLE_BRACKETS = /[<>]/g;

/**
 * Cleans what a student typed: trimmed, without angle brackets, `javascript:` or inline event
 * handlers, cut at 10 000 characters. Returns null when nothing usable is left, which the
 * catalogue turns into 'Mensagem inválida'. Removal repeats until stable, so pieces that join up
 * once something between them is removed ("javajavascript:script:") go too.
 */
export function sanitizeMessage(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // PostgreSQL text cannot hold NUL characters.
  let text = raw.split("\u0000").join("");
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(ANGLE_BRACKETS, "").replace(JAVASCRIPT_URL, "").replace(INLINE_HANDLER, "");
  }
  text = text.trim().slice(0, MAX_MESSAGE_LENGTH).trim();
  return text.length > 0 ? text : null;
}
