/**
 * Copy of the motivating texts: stretches of 6+ words taken verbatim from the supporting
 * texts. ENEM disregards copied lines — for the 8-line minimum too — and a text that leans on
 * the prompt shows little authorship (C3).
 */
import { lowerPt, stripAccents, tokenize } from "./text-utils.ts";

const SHINGLE = 6;

export interface CopyAnalysis {
  copiedWordShare: number;
  copiedExcerpts: string[];
  /** Each paragraph without its copied stretches (what counts as the student's own lines). */
  ownParagraphs: string[];
}

const norm = (w: string) => stripAccents(lowerPt(w));

/**
 * 6-word shingles of the supporting texts (built once per topic). Stretches made only of the
 * title's words are left out: restating the theme is not copying the motivating texts.
 */
export function supportingShingles(supportingTexts: string[], title = ""): Set<string> {
  const titleWords = new Set(tokenize(title).map((x) => norm(x.text)));
  const shingles = new Set<string>();
  for (const t of supportingTexts) {
    const ws = tokenize(t).map((x) => norm(x.text));
    for (let i = 0; i + SHINGLE <= ws.length; i++) {
      const shingle = ws.slice(i, i + SHINGLE);
      if (!shingle.every((w) => titleWords.has(w))) shingles.add(shingle.join(" "));
    }
  }
  return shingles;
}

/** Character ranges of a paragraph covered by copied 6-word stretches. */
function copiedRanges(p: string, shingles: Set<string>): Array<[number, number]> {
  const toks = tokenize(p);
  const ws = toks.map((x) => norm(x.text));
  const copied = new Array<boolean>(ws.length).fill(false);
  for (let i = 0; i + SHINGLE <= ws.length; i++) {
    if (shingles.has(ws.slice(i, i + SHINGLE).join(" ")))
      for (let k = i; k < i + SHINGLE; k++) copied[k] = true;
  }
  const ranges: Array<[number, number]> = [];
  let runStart = -1;
  for (let i = 0; i <= ws.length; i++) {
    if (i < ws.length && copied[i]) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      ranges.push([toks[runStart]?.start ?? 0, toks[i - 1]?.end ?? 0]);
      runStart = -1;
    }
  }
  return ranges;
}

export function analyzeCopy(paragraphs: string[], shingles: Set<string>): CopyAnalysis {
  let copiedWords = 0;
  let totalWords = 0;
  const copiedExcerpts: string[] = [];
  const ownParagraphs = paragraphs.map((p) => {
    const ranges = copiedRanges(p, shingles);
    totalWords += tokenize(p).length;
    let own = "";
    let from = 0;
    for (const [a, b] of ranges) {
      copiedWords += tokenize(p.slice(a, b)).length;
      if (copiedExcerpts.length < 5) copiedExcerpts.push(p.slice(a, b));
      own += p.slice(from, a);
      from = b;
    }
    own += p.slice(from);
    return own
      .replace(/\s+/g, " ")
      .replace(/^[\s,.;:]+$/, "")
      .trim();
  });
  return { copiedWordShare: totalWords ? copiedWords / totalWords : 0, copiedExcerpts, ownParagraphs };
}
