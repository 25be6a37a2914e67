/**
 * Formulas as search words. Study cards write formulas in LaTeX ($\text{H}_2\text{O}$,
 * $F = m \cdot a$) and students type them in plain text ("H2O", "F = m.a", "v = v0 + a.t"); both
 * become the same key, the formula's letters and digits in order ("h2o", "fma", "vv0at"), which
 * the full-text search then treats as one word.
 */

import { unaccentLower } from "#domain/shared/text";

const GREEK = "alpha|beta|gamma|delta|epsilon|theta|lambda|mu|pi|rho|sigma|omega|phi";

/** Keys too short say nothing ("ma"); too long, no student types them. */
const usable = (key: string) => key.length >= 3 && key.length <= 24 && /[a-z]/.test(key);

function keyOf(plain: string): string {
  return unaccentLower(plain.replace(/²/g, "2").replace(/³/g, "3")).replace(/[^a-z0-9]/g, "");
}

/** A LaTeX span read as plain text: commands dropped (Greek letters named), braces and scripts flattened. */
function plainLatex(latex: string, withSubscripts: boolean): string {
  let text = latex.replace(new RegExp(`\\\\(${GREEK})\\b`, "gi"), " $1 ");
  if (!withSubscripts) text = text.replace(/_(\{[^}]*\}|\w)/g, "");
  return text.replace(/\\[a-zA-Z]+/g, " ").replace(/[{}_^]/g, "");
}

/** A chemical formula: element symbols, counts and parentheses only ("H2SO4", "Ca(OH)2"). */
const CHEMICAL = /^(?:[A-Z][a-z]?\d*|\(|\)\d*|·\d*[A-Z])+$/;

/** The search keys of the formulas in a card's Markdown: equations and chemical formulas in $…$. */
export function formulaKeysOfLatex(markdown: string): string[] {
  const keys = new Set<string>();
  for (const [, span] of markdown.matchAll(/\$+([^$]+)\$+/g)) {
    const plain = plainLatex(span!, true).replace(/\s+/g, " ").trim();
    const compact = plain.replace(/\s/g, "");
    if (CHEMICAL.test(compact) && /\d|[A-Z].*[A-Z]/.test(compact)) keys.add(keyOf(compact));
    else if (plain.includes("=")) {
      keys.add(keyOf(plain));
      // "F_R = m a" is typed "F = m.a": the key without subscripts too.
      keys.add(keyOf(plainLatex(span!, false)));
    }
  }
  return [...keys].filter(usable);
}

const OPERATOR = /^[+\-−*/×·]$/;
/** A symbol of a formula: "v0", "a.t", "4ac", "mc²", "(OH)2"; not a word of the sentence. */
const LEFT_SYMBOL = new RegExp(`^(?:[A-Za-zΔ][A-Za-z0-9²³]{0,3}|${GREEK})$`, "i");
const OPERAND = /^[A-Za-z0-9²³.·^()]{1,8}$/;

/**
 * The keys of the formulas a student typed in plain text: "F = m.a", "v=v0+a*t", "E = mc²". A
 * formula is a symbol, "=", then operands and operators in turn, so "v = v0 + a.t e delta" stops
 * before "e".
 */
export function formulaKeysOfMessage(message: string): string[] {
  const parts = message
    .replace(/\s*([=+\-−*/×])\s*/g, " $1 ")
    .split(/\s+/)
    .filter(Boolean);
  const keys = new Set<string>();
  parts.forEach((part, i) => {
    const left = parts[i - 1];
    if (part !== "=" || !left || !LEFT_SYMBOL.test(left)) return;
    const formula = [left, "="];
    for (let j = i + 1; j < parts.length; j++) {
      const expectsOperand = formula.length % 2 === 0;
      const next = parts[j]!.replace(/[?!,;:]+$/, "");
      if (expectsOperand ? !OPERAND.test(next) : !OPERATOR.test(next)) break;
      formula.push(next);
      if (next !== parts[j]) break;
    }
    if (formula.length % 2 === 0) formula.pop();
    // A number makes it a problem ("v = 20"), not a formula to look up; "v0", "4ac" are symbols.
    if (formula.length < 3 || formula.some((p) => /^\d+([.,]\d+)?$/.test(p))) return;
    keys.add(keyOf(formula.join(" ").replace(/Δ/g, "delta")));
  });
  return [...keys].filter(usable);
}
