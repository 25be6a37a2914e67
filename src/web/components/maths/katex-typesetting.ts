import katex from "katex";

/**
 * One formula as KaTeX's HTML, with MathML for screen readers; TeX KaTeX cannot read shows in red
 * with the error as its title. KaTeX escapes the TeX it is given and, untrusted, draws no links or
 * HTML. Runs in the typesetting worker (katex-worker.ts).
 */
export function typeset(tex: string, display: boolean): string {
  try {
    return katex.renderToString(tex, { displayMode: display, throwOnError: false, strict: "ignore" });
  } catch {
    // Errors other than TeX's own (KaTeX reports those itself): the TeX is shown as written.
    return `<span class="katex-error">${escapeHtml(tex)}</span>`;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
