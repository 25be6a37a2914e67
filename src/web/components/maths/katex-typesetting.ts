import "katex/dist/katex.min.css";
import katex from "katex";

/**
 * KaTeX (its code, stylesheet and fonts), fetched only when a text on screen has a formula: the
 * largest part of the Markdown renderer, which most conversations never need. A formula becomes
 * KaTeX's HTML, with MathML for screen readers; one KaTeX cannot read shows in red with the error
 * as its title. KaTeX escapes the TeX it is given and, untrusted, draws no links or HTML.
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
