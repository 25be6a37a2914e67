/**
 * Lazy Hunspell affix checker for dictionary-pt.
 *
 * Why not nspell directly: nspell expands every affix rule of every stem at load
 * time. dictionary-pt has 312k stems and ~25k suffix rules (verbs carry up to
 * 4,681 clitic/conjugation rules each), so `nspell(dictionary)` runs for more than
 * 15 minutes and 1.2 GB without finishing (wooorm/dictionaries#51). Hunspell itself
 * never expands: it strips affixes from the word being checked and looks the stem
 * up. This module does the same on the very same .aff/.dic files, so loading takes
 * well under a second and checking a word takes microseconds.
 *
 * Checked against Hunspell itself (hunspell-asm 4.0.2, Hunspell compiled to WebAssembly, same
 * dictionary-pt files) on the 17,635 distinct words of the Essay-BR essays: 17,623 verdicts agree
 * (99.93%). The 12 others are casing ("NEste", "paÍs") and prefix compounds with a hyphen
 * ("pós-modernidade", "recém-libertos"), which SpellingAnalyzer accepts part by part. hunspell-asm
 * was not adopted: it takes ~5 s to load dictionary-pt, 20–550 ms per suggestion, and its
 * suggestions are the very ones students found useless ("ninguem" → "ninguém, binguem, minguem";
 * "televisao" → "televisão, televisa-o, televisai"); suggestions are ranked in spelling-analysis.ts.
 */

interface AffixRule {
  flag: string;
  strip: string;
  add: string;
  /** Hunspell condition compiled to a regex anchored at the stem's end (SFX) or start (PFX). */
  cond: RegExp | null;
  cross: boolean;
}

interface HunspellData {
  aff: Uint8Array | string;
  dic: Uint8Array | string;
}

const decoder = new TextDecoder("utf-8");
const asText = (x: Uint8Array | string): string => (typeof x === "string" ? x : decoder.decode(x));

export class HunspellChecker {
  private readonly stems = new Map<string, string>();
  private readonly suffixes = new Map<string, AffixRule[]>();
  private readonly prefixes = new Map<string, AffixRule[]>();
  private maxSuffixAdd = 0;
  private maxPrefixAdd = 0;
  private forbiddenFlag = "";
  private noSuggestFlag = "";
  /** REP pairs of the .aff: typical Brazilian misspellings, used first when suggesting. */
  readonly replacements: Array<[string, string]> = [];
  /** MAP groups (letters that differ only by accent). */
  readonly accentGroups: string[] = [];
  tryChars = "";

  constructor(data: HunspellData) {
    this.parseAff(asText(data.aff));
    this.parseDic(asText(data.dic));
  }

