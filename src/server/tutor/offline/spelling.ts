import { distance } from "fastest-levenshtein";

/**
 * Every word of the material (unaccented, lower case), and the words by how they sound, worked out
 * once per vocabulary rather than for every word a student types.
 */
export type Vocabulary = { words: Set<string>; bySound: Map<string, string[]> };

export function vocabularyFrom(words: Iterable<string>): Vocabulary {
  const set = new Set(words);
  const bySound = new Map<string, string[]>();
  for (const word of set) {
    const sound = soundOf(word);
    bySound.set(sound, [...(bySound.get(sound) ?? []), word]);
  }
  return { words: set, bySound };
}

/**
 * How a word sounds in Portuguese, for the misspellings students make by ear: "h" is silent, "ss",
 * "ç" and "c" before e/i sound like "s", "k" and "qu" like "c", doubled letters like one
 * ("bascara" and "bhaskara", "fotosintese" and "fotossintese", "concordansia" and "concordancia").
 */
export function soundOf(word: string): string {
  return word
    .replace(/ch/g, "x")
    .replace(/h/g, "")
    .replace(/c(?=[ei])/g, "s")
    .replace(/qu(?=[ei])/g, "c")
    .replace(/k/g, "c")
    .replace(/sc(?=[aeiou])/g, "s")
    .replace(/z/g, "s")
    .replace(/y/g, "i")
    .replace(/w/g, "v")
    .replace(/(.)\1+/g, "$1");
}

/**
 * The material's word a student most likely meant by a word the material does not hold: one that
 * sounds the same, else one a single keystroke away ("fotosintes" → "fotossintese"). Words the
 * material holds, short words, and words with no such neighbour, or with two equally likely
 * ("miose": mitose or meiose?), stay as typed: a wrong guess would teach the wrong thing, and a
 * word the material lacks is then named in the answer.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  if (word.length < 4 || vocabulary.words.has(word) || /\d/.test(word)) return word;
  const alike = (vocabulary.bySound.get(soundOf(word)) ?? []).filter((c) => c[0] === word[0]);
  if (alike.length > 0) return alike.length === 1 ? alike[0]! : word;
  if (word.length < 5) return word;
  const near = [...vocabulary.words].filter(
    (c) =>
      c[0] === word[0] &&
      Math.abs(c.length - word.length) <= 1 &&
      // Another form of the same word ("australiano", "australia") is not a typo: prefixes join forms.
      !c.startsWith(word) &&
      !word.startsWith(c) &&
      distance(word, c) === 1,
  );
  return near.length === 1 ? near[0]! : word;
}

/** The student's search words with their typos corrected, each once. */
export function correctWords(words: string[], vocabulary: Vocabulary): string[] {
  return [...new Set(words.map((w) => correctWord(w, vocabulary)))];
}
