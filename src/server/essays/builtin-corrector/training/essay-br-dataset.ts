/**
 * Reader for CSVs in the Essay-BR format (Marinho, Anchiêta & Moura, DSW 2021, MIT):
 * essays.csv = prompt,title,essay,competence,score (essay and competence are Python list
 * literals) and prompts.csv = id,description (a Python list of motivating texts, or plain
 * text with newlines). Used by the fit and eval scripts.
 */
import { readFileSync } from "node:fs";
import type { EssayTopicForCorrection } from "../types.ts";

interface EssayBrRecord {
  prompt: string;
  title: string;
  paragraphs: string[];
  competence: number[];
  score: number;
}

/** RFC 4180 CSV parser (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? "") !== "");
}

const ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
};

/**
 * Parses a Python list literal of strings or numbers ("['a', \"b\"]", "[120, 160]").
 * Returns null when the text is not such a literal.
 */
export function parsePythonList(src: string): Array<string | number> | null {
  const s = src.trim();
  if (!s.startsWith("[") || !s.endsWith("]")) return null;
  const out: Array<string | number> = [];
  let i = 1;
  const skipWs = () => {
    while (i < s.length && /[\s,]/.test(s[i] ?? "")) i++;
  };
  skipWs();
  while (i < s.length - 1) {
    const c = s[i];
    if (c === "'" || c === '"') {
      let str = "";
      i++;
      while (i < s.length && s[i] !== c) {
        if (s[i] === "\\") {
          const e = s[i + 1] ?? "";
          if (e === "x") {
            str += String.fromCharCode(Number.parseInt(s.slice(i + 2, i + 4), 16));
            i += 4;
          } else if (e === "u") {
            str += String.fromCharCode(Number.parseInt(s.slice(i + 2, i + 6), 16));
            i += 6;
          } else if (e === "U") {
            str += String.fromCodePoint(Number.parseInt(s.slice(i + 2, i + 10), 16));
            i += 10;
          } else {
            str += ESCAPES[e] ?? `\\${e}`;
            i += 2;
          }
        } else str += s[i++];
      }
      if (i >= s.length) return null;
      i++;
      out.push(str);
    } else {
      const m = /^-?\d+(?:\.\d+)?/.exec(s.slice(i));
      if (!m) return null;
      out.push(Number(m[0]));
      i += m[0].length;
    }
    skipWs();
  }
  return out;
}

function rowsToObjects(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, k) => [h.trim(), r[k] ?? ""])));
}

export function parseEssayBrEssays(text: string): EssayBrRecord[] {
  return rowsToObjects(text).map((o) => {
    const essay = parsePythonList(o.essay ?? "");
    const paragraphs = essay ? essay.map(String) : (o.essay ?? "").split(/\n+/);
    const competence = (parsePythonList(o.competence ?? "") ?? []).map(Number);
    return {
      prompt: (o.prompt ?? "").trim(),
      title: (o.title ?? "").trim(),
      paragraphs: paragraphs.map((p) => p.trim()).filter(Boolean),
      competence,
      score: Number(o.score),
    };
  });
}

/** prompts.csv → topic per id. Essay-BR prompts have no title; a "title" column is used when present. */
export function parseEssayBrPrompts(text: string): Map<string, EssayTopicForCorrection> {
  const out = new Map<string, EssayTopicForCorrection>();
  for (const o of rowsToObjects(text)) {
    const desc = o.description ?? "";
    const list = parsePythonList(desc);
    const texts = (list ? list.map(String) : desc.split(/\n+/))
      .map((t) => t.trim())
      .filter((t) => t.length > 0);
    out.set((o.id ?? "").trim(), { title: (o.title ?? o.titulo ?? "").trim(), supportingTexts: texts });
  }
  return out;
}

export function loadEssayBr(essaysPath: string, promptsPath: string) {
  const essaysText = readFileSync(essaysPath, "utf8");
  return {
    essays: parseEssayBrEssays(essaysText),
    prompts: parseEssayBrPrompts(readFileSync(promptsPath, "utf8")),
  };
}
