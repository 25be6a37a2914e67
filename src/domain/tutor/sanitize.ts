/** Chat message rules (docs/product.md#messages), shared by the chat input and the API. */
export const MAX_MESSAGE_LENGTH = 10_000;

// `javascript:` with optional spaces around the colon, any case ("JavaScript :").
const JAVASCRIPT_URL = /javascript\s*:/gi;
// Inline event handlers such as `onclick=` or `onerror =`: "on" starting a word, letters, then "=".
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;
// A whole HTML tag (`<b>`, `</i>`, `<img src=x>`, `<br/>`), a comment or a declaration. A tag name
// must touch the `<`, so comparisons such as "x < 3 e y > 2" are not taken for tags.
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:[\s/][^<>]*)?>|<!--[\s\S]*?-->|<![^<>]*>/gi;
const ANGLE_BRACKETS = /[<>]/g;

function removeTags(text: string): string {
  let result = text;
  // Tags rebuilt by removing one inside another ("<scr<b>ipt>") go too.
  for (let previous = ""; previous !== result; ) {
    previous = result;
    result = result.replace(HTML_TAG, "");
  }
  return result;
}

/**
 * Cleans what a student typed: trimmed, without HTML tags (removed whole, so `<b>texto</b>` is
 * "texto", not "btexto/b"), stray angle brackets, `javascript:` or inline event handlers, cut at
 * 10 000 characters. Returns null when nothing usable is left (`<b></b>` included), which the
 * catalogue turns into 'Mensagem inválida'. Removal repeats until stable, so pieces that join up
 * once something between them is removed ("javajavascript:script:") go too.
 */
export function sanitizeMessage(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // PostgreSQL text cannot hold NUL characters.
  let text = raw.split("\u0000").join("");
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = removeTags(text)
      .replace(ANGLE_BRACKETS, "")
      .replace(JAVASCRIPT_URL, "")
      .replace(INLINE_HANDLER, "");
  }
  text = text.trim().slice(0, MAX_MESSAGE_LENGTH).trim();
  return text.length > 0 ? text : null;
}
