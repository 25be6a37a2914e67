/** Text handling shared by the offline tutor's search and its answers. */

import { unaccentLower } from "#domain/shared/text";
import { formulaKeysOfMessage } from "#domain/tutor/formula-keys";

/** Lower case without accents: "Função" → "funcao". Mirrors rumo_unaccent in the tutor_search migration. */
export const normalize = unaccentLower;

export function tokens(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * Words that say how the student asks, not what about. PostgreSQL's Portuguese stop words already
 * drop "como", "de", "que"…; these are the chat-specific ones that would match half the material.
 */
const CHAT_WORDS = new Set(
  (
    "oi ola ei bom boa dia tarde noite tudo bem obrigado obrigada valeu vlw por favor pfv ajuda ajudar ajude " +
    "duvida duvidas pergunta perguntar explica explicar explique explicacao entender entendi nao sei saber " +
    "quero queria gostaria preciso pode poderia consegue voce me mim sobre isso isto aquilo coisa coisas " +
    "questao questoes exercicio exercicios enem vestibular prova materia conteudo assunto tema " +
    "tutor tutora amiga estudo estudar estudando fazer faz resolver resolve ok certo legal " +
    // Filler and "how" words: a word found nowhere in the material makes the answer partial.
    "mano mana galera gente pessoal professor professora prof aula ensina ensinar ensine mostra " +
    "mostrar mostre diz dizer rapidinho facil basico basica exemplo exemplos significa significado " +
    "definicao define definir conceito perdido perdida confuso confusa dificuldade dificil calcular " +
    "calcula calcule calculo calculos achar acho encontrar descobrir determinar " +
    // How students type in a chat: abbreviations, fillers and feelings about the subject.
    "pfvr porfavor plmdds vcs voces tbm mto mta muito muita oque qnd qnt qnts qual quais " +
    "resumido resumida resumo resume resumir sempre erro erros errei errando confundo confundindo " +
    "nunca entendo entende ninguem ta tah pra pro pros pras entao dai vey velho cara kkk kkkk " +
    "usa usar usamos serve funciona rapido rapida urgente amanha hoje socorro tipo principais principal " +
    "caem cai cair importante importantes topicos qts qnts qtos qto qnto qnt qtas qntas msm hj " +
    "todo toda todos todas mundo afinal"
  ).split(" "),
);

const GREETINGS = new Set(
  "oi ola ei eae opa bom boa dia tarde noite tudo bem beleza salve hey hello".split(" "),
);
const THANKS = new Set(
  "obrigado obrigada brigado brigada valeu vlw muito obg agradeco show otimo legal".split(" "),
);

export type Intent = "greeting" | "thanks" | "question";

/** A message made only of greeting words is a greeting; only of thanks, thanks; anything else a question. */
export function intentOf(message: string): Intent {
  const words = tokens(message);
  if (words.length === 0 || words.length > 6) return "question";
  if (words.every((w) => GREETINGS.has(w))) return "greeting";
  if (words.every((w) => THANKS.has(w) || GREETINGS.has(w))) return "thanks";
  return "question";
}

/** Content words shorter than three letters that students do ask about ("o que é pH?"). */
const SHORT_TERMS = new Set(["ph"]);

const longEnough = (w: string) => w.length >= 3 || SHORT_TERMS.has(w);

/**
 * The words of a message worth searching for, at most 12, in order, then the keys of the formulas
 * it types ("F = m.a" → "fma"), which the study cards' searched text holds too.
 */
export function searchWords(message: string): string[] {
  const seen = new Set<string>();
  for (const w of tokens(message)) if (longEnough(w) && !/^\d+$/.test(w) && !CHAT_WORDS.has(w)) seen.add(w);
  const formulas = formulaKeysOfMessage(message);
  // The formula's single letters are not words of their own ("F = m.a" gives no "m").
  return [...formulas, ...[...seen].filter((w) => !formulas.some((k) => k.includes(w)))].slice(0, 12);
}

/**
 * Search prefixes from the Portuguese stems PostgreSQL gives. Its stemmer leaves "funca" for
 * "funcao" and "funco" for "funcoes", so a final vowel is dropped from longer stems and the match is
 * by prefix ("func:*"), which joins singular, plural and derived forms. Other stems stay whole:
 * shortening "meios" (meiose) to "meio" would match every "meio".
 */
export function prefixesOf(stems: string[]): string[] {
  const out = new Set<string>();
  for (const stem of stems) {
    const clean = stem.replace(/[^a-z0-9]/g, "");
    if (!longEnough(clean)) continue;
    out.add(clean.length > 4 && /[aeiou]$/.test(clean) ? clean.slice(0, -1) : clean);
  }
  return [...out];
}

/**
 * Whether a word is a form of the prefix. A prefix of three letters or fewer only takes short
 * endings: "are" (área) matches "areas" but "val" (mais-valia) does not match "validade", nor "nin"
 * (El Niño) "ninguem".
 */
export function startsWithTerm(word: string, prefix: string): boolean {
  return word.startsWith(prefix) && (prefix.length > 3 || word.length <= prefix.length + 2);
}

/** Which of the prefixes start some word of `text`. */
export function matchedPrefixes(text: string, prefixes: string[]): string[] {
  const words = [...new Set(tokens(text))];
  return prefixes.filter((p) => words.some((w) => startsWithTerm(w, p)));
}

/** How many times the prefixes occur as words of `text`. */
export function occurrences(text: string, prefixes: string[]): number {
  return tokens(text).filter((w) => prefixes.some((p) => startsWithTerm(w, p))).length;
}

/** A term's weight: rare terms ("meiose") say more about the question than common ones ("diferença"). */
export function termWeight(documentFrequency: number, documents: number): number {
  return Math.log((documents + 1) / (documentFrequency + 1)) + 0.1;
}

/** The share (0–1) of the question's weight that a piece of material matches. */
export function coverage(text: string, weights: Map<string, number>): number {
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  const matched = matchedPrefixes(text, [...weights.keys()]).reduce((n, p) => n + (weights.get(p) ?? 0), 0);
  return matched / total;
}

/** Material must cover half of what the question is about, or 30% when its topic matched too. */
export const MIN_COVERAGE = 0.5;
export const MIN_CORROBORATED_COVERAGE = 0.3;

/** Cuts at a sentence end within `max` characters when there is one, else at a word, with an ellipsis. */
export function clipSentences(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  if (end > max * 0.4) return cut.slice(0, end + 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : max).trimEnd()}…`;
}

/**
 * Keeps material text from being read as Markdown, math or HTML when quoted in an answer: "R$ 80"
 * must not open a formula, "~30%" must not strike through, "<b>" is shown as text (a backslash
 * escapes any ASCII punctuation in CommonMark) and "400π > 312π" keeps its sign.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]#|$~<>])/g, "\\$1");
}
