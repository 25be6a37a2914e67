/**
 * Copy of the motivating texts: stretches of 6+ words taken verbatim from the supporting
 * texts. ENEM disregards copied lines; without 8 own lines the essay is annulled, and a
 * text that leans on the prompt shows little authorship (C3).
 */
import { lowerPt, stripAccents, tokenize } from "./text-utils.js";

const SHINGLE = 6;

export interface CopyAnalysis {
  copiedWordShare: number;
  copiedChars: number;
  ownChars: number;
  copiedExcerpts: string[];
}

const norm = (w: string) => stripAccents(lowerPt(w));

/** 6-word shingles of the supporting texts (built once per topic). */
export function supportingShingles(supportingTexts: string[]): Set<string> {
  const shingles = new Set<string>();
  for (const t of supportingTexts) {
    const ws = tokenize(t).map((x) => norm(x.text));
    for (let i = 0; i + SHINGLE <= ws.length; i++) shingles.add(ws.slice(i, i + SHINGLE).join(" "));
  }
  return shingles;
}

export function analyzeCopy(paragraphs: string[], shingles: Set<string>): CopyAnalysis {
  let copiedWords = 0;
  let totalWords = 0;
  let copiedChars = 0;
  let totalChars = 0;
  const copiedExcerpts: string[] = [];
  for (const p of paragraphs) {
    const toks = tokenize(p);
    const ws = toks.map((x) => norm(x.text));
    const copied = new Array<boolean>(ws.length).fill(false);
    for (let i = 0; i + SHINGLE <= ws.length; i++) {
      if (shingles.has(ws.slice(i, i + SHINGLE).join(" ")))
        for (let k = i; k < i + SHINGLE; k++) copied[k] = true;
    }
    totalWords += ws.length;
    totalChars += p.length;
    let runStart = -1;
    for (let i = 0; i <= ws.length; i++) {
      if (i < ws.length && copied[i]) {
        copiedWords++;
        if (runStart < 0) runStart = i;
      } else if (runStart >= 0) {
        const a = toks[runStart];
        const b = toks[i - 1];
        if (a && b) {
          copiedChars += b.end - a.start;
          if (copiedExcerpts.length < 5) copiedExcerpts.push(p.slice(a.start, b.end));
        }
        runStart = -1;
      }
    }
  }
  return {
    copiedWordShare: totalWords ? copiedWords / totalWords : 0,
    copiedChars,
    ownChars: Math.max(0, totalChars - copiedChars),
    copiedExcerpts,
  };
}
