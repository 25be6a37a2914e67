/**
 * A text with each misspelled word replaced by the speller's first suggestion: how a grader reads
 * past spelling when judging anything but C1. Used for what is measured, never for what is quoted.
 */
import type { Misspelling } from "./spelling-analysis.ts";

const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;

function sameCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toLocaleUpperCase("pt-BR"))
    return replacement.toLocaleUpperCase("pt-BR");
  const first = original[0] ?? "";
  return first !== first.toLocaleLowerCase("pt-BR")
    ? replacement.charAt(0).toLocaleUpperCase("pt-BR") + replacement.slice(1)
    : replacement;
}

export function spellingCorrected(text: string, misspellings: Misspelling[]): string {
  const fixes = new Map<string, string>();
  for (const m of misspellings) {
    const suggestion = m.suggestions[0];
    if (suggestion) fixes.set(m.word.toLocaleLowerCase("pt-BR"), suggestion);
  }
  if (!fixes.size) return text;
  return text.replace(WORD, (word) => {
    const fix = fixes.get(word.toLocaleLowerCase("pt-BR"));
    return fix ? sameCase(word, fix) : word;
  });
}
