/**
 * C1 spelling: finds words missing from the pt dictionary, with suggestions.
 * Proper nouns, acronyms, numbers, foreign terms in common use and any word that
 * appears in the topic's own texts are not counted as errors.
 */
import type { HunspellChecker } from "./hunspell-checker.ts";
import { lowerPt, type Sentence, stripAccents } from "./text-utils.ts";

export interface Misspelling {
  word: string;
  suggestions: string[];
  count: number;
}

/** Foreign words routinely used in essays: they should be in quotes or italics, but are not misspellings. */
const FOREIGN_OK = new Set(
  (
    "internet online offline fake news smartphone smartphones app apps software hardware streaming streamings bullying cyberbullying " +
    "marketing influencer influencers youtuber youtubers blogger blog blogs vlog site sites e-mail home office delivery startup startups " +
    "fast-food food selfie selfies like likes post posts feed hater haters web wi-fi podcast podcasts game games gamer gamers show shows " +
    "reality lockdown covid covid-19 fitness fashion performance status shopping design designer link links login spam hacker hackers " +
    "chat ok mainstream outdoor slogan lobby ranking boom twitter instagram facebook whatsapp tiktok youtube netflix google deepfake " +
    "deepfakes bot bots clickbait trending topics hashtag hashtags fandom impeachment apartheid habeas corpus quo per capita versus lato sensu " +
    "stricto loco priori posteriori hoc modus operandi vide sine qua non big data tech techs fake-news homeschooling ead bullies " +
    "cancel culture stalker stalking sexting nudes cyber gap gaps coaching coach crush meme memes gif fintech fintechs uber ifood " +
    "black friday marketplace e-commerce commerce self made feedback feedbacks fake-new mass media pop hip-hop rap funk rock " +
    "déficit déficits superávit habitat"
  ).split(" "),
);

/** Parts allowed around a hyphen besides dictionary words: clitic pronouns and bound prefixes. */
const HYPHEN_PARTS = new Set(
  "se lo la los las lhe lhes me te nos vos o a os as no na nas ex pós pré pró recém vice além aquém sem anti auto contra extra infra intra neo pan semi sobre sub super supra ultra co micro macro mini multi não bem mal".split(
    " ",
  ),
);

/** Fused or split spellings that edit-distance search cannot reach. */
const KNOWN_SLIPS: Record<string, string> = {
  concerteza: "com certeza",
  derrepente: "de repente",
  apartir: "a partir",
  afim: "a fim",
  porisso: "por isso",
  enfim: "enfim",
  dêem: "deem",
  vêem: "veem",
  lêem: "leem",
  crêem: "creem",
  idéia: "ideia",
  idéias: "ideias",
  menas: "menos",
  seje: "seja",
  esteje: "esteja",
  fakenews: "fake news",
};

const SPLIT_HEADS = [
  "a",
  "de",
  "com",
  "por",
  "em",
  "se",
  "sem",
  "para",
  "mais",
  "bem",
  "mal",
  "o",
  "da",
  "do",
  "na",
  "no",
];

export class SpellingAnalyzer {
  private readonly suggestionCache = new Map<string, string[]>();
  private readonly accentVariants = new Map<string, string>();

  constructor(private readonly checker: HunspellChecker) {
    for (const group of checker.accentGroups) for (const ch of group) this.accentVariants.set(ch, group);
  }

  /** Is `word` acceptable in a formal essay (ignoring case rules)? */
  isKnown(word: string, topicVocabulary: Set<string>): boolean {
    const lower = lowerPt(word);
    if (FOREIGN_OK.has(lower) || topicVocabulary.has(lower)) return true;
    if (this.checker.correct(word)) return true;
    if (word.includes("-")) {
      const parts = word.split("-");
      return parts.every(
        (p) =>
          p.length === 0 ||
          HYPHEN_PARTS.has(lowerPt(p)) ||
          this.checker.correct(p) ||
          FOREIGN_OK.has(lowerPt(p)),
      );
    }
    if (word.includes("'")) return word.split("'").every((p) => p.length <= 1 || this.checker.correct(p));
    return false;
  }