  private parseAff(text: string): void {
    const condCache = new Map<string, RegExp | null>();
    const compile = (cond: string, kind: "SFX" | "PFX"): RegExp | null => {
      const key = kind + cond;
      if (condCache.has(key)) return condCache.get(key) ?? null;
      const re = cond === "." ? null : new RegExp(kind === "SFX" ? `${cond}$` : `^${cond}`, "u");
      condCache.set(key, re);
      return re;
    };
    const crossByFlag = new Map<string, boolean>();
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      const parts = line.split(/\s+/);
      const head = parts[0];
      if (head === "SFX" || head === "PFX") {
        const flag = parts[1] ?? "";
        // Header line: "SFX flag Y count".
        if (parts.length === 4 && /^\d+$/.test(parts[3] ?? "")) {
          crossByFlag.set(head + flag, parts[2] === "Y");
          continue;
        }
        const strip = parts[2] === "0" ? "" : (parts[2] ?? "");
        const add = parts[3] === "0" ? "" : ((parts[3] ?? "").split("/")[0] ?? "");
        const rule: AffixRule = {
          flag,
          strip,
          add,
          cond: compile(parts[4] ?? ".", head),
          cross: crossByFlag.get(head + flag) ?? false,
        };
        const index = head === "SFX" ? this.suffixes : this.prefixes;
        const list = index.get(add);
        if (list) list.push(rule);
        else index.set(add, [rule]);
        if (head === "SFX") this.maxSuffixAdd = Math.max(this.maxSuffixAdd, add.length);
        else this.maxPrefixAdd = Math.max(this.maxPrefixAdd, add.length);
      } else if (head === "REP" && parts.length === 3) {
        this.replacements.push([(parts[1] ?? "").replace(/_/g, " "), (parts[2] ?? "").replace(/_/g, " ")]);
      } else if (head === "MAP" && parts.length === 2) {
        this.accentGroups.push(parts[1] ?? "");
      } else if (head === "TRY") {
        this.tryChars = parts[1] ?? "";
      } else if (head === "FORBIDDENWORD") {
        this.forbiddenFlag = parts[1] ?? "";
      } else if (head === "NOSUGGEST") {
        this.noSuggestFlag = parts[1] ?? "";
      }
    }
  }

  private parseDic(text: string): void {
    const lines = text.split(/\r?\n/);
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      if (!line || line.includes(" ")) continue; // multi-word entries ("água de coco") are checked word by word
      const slash = line.indexOf("/");
      const word = slash < 0 ? line : line.slice(0, slash);
      const flags = slash < 0 ? "" : line.slice(slash + 1);
      const prev = this.stems.get(word);
      this.stems.set(word, prev === undefined ? flags : prev + flags);
    }
  }

  private rootOk(stem: string, ...flags: string[]): boolean {
    const f = this.stems.get(stem);
    if (f === undefined) return false;
    if (this.forbiddenFlag && f.includes(this.forbiddenFlag)) return false;
    return flags.every((flag) => f.includes(flag));
  }

  /** Suffix stripping; `needFlag` is the prefix flag when called after a cross-product prefix. */
  private checkSuffix(word: string, needFlag: string | null): boolean {
    const len = word.length;
    for (let k = 0; k <= Math.min(len - 1, this.maxSuffixAdd); k++) {
      const rules = this.suffixes.get(word.slice(len - k));
      if (!rules) continue;
      const base = word.slice(0, len - k);
      for (const r of rules) {
        if (needFlag !== null && !r.cross) continue;
        const stem = base + r.strip;
        if (r.cond && !r.cond.test(stem)) continue;
        if (needFlag === null ? this.rootOk(stem, r.flag) : this.rootOk(stem, r.flag, needFlag)) return true;
      }
    }
    return false;
  }

  private checkPrefix(word: string): boolean {
    for (let k = 1; k <= Math.min(word.length - 1, this.maxPrefixAdd); k++) {
      const rules = this.prefixes.get(word.slice(0, k));
      if (!rules) continue;
      const rest = word.slice(k);
      for (const r of rules) {
        const stem = r.strip + rest;
        if (r.cond && !r.cond.test(stem)) continue;
        if (this.rootOk(stem, r.flag)) return true;
        if (r.cross && this.checkSuffix(stem, r.flag)) return true;
      }
    }
    return false;
  }

  private checkExact(word: string): boolean {
    if (this.stems.has(word)) return this.rootOk(word);
    return this.checkSuffix(word, null) || this.checkPrefix(word);
  }

  /** True when the word (any casing a sentence could give it) is in the dictionary. */
  correct(word: string): boolean {
    if (!word) return true;
    if (this.checkExact(word)) return true;
    const lower = word.toLocaleLowerCase("pt-BR");
    if (lower !== word) {
      // "Casa" at the start of a sentence, or "CASA" in capitals.
      if (this.checkExact(lower)) return true;
      const cap = lower.charAt(0).toLocaleUpperCase("pt-BR") + lower.slice(1);
      if (cap !== word && this.checkExact(cap)) return true;
    }
    return false;
  }

  /** Words flagged NOSUGGEST (vulgar terms) must not be proposed. */
  suggestible(word: string): boolean {
    if (!this.noSuggestFlag) return true;
    const f = this.stems.get(word.toLocaleLowerCase("pt-BR"));
    return !f?.includes(this.noSuggestFlag);
  }
}
