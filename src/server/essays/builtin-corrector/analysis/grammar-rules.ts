/**
 * C1 grammar/style checks: the pattern table (grammar-patterns.ts) plus checks that need
 * the dictionary or token context (agreement, ênclise, repeated words, run-on sentences).
 * Each finding quotes the passage and says how to fix it.
 */
import { CLITICS, PATTERN_RULES, w } from "./grammar-patterns.ts";
import type { HunspellChecker } from "./hunspell-checker.ts";
import type { Misspelling } from "./spelling-analysis.ts";
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

/**
 * The slip as ENEM graders name it, finer than the category: what the feedback can say was
 * found ("concordância verbal", "crase"…) instead of a generic list.
 */
export type C1SlipKind =
  | "ortografia"
  | "acentuacao"
  | "seja_esteja"
  | "concordancia_nominal"
  | "concordancia_verbal"
  | "verbo_impessoal"
  | "crase"
  | "mas_mais"
  | "a_gente"
  | "regencia"
  | "porque"
  | "onde"
  | "pronome"
  | "colocacao_pronominal"
  | "pontuacao"
  | "oralidade"
  | "repeticao"
  | "estrutura"
  | "outros";

/** pt-BR names of the slip kinds, for feedback ("Revise a concordância verbal e a crase"). */
export const SLIP_KIND_LABEL: Record<C1SlipKind, string> = {
  ortografia: "grafia",
  acentuacao: "acentuação",
  seja_esteja: "formas verbais (“seja”, “esteja”)",
  concordancia_nominal: "concordância nominal",
  concordancia_verbal: "concordância verbal",
  verbo_impessoal: "verbos impessoais (“haver”, “fazer”)",
  crase: "crase",
  mas_mais: "“mas” e “mais”",
  a_gente: "“a gente” e “agente”",
  regencia: "regência",
  porque: "“por que”, “porque”, “por quê” e “porquê”",
  onde: "uso de “onde”",
  pronome: "pronomes",
  colocacao_pronominal: "colocação pronominal",
  pontuacao: "pontuação",
  oralidade: "marcas de oralidade",
  repeticao: "palavras repetidas",
  estrutura: "períodos longos",
  outros: "expressões fora da norma-padrão",
};

export interface GrammarFinding {
  rule: string;
  category: GrammarCategory;
  kind: C1SlipKind;
  message: string;
  excerpt: string;
}

/** Misspelled words that are verb forms, not plain spelling ("seje" → "seja"). */
const SEJA_SLIPS = new Set(["seje", "sejem", "esteje", "estejem", "estejemos", "sejemos"]);

/** Kind of a misspelling: verb form ("seje"), accent only ("tambem"), other spelling. */
export function misspellingKind(m: Misspelling): C1SlipKind {
  const lower = m.word.toLocaleLowerCase("pt-BR");
  if (SEJA_SLIPS.has(lower)) return "seja_esteja";
  const fix = m.suggestions[0];
  if (fix && stripAccents(fix.toLocaleLowerCase("pt-BR")) === stripAccents(lower)) return "acentuacao";
  return "ortografia";
}

/**
 * Occurrences of each slip kind found in an essay (spelling and grammar), most frequent first.
 * Only kinds with at least one finding are listed, so feedback never asks to revise what was
 * not found.
 */
export function c1SlipKinds(
  grammar: GrammarFinding[],
  misspellings: Misspelling[],
): Array<{ kind: C1SlipKind; count: number }> {
  const c = new Map<C1SlipKind, number>();
  for (const m of misspellings) c.set(misspellingKind(m), (c.get(misspellingKind(m)) ?? 0) + m.count);
  for (const f of grammar) c.set(f.kind, (c.get(f.kind) ?? 0) + 1);
  return [...c].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
}

/** Plural determiner followed by a singular noun (“os problema”). */
const PLURAL_DETERMINERS =
  "os|as|dos|das|nas|aos|pelos|pelas|esses|essas|estes|estas|muitos|muitas|vários|várias|diversos|diversas|alguns|algumas|seus|suas|nossos|nossas|tais|outros|outras|inúmeros|inúmeras";
const NOT_NOUNS = new Set(
  (
    "já não também que quais qual ainda mais muito pouco se de em com para por e ou a o um uma nem sempre hoje aqui lá onde como quando seja cujo cuja mesmo mesma próprio própria demais quem tão bem mal só apenas sim " +
    "contra sobre entre desde até após perante sem dois duas três quatro cinco seis sete oito nove dez naquela naquele nesse nessa neste nesta deste desta desse dessa"
  ).split(" "),
);
/** Determiners that can also stand alone as pronouns ("para muitos", "algumas pode…"). */
const PRONOUN_DETERMINERS = new Set(
  "muitos muitas vários várias alguns algumas diversos diversas outros outras inúmeros inúmeras esses essas estes estas tais".split(
    " ",
  ),
);
const PREPOSITIONS = new Set(
  "a de em por para com sem sobre entre contra até após perante segundo".split(" "),
);

/** Before these, "os/as" is an object pronoun ("que os leva", "não as torna"), not an article. */
const PRONOUN_CONTEXT = new Set(
  "que se não nunca já também quem onde quando como ainda só sempre nem jamais porque pois lhe isso isto ele ela eles elas nós você vocês tudo todos quanto enquanto e ou mas".split(
    " ",
  ),
);

