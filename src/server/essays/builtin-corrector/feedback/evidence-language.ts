/** Explainers (feature-evidence.ts) for length, norma-padrão, vocabulary, theme and repertoire features. */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";
import { REPERTOIRE_LABEL } from "../analysis/repertoire.ts";
import { splitSentences } from "../analysis/text-utils.ts";
import { type FeatureExplainer, many, num, pct, quoted } from "./evidence-format.ts";
import { ex } from "./feedback-text.ts";

const grammarOf = (a: EssayAnalysis, pick: (category: string) => boolean) =>
  a.grammar.filter((g) => pick(g.category));
const slips = (a: EssayAnalysis) =>
  grammarOf(a, (c) => c !== "pontuacao" && c !== "repeticao" && c !== "estrutura" && c !== "oralidade");
const ownRepertoire = (a: EssayAnalysis) => a.repertoire.filter((r) => !r.fromPrompt);

const words: FeatureExplainer = {
  key: "words",
  value: (a) => a.words,
  reference: (v) => `têm em média ${num(v)} palavras`,
  essay: (a) => `o seu tem ${a.words}`,
};

const repeated: FeatureExplainer = {
  key: "repeated",
  value: (a) => grammarOf(a, (c) => c === "repeticao").length,
  reference: (v) => `têm em média ${many(v, "palavra repetida", "palavras repetidas")} em sequência`,
  essay: (a) => {
    const r = grammarOf(a, (c) => c === "repeticao");
    return `o seu tem ${r.length}${quoted(r.map((g) => g.excerpt))}`;
  },
};

const longestSentence = (a: EssayAnalysis) => {
  const lengths = a.mechanics.sentenceLengths;
  const i = lengths.indexOf(Math.max(0, ...lengths));
  const text = i >= 0 ? a.paragraphs.flatMap((p) => splitSentences(p))[i] : undefined;
  const w = text ? text.split(/\s+/) : [];
  return {
    words: lengths[i] ?? 0,
    start: w.length ? `${w.slice(0, 8).join(" ")}${w.length > 8 ? "…" : ""}` : "",
  };
};

