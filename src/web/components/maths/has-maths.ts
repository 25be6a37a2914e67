/**
 * Whether Markdown text may hold a formula the maths renderer would typeset: a `$` that is not
 * escaped (`$…$`, `$$…$$`; "R$ 80" arrives here escaped as money) or a ```math block. It may say
 * yes for a lone dollar sign; then the renderer loads for nothing, which is harmless. It never says
 * no to a formula, which would then stay as TeX.
 */
export function hasMaths(markdown: string): boolean {
  return /(^|[^\\])\$|(`{3,}|~{3,})\s*math\b/.test(markdown);
}
