/** Small shared helpers for the math solvers: message normalisation, LaTeX numbers, mistake filtering. */
import { formatNumber, sameResult } from "./numbers.ts";
import type { KnownMistake, SolvedValue } from "./types.ts";

/** Lower case, no accents, unicode minus as "-", single spaces: what the keyword tests read. */
export function plain(message: string): string {
  return message
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[−–]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** A number for LaTeX: pt-BR digits with the decimal comma as `{,}` (a bare comma gets a space in TeX). */
export function tex(value: number, digits = 4): string {
  return formatNumber(value, digits).replace(/,/g, "{,}");
}

/** Like `tex`, but negative numbers in parentheses, for products and powers: `(-5)^2`. */
export function texp(value: number, digits = 4): string {
  return value < 0 ? `(${tex(value, digits)})` : tex(value, digits);
}

/** Plain-text number (pt-BR), re-exported so the solvers read alike. */
export const fmt = formatNumber;

/** Rounds away floating noise (0.1 + 0.2) so answers compare and print cleanly. */
export function clean(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

/**
 * Keeps the mistakes worth telling: finite, not equal to a right answer (a student who got it
 * right must not be told they erred), and not repeated.
 */
export function keepMistakes(mistakes: KnownMistake[], answers: SolvedValue[]): KnownMistake[] {
  const kept: KnownMistake[] = [];
  for (const m of mistakes) {
    if (!Number.isFinite(m.value)) continue;
    if (answers.some((a) => sameResult(a.value, m.value))) continue;
    if (kept.some((k) => sameResult(k.value, m.value))) continue;
    kept.push({ ...m, value: clean(m.value) });
  }
  return kept;
}

/** "R$" for money words, else the word itself ("dias", "kg"). */
export function unitWord(word: string): string {
  return /^(reais|real|r\$)$/.test(word) ? "R$" : word;
}