  analyze(sentences: Sentence[], topicVocabulary: Set<string>, maxSuggested = 10): Misspelling[] {
    const found = new Map<string, Misspelling>();
    const midSentenceCapitals = new Set(
      sentences.flatMap((s) =>
        s.tokens
          .slice(1)
          .filter((t) => /^\p{Lu}/u.test(t.text))
          .map((t) => t.text),
      ),
    );
    for (const s of sentences) {
      s.tokens.forEach((t, i) => {
        if (!/^[\p{L}]/u.test(t.text) || t.text.length < 2) return;
        if (/\d/.test(t.text)) return;
        const letters = t.text.replace(/[^\p{L}]/gu, "");
        if (letters.length >= 2 && letters === letters.toLocaleUpperCase("pt-BR")) return; // acronym: IBGE, ONU
        const capitalised = /^\p{Lu}/u.test(t.text);
        if (this.isKnown(t.text, topicVocabulary)) return;
        if (capitalised) {
          // Mid-sentence capitals are proper nouns. At sentence start a name is also possible ("Foucault
          // afirma…"), so only count long words never capitalised elsewhere that are one edit from a word.
          if (i > 0 || midSentenceCapitals.has(t.text)) return;
          if (
            !this.accentFix(lowerPt(t.text)) &&
            (letters.length < 6 || this.suggest(lowerPt(t.text), 1).length === 0)
          )
            return;
        }
        const key = t.text;
        const entry = found.get(key);
        if (entry) entry.count++;
        else found.set(key, { word: key, suggestions: [], count: 1 });
      });
    }
    const list = [...found.values()];
    // Suggestions are deterministic (no time budget), so the same essay always gets the same output.
    list.slice(0, maxSuggested).forEach((m) => {
      m.suggestions = this.suggest(m.word);
    });
    return list;
  }

  /** Single accent fix ("tambem" → "também"), the most frequent slip. */
  private accentFix(word: string): string | null {
    for (const cand of this.accentCandidates(word)) if (this.checker.correct(cand)) return cand;
    return null;
  }

  private *accentCandidates(word: string): Generator<string> {
    const chars = [...word];
    for (let i = 0; i < chars.length; i++) {
      const group = this.accentVariants.get(chars[i] ?? "");
      if (!group) continue;
      for (const alt of group) {
        if (alt === chars[i] || alt !== lowerPt(alt)) continue;
        yield [...chars.slice(0, i), alt, ...chars.slice(i + 1)].join("");
      }
    }
    // Two accent changes are rare; one removal of all accents covers "fôrma"-type over-accenting.
    const bare = stripAccents(word);
    if (bare !== word) yield bare;
  }

  /** Up to `limit` corrections: known slips, accent fixes, the .aff REP table, then one-letter edits. */
  suggest(word: string, limit = 3): string[] {
    const cached = this.suggestionCache.get(word);
    if (cached) return cached.slice(0, limit);
    const lower = lowerPt(word);
    const out: string[] = [];
    const slip = KNOWN_SLIPS[lower];
    if (slip) out.push(slip);
    const push = (c: string) => {
      if (c !== lower && !out.includes(c) && this.checker.correct(c) && this.checker.suggestible(c))
        out.push(c);
    };
    for (const c of this.accentCandidates(lower)) push(c);
    for (const [from, to] of this.checker.replacements) {
      let idx = lower.indexOf(from);
      while (idx >= 0 && out.length < 6) {
        push(lower.slice(0, idx) + to + lower.slice(idx + from.length));
        idx = lower.indexOf(from, idx + 1);
      }
    }
    // Edit distance 1: deletions and transpositions, then substitutions/insertions until one works.
    const alphabet = [..."aeiosrnmtcdlpuvgbfhzjxqçáéíóúâêôãõ"];
    for (let i = 0; i < lower.length && out.length < 3; i++) {
      push(lower.slice(0, i) + lower.slice(i + 1));
      if (i < lower.length - 1) push(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
    }
    for (let i = 0; i <= lower.length && out.length === 0; i++) {
      for (const ch of alphabet) {
        if (i < lower.length) push(lower.slice(0, i) + ch + lower.slice(i + 1));
        push(lower.slice(0, i) + ch + lower.slice(i));
      }
    }
    // Fused words ("derrepente"): only after a preposition/article, otherwise splits are noise.
    if (out.length === 0) {
      for (const head of SPLIT_HEADS) {
        const rest = lower.slice(head.length);
        if (lower.startsWith(head) && rest.length > 2 && this.checker.correct(rest))
          out.push(`${head} ${rest}`);
      }
    }
    const result = out.slice(0, 3);
    if (this.suggestionCache.size > 5000) this.suggestionCache.clear();
    this.suggestionCache.set(word, result);
    return result.slice(0, limit);
  }
}
