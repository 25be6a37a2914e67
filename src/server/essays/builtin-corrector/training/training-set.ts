/**
 * Which essays the committed weights were fitted on, recognised by content rather than by
 * file: a re-saved copy of the calibration CSV (other line endings, quoting or escapes) holds
 * the same essays, and scoring them with weights fitted on them would overstate agreement.
 */
import { createHash } from "node:crypto";
import { lowerPt, stripAccents } from "../analysis/text-utils.ts";

/** Hash of an essay's words (case, accents, spacing, punctuation and paragraph breaks ignored). */
export function essayHash(text: string): string {
  const words = stripAccents(lowerPt(text))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return createHash("sha256").update(words).digest("hex").slice(0, 12);
}

export function trainingHashes(texts: string[]): string[] {
  return [...new Set(texts.map(essayHash))].sort();
}
