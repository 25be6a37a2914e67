/**
 * C1 spelling: finds words missing from the pt dictionary, with suggestions.
 * Proper nouns, acronyms, numbers, foreign terms in common use and any word that
 * appears in the topic's own texts are not counted as errors.
 */
import type { HunspellChecker } from "./hunspell-checker.ts";
import { lowerPt, type Sentence, stripAccents } from "./text-utils.ts";
import frequency from "./word-frequency.json" with { type: "json" };

/** Words of Essay-BR accepted by dictionary-pt, by frequency (scripts/build-word-frequency.ts). */
const WORD_RANK = new Map(frequency.words.split(" ").map((w, i) => [w, i] as const));
const ALPHABET = [..."aeiosrnmtcdlpuvgbfhzjxqçáéíóúâêôãõàü"];

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
    "fakes reality tv lockdown covid covid-19 fitness fashion performance status shopping design designer link links login spam hacker hackers " +
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

  /** Frequency rank of a word in Essay-BR (0 = most frequent), Infinity when not among its common words. */
  rank(word: string): number {
    return WORD_RANK.get(lowerPt(word)) ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Up to `limit` corrections, best first, or none when no candidate is good enough (a wrong
   * suggestion is worse than none). Candidates by kind: known fused/split slips, accent-only
   * changes ("ninguem" → "ninguém"), the .aff REP table of typical Brazilian slips ("excessão"
   * → "exceção"), one-letter edits (accents ignored), and a split after a preposition/article.
   * Within a kind, common words (Essay-BR frequency) come first. One-letter edits and splits
   * must be common words: the dictionary also accepts rare forms one letter away ("binguem",
   * "televisai") that are never what a student meant. Hyphenated forms (clitics: "televisa-o")
   * are only proposed for a hyphenated word.
   */
  suggest(word: string, limit = 3): string[] {
    const cached = this.suggestionCache.get(word);
    if (cached) return cached.slice(0, limit);
    const lower = lowerPt(word);
    const bareLower = stripAccents(lower);
    const best = new Map<string, number>(); // candidate → tier (lower is better)
    const seen = new Set<string>();
    const consider = (c: string, tier: number) => {
      if (seen.has(c)) return;
      seen.add(c);
      if (!c || c === lower || (c.includes("-") && !lower.includes("-"))) return;
      // Accent-only changes are always plausible; other edits only towards a common word.
      const accentOnly = stripAccents(c) === bareLower;
      if (!accentOnly && (!WORD_RANK.has(c) || lower.length < 4)) return;
      if (!this.checker.correct(c) || !this.checker.suggestible(c)) return;
      best.set(c, accentOnly ? 1 : tier);
    };
    const slip = KNOWN_SLIPS[lower];
    if (slip) best.set(slip, 0);
    for (const c of this.accentCandidates(lower)) consider(c, 1);
    for (const [from, to] of this.checker.replacements) {
      let idx = lower.indexOf(from);
      while (idx >= 0) {
        const c = lower.slice(0, idx) + to + lower.slice(idx + from.length);
        consider(c, 2);
        for (const a of this.accentCandidates(c)) consider(a, 2);
        idx = lower.indexOf(from, idx + 1);
      }
    }
    const edits = [...this.edits1(lower)];
    for (const c of edits) consider(c, 3);
    // An edit plus an accent ("sidadao" → "cidadão") only when nothing closer was found.
    if (best.size === 0) for (const c of edits) for (const a of this.accentCandidates(c)) consider(a, 3);
    // Fused words ("derrepente"): only after a preposition/article, otherwise splits are noise.
    if (best.size === 0) {
      for (const head of SPLIT_HEADS) {
        const rest = lower.slice(head.length);
        if (lower.startsWith(head) && rest.length > 2 && WORD_RANK.has(rest) && this.checker.correct(rest))
          best.set(`${head} ${rest}`, 4);
      }
    }
    const result = [...best]
      .sort((a, b) => a[1] - b[1] || this.rank(a[0]) - this.rank(b[0]) || a[0].localeCompare(b[0], "pt-BR"))
      .map(([c]) => c)
      .slice(0, 3);
    if (this.suggestionCache.size > 5000) this.suggestionCache.clear();
    this.suggestionCache.set(word, result);
    return result.slice(0, limit);
  }

  /** Deletions, transpositions, substitutions and insertions of one letter. */
  private *edits1(word: string): Generator<string> {
    for (let i = 0; i <= word.length; i++) {
      if (i < word.length) {
        yield word.slice(0, i) + word.slice(i + 1);
        if (i < word.length - 1) yield word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      }
      for (const ch of ALPHABET) {
        if (i < word.length) yield word.slice(0, i) + ch + word.slice(i + 1);
        yield word.slice(0, i) + ch + word.slice(i);
      }
    }
  }
}