export const LANGUAGE_EXPLAINERS: Record<string, FeatureExplainer> = {
  commas_per_100: {
    key: "commas",
    value: (a) => (100 * a.mechanics.commas) / Math.max(1, a.words),
    reference: (v) =>
      `usam em média ${num(v)} vírgulas a cada 100 palavras (para isolar conectivos, adjuntos deslocados e explicações)`,
    essay: (a) => `o seu usa ${num((100 * a.mechanics.commas) / Math.max(1, a.words))}`,
  },
  opener_comma_missing: {
    key: "opener_comma",
    value: (a) => a.mechanics.openersWithoutComma.length,
    reference: (v) =>
      `deixam em média ${many(v, "conectivo", "conectivos")} de início de período sem a vírgula`,
    essay: (a) =>
      `o seu deixa ${a.mechanics.openersWithoutComma.length}${quoted(a.mechanics.openersWithoutComma, 2)}`,
  },
  longest_sentence: {
    key: "longest_sentence",
    value: (a) => longestSentence(a).words,
    reference: (v) => `têm o período mais longo com ${num(v)} palavras em média`,
    essay: (a) => {
      const l = longestSentence(a);
      return `o seu mais longo tem ${l.words}${l.start ? ` (“${l.start}”)` : ""}`;
    },
  },
  accent_slip_rate: {
    key: "accent",
    value: (a) => a.mechanics.accentSlips,
    reference: (v) =>
      `têm em média ${many(v, "erro de acentuação detectável", "erros de acentuação detectáveis")}`,
    essay: (a) => `o seu tem ${a.mechanics.accentSlips}${quoted(a.mechanics.accentSlipWords, 4)}`,
  },
  other_misspell_rate: {
    key: "misspell_other",
    value: (a) => a.misspelledTokens - a.mechanics.accentSlips,
    reference: (v) =>
      `têm em média ${many(v, "erro de grafia detectável", "erros de grafia detectáveis")} (fora os de acento)`,
    essay: (a) => {
      const accent = new Set(a.mechanics.accentSlipWords);
      const other = a.misspellings.filter((m) => !accent.has(m.word));
      return `o seu tem ${a.misspelledTokens - a.mechanics.accentSlips}${quoted(
        other.map((m) => m.word),
        4,
      )}`;
    },
  },
  log_words: words,
  short_text: {
    key: "lines",
    value: (a) => a.lines,
    reference: (v) => `ocupam em média ${num(v)} linhas`,
    essay: (a) => `o seu ocupa cerca de ${a.lines}`,
  },
  duplication_rate: repeated,
  duplication_count: repeated,
  misspell_rate: {
    key: "misspell",
    value: (a) => a.misspelledTokens,
    reference: (v) =>
      `têm em média ${many(v, "erro de grafia ou acentuação detectável", "erros de grafia ou acentuação detectáveis")}`,
    essay: (a) =>
      `o seu tem ${a.misspelledTokens}${quoted(
        a.misspellings.map((m) => m.word),
        4,
      )}`,
  },
  grammar_rate: {
    key: "grammar",
    value: (a) => slips(a).length,
    reference: (v) =>
      `têm em média ${many(v, "desvio detectável", "desvios detectáveis")} de concordância, regência, crase ou pronomes`,
    essay: (a) =>
      `o seu tem ${slips(a).length}${quoted(
        slips(a).map((g) => g.excerpt),
        2,
      )}`,
  },
  orality: {
    key: "orality",
    value: (a) => a.grammarByCategory.oralidade,
    reference: (v) => `têm em média ${many(v, "marca", "marcas")} de oralidade`,
    essay: (a) =>
      `o seu tem ${a.grammarByCategory.oralidade}${quoted(
        grammarOf(a, (c) => c === "oralidade").map((g) => g.excerpt),
        2,
      )}`,
  },
  long_sentences: {
    key: "long_sentences",
    value: (a) => a.grammarByCategory.estrutura,
    reference: (v) => `têm em média ${many(v, "período longo", "períodos longos")} demais`,
    essay: (a) =>
      `o seu tem ${a.grammarByCategory.estrutura}${quoted(
        grammarOf(a, (c) => c === "estrutura").map((g) => g.excerpt),
        1,
      )}`,
  },
  mattr: {
    key: "variety",
    value: (a) => 100 * a.lexical.mattr,
    reference: (v) => `variam o vocabulário: a cada 50 palavras, ${num(v)}% são diferentes`,
    essay: (a) => `no seu, ${num(100 * a.lexical.mattr)}%`,
  },
  formal_words: {
    key: "formal",
    value: (a) => a.lexical.formalWords.length,
    reference: (v) => `usam em média ${many(v, "palavra própria", "palavras próprias")} do registro formal`,
    essay: (a) => `o seu usa ${a.lexical.formalWords.length}${quoted(a.lexical.formalWords)}`,
  },
  first_person_plural: {
    key: "first_person",
    value: (a) => a.lexical.firstPersonPlural,
    reference: (v) => `usam em média ${many(v, "forma", "formas")} na 1ª pessoa do plural (‘nós’, ‘devemos’)`,
    essay: (a) => `o seu usa ${a.lexical.firstPersonPlural}`,
  },
  key_coverage: {
    key: "key_terms",
    value: (a) => 100 * a.topic.keyCoverage,
    reference: (v) => `retomam em média ${num(v)}% das palavras-chave do tema`,
    essay: (a) =>
      `o seu retoma ${pct(a.topic.keyCoverage)}${a.topic.foundKeyTerms.length ? ` (${a.topic.foundKeyTerms.slice(0, 3).map(ex).join(", ")})` : ""}${
        a.topic.missingKeyTerms.length
          ? `, sem ${a.topic.missingKeyTerms.slice(0, 3).map(ex).join(", ")}`
          : ""
      }`,
  },
  repertoire_items: {
    key: "repertoire",
    value: (a) => ownRepertoire(a).length,
    reference: (v) =>
      `trazem em média ${many(v, "referência", "referências")} de repertório (autores, leis, dados, fatos históricos)`,
    essay: (a) =>
      `o seu traz ${ownRepertoire(a).length}${quoted(
        ownRepertoire(a).map((r) => r.excerpt),
        2,
      )}`,
  },
  repertoire_kinds: {
    key: "repertoire_kinds",
    value: (a) => new Set(ownRepertoire(a).map((r) => r.kind)).size,
    reference: (v) => `usam em média ${many(v, "tipo", "tipos")} de repertório`,
    essay: (a) => {
      const kinds = [...new Set(ownRepertoire(a).map((r) => REPERTOIRE_LABEL[r.kind]))];
      return `o seu usa ${kinds.length}${kinds.length ? ` (${kinds.join(", ")})` : ""}`;
    },
  },
  narrative_ratio: {
    key: "narrative",
    value: (a) => a.textType.narrativeSigns.length,
    reference: (v) => `têm em média ${many(v, "marca narrativa", "marcas narrativas")}`,
    essay: (a) => `o seu tem ${a.textType.narrativeSigns.length}${quoted(a.textType.narrativeSigns)}`,
  },
};
