/**
 * Statements and explanations are Markdown. Images in them must be ones Rumo stores and serves
 * (`/api/content-images/<id>`), so a question never loads anything from the internet; the student's
 * renderer draws no other image either.
 */
export const CONTENT_IMAGE_PATH = "/api/content-images/";
const CONTENT_IMAGE_URL =
  /^\/api\/content-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isContentImageUrl(url: string): boolean {
  return CONTENT_IMAGE_URL.test(url);
}

export function contentImageUrl(id: string): string {
  return `${CONTENT_IMAGE_PATH}${id}`;
}

/** `![alt](/api/content-images/<id>)`, with the brackets of the alt text escaped. */
export function imageMarkdown(id: string, alt: string): string {
  const safeAlt = alt.replace(/[[\]\\]/g, (c) => `\\${c}`).replace(/\s+/g, " ");
  return `![${safeAlt}](${contentImageUrl(id)})`;
}

const normalizeLabel = (label: string) => label.trim().replace(/\s+/g, " ").toLowerCase();

/** Reference definitions (`[label]: url`) of a Markdown text, by normalised label. */
function definitions(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(/^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?/gm))
    if (!found.has(normalizeLabel(m[1]!))) found.set(normalizeLabel(m[1]!), m[2]!);
  return found;
}

/** From `text[at]` (a "["), the index of its closing "]", skipping escapes and nested brackets. */
function closingBracket(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") depth++;
    else if (c === "]" && --depth === 0) return i;
  }
  return -1;
}

/** The address of every image of a Markdown text: inline, reference and shortcut forms. */
export function imageUrls(text: string): string[] {
  const defs = definitions(text);
  const urls: string[] = [];
  for (let i = text.indexOf("!["); i >= 0; i = text.indexOf("![", i + 2)) {
    if (i > 0 && text[i - 1] === "\\") continue;
    const close = closingBracket(text, i + 1);
    if (close < 0) break;
    const label = text.slice(i + 2, close);
    const next = text[close + 1];
    if (next === "(") {
      const dest = /^\(\s*(?:<([^>]*)>|(\S*?))(?:\s+["'(][^)]*)?\s*\)/.exec(text.slice(close + 1));
      urls.push(dest ? (dest[1] ?? dest[2] ?? "") : text.slice(close + 2, close + 200).split(/[\s)]/)[0]!);
    } else if (next === "[") {
      const end = text.indexOf("]", close + 2);
      const ref = end > close + 2 ? text.slice(close + 2, end) : label;
      const url = defs.get(normalizeLabel(ref));
      if (url !== undefined) urls.push(url);
    } else {
      const url = defs.get(normalizeLabel(label));
      if (url !== undefined) urls.push(url);
    }
  }
  // Raw HTML is never rendered, but an <img> written by hand is refused too, to say so early.
  for (const m of text.matchAll(/<img\b[^>]*>/gi))
    urls.push(/src\s*=\s*["']?([^"'\s>]*)/i.exec(m[0])?.[1] ?? "");
  return urls;
}

/** Images whose address is not one Rumo serves (empty when the text is fine). */
export function foreignImages(text: string): string[] {
  return imageUrls(text).filter((url) => !isContentImageUrl(url));
}

/** The ids of the content images a Markdown text shows. */
export function contentImageIds(text: string): string[] {
  return imageUrls(text)
    .filter(isContentImageUrl)
    .map((url) => url.slice(CONTENT_IMAGE_PATH.length).toLowerCase());
}
