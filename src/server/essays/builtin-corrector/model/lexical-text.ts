/**
 * The text the lexical model reads: the essay with its spelling corrected
 * (analysis/corrected-text.ts). Spelling is assessed by C1's own features; a slip must not move
 * C2–C5 through the vocabulary.
 */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";

export function lexicalText(a: Pick<EssayAnalysis, "correctedParagraphs">): string {
  return a.correctedParagraphs.join("\n");
}