function agreementFindings(text: string, checker: HunspellChecker): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  const re = w(`(?:${PLURAL_DETERMINERS}) ([\\p{Ll}]{4,})`);
  for (const m of text.matchAll(re)) {
    const noun = m[1] ?? "";
    if (NOT_NOUNS.has(noun) || /[sz]$/u.test(noun) || /(?:ar|er|ir|mente|ndo)$/u.test(noun)) continue;
    const before = /([\p{L}]+)[\s,]*$/u.exec(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index))?.[1];
    const det = (m[0].split(" ")[0] ?? "").toLocaleLowerCase("pt-BR");
    const prev = before?.toLocaleLowerCase("pt-BR") ?? "";
    const verbReading = checker.correct(`${noun}m`); // "leva" → "levam": the word may be a verb
    // "que os leva": after these words "os/as" may be an object pronoun before a verb.
    if ((det === "os" || det === "as") && PRONOUN_CONTEXT.has(prev) && verbReading) continue;
    // "para muitos, incentivo…": the determiner stands alone as a pronoun.
    if (PRONOUN_DETERMINERS.has(det) && PREPOSITIONS.has(prev)) continue;
    // "o Estado os empodera", "algumas pode…": a verb, unless a plural verb follows ("as pesquisa apontam").
    const next = /^\s+([\p{L}]+)/u.exec(text.slice((m.index ?? 0) + m[0].length))?.[1] ?? "";
    if (verbReading && !/m$/u.test(next)) continue;
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
      kind: "concordancia_nominal",
      message: `Concordância nominal: determinante plural com “${noun}” no singular.`,
      excerpt: excerptAround(text, start, start + m[0].length, 25),
    });
  }
  return out;
}

/** Third-person singular verbs that a plural subject cannot take ("eles vai", "os jovens sofre"). */
const SINGULAR_VERBS =
  "vai|está|estava|esteve|foi|era|é|pode|podia|deve|devia|faz|fez|precisa|sabe|consegue|acaba|fica|ficou|tinha|teve|quer|vive|sofre|possui|acredita|acha|começa|passa|continua|deixa|parece|usa|utiliza|busca|procura|sente|enfrenta|gera|causa|leva|traz|depende|ocorre|acontece|necessita|merece|recebe|perde|ganha|tende|costuma|poderia|deveria|seria|estaria|teria|iria|contribui|prejudica|influencia|afeta|aumenta|diminui|cresce|representa|demonstra|mostra|impede|permite|sofria|vivia|tornou|torna";
const PLURAL_SUBJECT_HEADS =
  "os|as|muitos|muitas|vários|várias|alguns|algumas|diversos|diversas|esses|essas|estes|estas|tais|inúmeros|inúmeras|certos|certas|outros|outras|poucos|poucas|todos os|todas as";
/** Plural words that usually open an adverbial ("muitas vezes", "alguns anos depois"), not a subject. */
const ADVERBIAL_PLURALS = new Set(
  "vezes anos dias meses semanas décadas séculos horas minutos quais demais mais menos".split(" "),
);
const PREPOSITIONS_BEFORE_PRONOUN =
  "para|pra|de|com|por|sem|entre|sobre|a|contra|até|perante|após|ante|segundo|conforme|que|como|do que";

/** Verbal agreement: plural subject (pronoun, or a plural noun phrase opening a clause) + singular verb. */
function verbalAgreementFindings(text: string): GrammarFinding[] {
  const out: GrammarFinding[] = [];
  const push = (start: number, end: number, message: string) =>
    out.push({
      rule: "concordancia_verbal",
      category: "concordancia",
      kind: "concordancia_verbal",
      message,
      excerpt: excerptAround(text, start, end, 25),
    });
  const adverbs = "(?:não |também |ainda |já |só |nunca |sempre |apenas |hoje |)";
  // "eles vai", "nós está" — not "para eles é…" (the pronoun is the object of a preposition).
  const pronoun = w(
    `(?<!(?:${PREPOSITIONS_BEFORE_PRONOUN}) )(?:eles|elas|nós) ${adverbs}(?:${SINGULAR_VERBS})(?! que)`,
  );
  for (const m of text.matchAll(pronoun))
    push(
      m.index ?? 0,
      (m.index ?? 0) + m[0].length,
      "Concordância verbal: sujeito no plural pede o verbo no plural (“eles vão”, “nós estamos”).",
    );
  // "Os jovens brasileiros sofre…" at the start of a sentence or clause.
  const phrase = new RegExp(
    `(?:^|[.;:!?]\\s+|,\\s+)((?:${PLURAL_SUBJECT_HEADS}) ([\\p{Ll}]+s)(?: [\\p{Ll}]+s)? ${adverbs}(?:${SINGULAR_VERBS}))(?![\\p{L}\\p{M}-])(?! que)`,
    "giu",
  );
  for (const m of text.matchAll(phrase)) {
    if (ADVERBIAL_PLURALS.has((m[2] ?? "").toLocaleLowerCase("pt-BR"))) continue;
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? "").length;
    push(
      start,
      (m.index ?? 0) + m[0].length,
      "Concordância verbal: o sujeito está no plural, e o verbo deve acompanhá-lo (“os jovens sofrem”).",
    );
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
      kind: "colocacao_pronominal",
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
        kind: "repeticao",
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
        kind: "estrutura",
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
      kind: "pontuacao",
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
          kind: rule.kind,
          message: rule.message,
          excerpt: excerptAround(p, start, start + m[0].length, 25),
        });
      }
    }
    out.push(
      ...agreementFindings(p, checker),
      ...verbalAgreementFindings(p),
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
