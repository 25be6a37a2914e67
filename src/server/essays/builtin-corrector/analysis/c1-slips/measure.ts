/** Share of the seeded slips found per kind, and false flags on the clean sentences. */
import { c1SlipKinds, findGrammarIssues } from "../grammar-rules.ts";
import type { HunspellChecker } from "../hunspell-checker.ts";
import type { SpellingAnalyzer } from "../spelling-analysis.ts";
import { sentencesOf } from "../text-utils.ts";
import { CLEAN_SENTENCES, SEEDED_SLIPS, type SeededSlip } from "./slips.ts";

export interface SeededReport {
  perKind: Array<{ kind: string; found: number; total: number; share: number }>;
  found: number;
  total: number;
  /** Slip sentences where a kind they were not labelled with was also flagged. */
  wrongKind: number;
  wrongKindSentences: string[];
  /** Slips not found: "sentence [kind]". */
  missed: string[];
  cleanTotal: number;
  /** Clean sentences flagged, with what flagged them. */
  cleanFlagged: string[];
}

/** Kinds found in one sentence by the spelling and grammar analysers. */
export function kindsFound(text: string, checker: HunspellChecker, spelling: SpellingAnalyzer): string[] {
  const misspellings = spelling.analyze(sentencesOf([text]), new Set());
  return c1SlipKinds(findGrammarIssues([text], checker), misspellings).map((k) => k.kind);
}

export function measureSeeded(
  checker: HunspellChecker,
  spelling: SpellingAnalyzer,
  slips: SeededSlip[] = SEEDED_SLIPS,
  clean: string[] = CLEAN_SENTENCES,
): SeededReport {
  const tally = new Map<string, { found: number; total: number }>();
  const missed: string[] = [];
  const wrongKindSentences: string[] = [];
  for (const s of slips) {
    const found = kindsFound(s.text, checker, spelling);
    for (const kind of s.kinds) {
      const t = tally.get(kind) ?? { found: 0, total: 0 };
      t.total++;
      if (found.includes(kind)) t.found++;
      else missed.push(`${s.text} [${kind}]`);
      tally.set(kind, t);
    }
    const extra = found.filter((k) => !(s.kinds as string[]).includes(k));
    if (extra.length) wrongKindSentences.push(`${s.text} [+${extra.join(", ")}]`);
  }
  const cleanFlagged: string[] = [];
  for (const text of clean) {
    const found = kindsFound(text, checker, spelling);
    if (found.length) cleanFlagged.push(`${text} [${found.join(", ")}]`);
  }
  const perKind = [...tally].map(([kind, t]) => ({ kind, ...t, share: t.found / t.total }));
  return {
    perKind,
    found: perKind.reduce((n, k) => n + k.found, 0),
    total: perKind.reduce((n, k) => n + k.total, 0),
    wrongKind: wrongKindSentences.length,
    wrongKindSentences,
    missed,
    cleanTotal: clean.length,
    cleanFlagged,
  };
}
