/**
 * C1 grammar/style checks: the pattern table (grammar-patterns.ts) plus checks that need
 * the dictionary or token context (agreement, ênclise, repeated words, run-on sentences).
 * Each finding quotes the passage and says how to fix it.
 */
import { CLITICS, PATTERN_RULES, w } from "./grammar-patterns.ts";
import type { HunspellChecker } from "./hunspell-checker.ts";
import { excerptAround, splitSentences, stripAccents, tokenize } from "./text-utils.ts";
import { sentenceOpener } from "./writing-mechanics.ts";

export type GrammarCategory =
  | "crase"
  | "concordancia"
  | "pronomes_regencia"
  | "pontuacao"
  | "oralidade"
  | "estrutura"
  | "repeticao";

export interface GrammarFinding {
  rule: string;
  category: GrammarCategory;
  message: string;
  excerpt: string;
}

/** Plural determiner followed by a singular noun (“os problema”). */
const PLURAL_DETERMINERS =
  "os|as|dos|das|nas|aos|pelos|pelas|esses|essas|estes|estas|muitos|muitas|vários|várias|diversos|diversas|alguns|algumas|seus|suas|nossos|nossas|tais|outros|outras|inúmeros|inúmeras";
const NOT_NOUNS = new Set(
  "já não também que quais qual ainda mais muito pouco se de em com para por e ou a o um uma nem sempre hoje aqui lá onde como quando seja cujo cuja mesmo mesma próprio própria demais quem tão bem mal só apenas sim".split(
    " ",
  ),
);

function agreementFindings(text: string, checker: HunspellChecker): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  const re = w(`(?:${PLURAL_DETERMINERS}) ([\\p{Ll}]{4,})`);
  for (const m of text.matchAll(re)) {
    const noun = m[1] ?? "";
    if (NOT_NOUNS.has(noun) || /[sz]$/u.test(noun) || /(?:ar|er|ir|mente|ndo)$/u.test(noun)) continue;
    const plural = /ão$/u.test(noun)
      ? [noun.replace(/ão$/u, "ões"), noun.replace(/ão$/u, "ães"), `${noun}s`]
      : /l$/u.test(noun)
        ? [noun.replace(/l$/u, "is")]
        : /[rz]$/u.test(noun)
          ? [`${noun}es`]
          : [`${noun}s`];
    if (!checker.correct(noun) || !plural.some((p) => checker.correct(p))) continue;
    const start = m.index ?? 0;
    out.push({
      rule: "concordancia_nominal",
      category: "concordancia",
      message: `Concordância nominal: determinante plural com “${noun}” no singular.`,
      excerpt: excerptAround(text, start, start + m[0].length, 25),
    });
  }
  return out;
}

/** Ênclise with future/conditional ("deveria-se"): the dictionary knows every valid enclitic form. */
function encliseFindings(text: string, checker: HunspellChecker): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const t of tokenize(text)) {
    if (
      !new RegExp(`(?:rá|rão|ria|riam|remos|ríamos)-(?:${CLITICS})$`, "u").test(t.lower) ||
      checker.correct(t.text)
    )
      continue;
    out.push({
      rule: "enclise_futuro",
      category: "pronomes_regencia",
      message:
        "Não se usa ênclise com futuro do presente/pretérito: use mesóclise (“dever-se-ia”) ou próclise (“se deveria”).",
      excerpt: excerptAround(text, t.start, t.end, 25),
    });
  }
  return out;
}

/** Same word twice in a row, or a word immediately followed by its own corrected form (“saiam saíam”). */
function repetitionFindings(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  const toks = tokenize(text).filter((t) => /^\p{L}/u.test(t.text));
  for (let i = 1; i < toks.length; i++) {
    const a = toks[i - 1];
    const b = toks[i];
    if (!a || !b || b.start - a.end > 2) continue;
    const sa = stripAccents(a.lower);
    const sb = stripAccents(b.lower);
    const same = sa === sb && !["que", "se", "a", "o", "nos", "nas"].includes(sa);
    const near =
      !same &&
      sa.length >= 4 &&
      sb.length >= 4 &&
      (sb.startsWith(sa) || sa.startsWith(sb)) &&
      Math.abs(sa.length - sb.length) <= 2;
    if (same || near)
      out.push({
        rule: "palavra_duplicada",
        category: "repeticao",
        message: "Palavra repetida ou duplicada em sequência; revise o trecho.",
        excerpt: excerptAround(text, a.start, b.end, 20),
      });
  }
  return out;
}

/** Run-on sentences: over 60 words without a full stop hurt clarity (C1 “estrutura sintática”). */
const LONG_SENTENCE_WORDS = 60;

function structureFindings(paragraph: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const s of splitSentences(paragraph)) {
    const n = tokenize(s).length;
    if (n > LONG_SENTENCE_WORDS) {
      out.push({
        rule: "periodo_longo",
        category: "estrutura",
        message: `Período muito longo (${n} palavras); divida-o em frases menores para evitar truncamento e ambiguidade.`,
        excerpt: `${s.split(/\s+/).slice(0, 12).join(" ")}…`,
      });
    }
  }
  return out;
}

/** "Portanto medidas são…": a connective or adverbial displaced to the start of the sentence takes a comma. */
function openerCommaFindings(paragraph: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const s of splitSentences(paragraph)) {
    const found = sentenceOpener(s);
    if (!found?.missingComma) continue;
    const text = s.replace(/^["'(\s]+/, "");
    out.push({
      rule: "virgula_conectivo",
      category: "pontuacao",
      message: `Conectivo ou adjunto deslocado no início do período pede vírgula: “${found.opener},”.`,
      excerpt: excerptAround(text, 0, found.opener.length, 20),
    });
  }
  return out;
}

export function findGrammarIssues(paragraphs: string[], checker: HunspellChecker): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  for (const p of paragraphs) {
    for (const rule of PATTERN_RULES) {
      for (const m of p.matchAll(rule.re)) {
        if (rule.accept && !rule.accept(m, p)) continue;
        const start = m.index ?? 0;
        out.push({
          rule: rule.id,
          category: rule.category,
          message: rule.message,
          excerpt: excerptAround(p, start, start + m[0].length, 25),
        });
      }
    }
    out.push(
      ...agreementFindings(p, checker),
      ...encliseFindings(p, checker),
      ...repetitionFindings(p),
      ...structureFindings(p),
      ...openerCommaFindings(p),
    );
  }
  return out;
}

export function countByCategory(findings: GrammarFinding[]): Record<GrammarCategory, number> {
  const c: Record<GrammarCategory, number> = {
    crase: 0,
    concordancia: 0,
    pronomes_regencia: 0,
    pontuacao: 0,
    oralidade: 0,
    estrutura: 0,
    repeticao: 0,
  };
  for (const f of findings) c[f.category]++;
  return c;
}
