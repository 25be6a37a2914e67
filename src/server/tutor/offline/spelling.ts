import { distance } from "fastest-levenshtein";

/** Every word of the material (unaccented, lower case) and how many pieces of material hold it. */
export type Vocabulary = Map<string, number>;

/** How far a typo may be from the word meant: one edit in short words, two from seven letters. */
function maxEdits(word: string): number {
  return word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * The material's word a student most likely meant by a word the material does not hold
 * ("fotosintese" → "fotossintese", "bascara" → "bhaskara"): the closest by edits. Words the
 * material holds, short words, words with nothing close and words equally close to two others
 * ("miose": mitose or meiose?) stay as typed: a wrong guess would teach the wrong thing.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  const edits = maxEdits(word);
  if (edits === 0 || vocabulary.has(word) || /\d/.test(word)) return word;
  let best: string | null = null;
  let bestDistance = edits + 1;
  let tied = false;
  for (const candidate of vocabulary.keys()) {
    if (Math.abs(candidate.length - word.length) > edits || candidate[0] !== word[0]) continue;
    // "australiano" is not a typo of "australia": another form of a word, which the search's
    // prefixes already join when it is the same word.
    if (candidate.startsWith(word) || word.startsWith(candidate)) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance) tied = true;
  }
  return best && !tied ? best : word;
}

/** The student's search words with their typos corrected, each once. */
export function correctWords(words: string[], vocabulary: Vocabulary): string[] {
  return [...new Set(words.map((w) => correctWord(w, vocabulary)))];
}
