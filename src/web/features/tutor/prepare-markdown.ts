/**
 * Prepares a tutor's text for Markdown + math: "R$ 80" is money, not the start of a formula, and
 * models that write LaTeX as \( … \) or \[ … \] get the $ … $ delimiters remark-math reads. The
 * offline tutor escapes its own text already, so only outside answers are rewritten.
 */
export function prepareTutorMarkdown(text: string, fromOutside: boolean): string {
  let out = text.replace(/(^|[^\\])R\$(?=\s?\d)/g, "$1R\\$");
  if (fromOutside)
    out = out
      .replace(/\\\[([\s\S]+?)\\\]/g, (_m, math: string) => `$$${math}$$`)
      .replace(/\\\(([\s\S]+?)\\\)/g, (_m, math: string) => `$${math}$`);
  return out;
}
