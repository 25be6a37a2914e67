/**
 * Markdown and LaTeX reduced to readable plain text, for a one-glance preview of an answer. The
 * offline tutor's opening note (a quote starting with 📴) is the same in every answer, so it is left out.
 */
export function plainPreview(markdown: string): string {
  return markdown
    .replace(/^> 📴[^\n]*\n*/, "")
    .replace(/^\s{0,3}#{1,6}\s+(.+)$/gm, "$1:")
    .replace(/\$\$([\s\S]+?)\$\$/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/\\([\\`*_[\]#|$~])/g, "$1")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const DIACRITICS = /\p{Diacritic}/gu;
const fold = (c: string) => c.normalize("NFD").replace(DIACRITICS, "").toLowerCase();

/**
 * Splits `text` into parts, marking where `query` occurs without minding accents or case (as the
 * server's search does), so "funcao" highlights "Função".
 */
export function highlightParts(text: string, query: string): { text: string; hit: boolean }[] {
  const needle = fold(query.trim());
  if (!needle) return [{ text, hit: false }];
  const chars = [...text];
  let folded = "";
  const starts: number[] = [];
  chars.forEach((c, i) => {
    const f = fold(c);
    // One entry per UTF-16 unit, the unit indexOf counts in (an emoji is two).
    for (let unit = 0; unit < f.length; unit++) starts.push(i);
    folded += f;
  });
  const parts: { text: string; hit: boolean }[] = [];
  let cursor = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    const from = starts[at] ?? 0;
    const to = (starts[at + needle.length - 1] ?? from) + 1;
    if (from < cursor) continue;
    if (from > cursor) parts.push({ text: chars.slice(cursor, from).join(""), hit: false });
    parts.push({ text: chars.slice(from, to).join(""), hit: true });
    cursor = to;
  }
  if (cursor < chars.length) parts.push({ text: chars.slice(cursor).join(""), hit: false });
  return parts;
}
