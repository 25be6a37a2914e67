const SYMBOLS: Record<string, string> = {
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  Delta: "Δ",
  theta: "θ",
  lambda: "λ",
  mu: "μ",
  pi: "π",
  rho: "ρ",
  sigma: "σ",
  Sigma: "Σ",
  omega: "ω",
  Omega: "Ω",
  cdot: "·",
  times: "×",
  div: "÷",
  pm: "±",
  leq: "≤",
  le: "≤",
  geq: "≥",
  ge: "≥",
  neq: "≠",
  ne: "≠",
  approx: "≈",
  infty: "∞",
  to: "→",
  rightarrow: "→",
  Rightarrow: "⇒",
  degree: "°",
  circ: "°",
  percent: "%",
};

/** A fraction's side keeps its parentheses when it is more than one term: (x+1)/2, not x+1/2. */
const side = (term: string) =>
  /^(\\[a-zA-Z]+|[\w.,√])+$/u.test(term.trim()) ? term.trim() : `(${term.trim()})`;

/** LaTeX math as a student would type it in plain text: \frac{a}{b} → a/b, \sqrt{x} → √x, \pi → π. */
export function latexToText(tex: string): string {
  let out = tex
    .replace(/\\(?:text|mathrm|mathbf|mathit|operatorname)\s*\{([^{}]*)\}/g, "$1")
    .replace(/\\(?:left|right|displaystyle)\b\s*/g, "")
    .replace(/\^\{([^{}]*)\}/g, (_, e: string) => (e.length === 1 ? `^${e}` : `^(${e})`))
    .replace(/_\{([^{}]*)\}/g, "_$1");
  // Innermost first, so nested fractions and roots come out right.
  for (let previous = ""; previous !== out; ) {
    previous = out;
    out = out
      .replace(
        /\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g,
        (_, a: string, b: string) => `${side(a)}/${side(b)}`,
      )
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_, x: string) => `√${side(x)}`);
  }
  return out
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/\\([%{}&#_$])/g, "$1")
    .replace(/[{}]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Stands in for an escaped dollar (R\$ 5) while the math delimiters are found. */
const ESCAPED_DOLLAR = "\u0000";

/**
 * Markdown, LaTeX and emoji reduced to readable plain text, for a one-glance preview of a message. The
 * offline tutor's opening note (a quote starting with 📴) is the same in every answer, so it is left out.
 */
export function plainPreview(markdown: string): string {
  return (
    markdown
      .replace(/^> 📴[^\n]*\n*/, "")
      .replace(/\\\$|R\$(?=\s?\d)/g, (m) => m.replace("$", ESCAPED_DOLLAR).replace("\\", ""))
      .replace(/^\s{0,3}(```|~~~).*$/gm, "")
      .replace(/\$\$([\s\S]+?)\$\$/g, (_, tex: string) => ` ${latexToText(tex)} `)
      .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => ` ${latexToText(tex)} `)
      .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => latexToText(tex))
      .replace(/\$(?=\S)([^$\n]*?\S)\$(?!\d)/g, (_, tex: string) => latexToText(tex))
      .replace(/^\s{0,3}#{1,6}\s+(.+)$/gm, "$1:")
      .replace(/!\[([^\]]*)\]\([^)]+\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
      .replace(/^[ \t]{0,3}([-*_])([ \t]*\1){2,}[ \t]*$/gm, "")
      .replace(/^[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/gm, "")
      .replace(/^[ \t]*\|(.+)\|[ \t]*$/gm, (_, row: string) =>
        row
          .split("|")
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(" · "),
      )
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
      .replace(/\\([\\`*_[\]#|~])/g, "$1")
      .replace(/(\*\*|__|~~|\*|_|`)/g, "")
      .replaceAll(ESCAPED_DOLLAR, "$")
      // Emoji decorate the tutor's headings; without an emoji font they are empty boxes in a preview.
      .replace(/\p{Extended_Pictographic}[\uFE0F\u200D]*/gu, "")
      .replace(/\s+/g, " ")
      .trim()
  );
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
