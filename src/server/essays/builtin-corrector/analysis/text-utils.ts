/** Text normalisation and tokenisation shared by all analysers (lines: src/domain/essays/rules.ts). */

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

export interface Sentence {
  text: string;
  paragraph: number;
  tokens: Token[];
}

/** Cleans copy-paste artefacts (non-breaking spaces, curly quotes, stray spaces). */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f\u200b\u00ad]/g, " ")
    .replace(/[“”«»]/g, '"')
    .replace(/[‘’´`]/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

export function splitParagraphs(text: string): string[] {
  return normalizeText(text)
    .split(/\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export function lowerPt(s: string): string {
  return s.toLocaleLowerCase("pt-BR");
}

/** Words (letters, inner hyphens/apostrophes) and numbers with their offsets. */
const TOKEN_RE = /[\p{L}\p{M}]+(?:[-'][\p{L}\p{M}]+)*|\d+(?:[.,]\d+)*(?:º|ª|°|%)?/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0;
    out.push({ text: m[0], lower: lowerPt(m[0]), start, end: start + m[0].length });
  }
  return out;
}

/** "art. 5º", "Sr. Silva", "J. K. Rowling": a period that does not end the sentence ("etc." usually does). */
const ABBREVIATIONS =
  /(?:(?<![\p{L}])(?:sr|sra|dr|dra|prof|art|arts|inc|n|nº|p|pág|séc|ex|vs|cf|ed|op|cit|aprox|obs|fig|vol|cap|tel)\.)$/u;

/** Splits a paragraph into sentences; also breaks "presos.Assim" (missing space) and keeps "art. 5º" together. */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?…]+["')\]]*(?=\s+["(]?[\p{Lu}\d]|[\p{Lu}]|\s*$)/gu;
  for (const m of paragraph.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const candidate = paragraph.slice(start, end);
    const tail = candidate.trimEnd();
    if (ABBREVIATIONS.test(tail.toLocaleLowerCase("pt-BR")) || /(?<![\p{L}])\p{Lu}\.$/u.test(tail)) continue;
    if (/\d\.$/.test(candidate) && /^\d/.test(paragraph.slice(end))) continue; // 1.000
    if (candidate.trim()) out.push(candidate.trim());
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

export function sentencesOf(paragraphs: string[]): Sentence[] {
  const out: Sentence[] = [];
  paragraphs.forEach((p, i) => {
    for (const s of splitSentences(p)) out.push({ text: s, paragraph: i, tokens: tokenize(s) });
  });
  return out;
}

/** Short quote of a match with a little context, for evidence lists. */
export function excerptAround(text: string, start: number, end: number, context = 40): string {
  const a = Math.max(0, start - context);
  const b = Math.min(text.length, end + context);
  const left = text.slice(a, start).replace(/^\S*\s/, "");
  const right = text.slice(end, b).replace(/\s\S*$/, "");
  return `${a > 0 ? "…" : ""}${left}${text.slice(start, end)}${right}${b < text.length ? "…" : ""}`.trim();
}
