/**
 * Numeric features for the calibrated model, one group per competency. Each is a
 * readable quantity from the analysers (rates per 100 words, shares, counts), so the
 * fitted weights can be inspected and the feedback can cite the same facts.
 */
import type { EssayAnalysis } from "../analysis/essay-analysis.ts";

const per100 = (n: number, words: number) => (100 * n) / Math.max(50, words);
const log1p = (x: number) => Math.log(1 + Math.max(0, x));

function sd(xs: number[]): number {
  if (!xs.length) return 0;
  const mean = xs.reduce((x, y) => x + y, 0) / xs.length;
  return Math.sqrt(xs.reduce((x, y) => x + (y - mean) ** 2, 0) / xs.length);
}

export function featureVector(a: EssayAnalysis): Record<string, number> {
  const w = a.words;
  const g = a.grammarByCategory;
  const s = a.structure;
  const c = a.cohesion;
  const m = a.mechanics;
  const p = a.proposal;
  const own = a.repertoire.filter((r) => !r.fromPrompt);
  const kinds = new Set(own.map((r) => r.kind));
  const n = s.paragraphCount;
  const devSupport = s.developmentSupport.length
    ? s.developmentSupport.reduce((x, y) => x + y, 0) / s.developmentSupport.length
    : 0;
  return {
    // Length and shape (all competencies depend on having developed the text).
    log_words: Math.log(Math.max(20, w)),
    lines: Math.min(30, a.lines),
    // Scores drop steeply below ~20 handwritten lines and plateau above (Essay-BR).
    short_text: Math.max(0, 20 - a.lines) / 10,
    words_per_sentence: c.sentenceCount ? w / c.sentenceCount : w,
    // C1 (counts as well as rates: graders judge how many deviations a whole essay has)
    misspell_count: log1p(a.misspelledTokens),
    grammar_count: log1p(a.grammar.length - g.pontuacao - g.repeticao),
    duplication_count: log1p(g.repeticao),
    avg_word_length: a.lexical.avgWordLength,
    long_word_share: a.lexical.longWordShare,
    mattr: a.lexical.mattr,
    formal_words: Math.min(8, a.lexical.formalWords.length),
    first_person_plural: per100(a.lexical.firstPersonPlural, w),
    questions: Math.min(5, a.lexical.questions),
    misspell_rate: per100(a.misspelledTokens, w),
    grammar_rate: per100(a.grammar.length - g.pontuacao - g.repeticao, w),
    punctuation_rate: per100(g.pontuacao, w),
    duplication_rate: per100(g.repeticao, w),
    long_sentences: g.estrutura,
    orality: g.oralidade,
    // C1 mechanics (analysis/writing-mechanics.ts)
    commas_per_100: per100(m.commas, w),
    opener_comma_missing: m.openers ? m.openersWithoutComma.length / m.openers : 0,
    opener_comma_missing_count: Math.min(5, m.openersWithoutComma.length),
    sentence_length_sd: Math.min(40, sd(m.sentenceLengths)),
    longest_sentence: Math.min(120, Math.max(0, ...m.sentenceLengths)),
    accent_slip_rate: per100(m.accentSlips, w),
    other_misspell_rate: per100(a.misspelledTokens - m.accentSlips, w),
    // C2
    topic_similarity: a.topic.similarity,
    key_coverage: a.topic.keyCoverage,
    min_paragraph_similarity: a.topic.paragraphSimilarities.length
      ? Math.min(...a.topic.paragraphSimilarities)
      : 0,
    repertoire_items: log1p(own.length),
    repertoire_kinds: kinds.size,
    repertoire_in_intro: own.some((r) => r.paragraph === 0) ? 1 : 0,
    narrative_ratio: Math.min(2, a.textType.narrativeRatio),
    argumentative_density: per100(a.textType.argumentativeSigns, w),
    copied_share: a.copy.copiedWordShare,
    // C3
    paragraphs_ok: n >= 4 && n <= 6 ? 1 : 0,
    paragraphs_few: n <= 2 ? 1 : 0,
    balance: s.balance,
    thesis: s.thesis ? 1 : 0,
    conclusion_opener: s.conclusionOpener ? 1 : 0,
    intro_conclusion_overlap: s.introConclusionOverlap,
    development_support: Math.min(3, devSupport),
    novelty: s.novelty,
    // C4
    distinct_connectives: c.distinctConnectives,
    distinct_relations: c.distinctRelations.length,
    inter_paragraph_ratio: c.interParagraphRatio,
    intra_per_sentence: Math.min(3, c.intraPerSentence),
    connectives_per_100: c.perHundredWords,
    overused_connectives: c.overused.length,
    referential_per_sentence: Math.min(4, c.referentialPerSentence),
    encapsulators: Math.min(5, c.encapsulators.length),
    // C5
    proposal_elements: p.elementCount,
    has_agent: p.elements.agente ? 1 : 0,
    has_action: p.elements.acao ? 1 : 0,
    has_means: p.elements.meio ? 1 : 0,
    has_purpose: p.elements.finalidade ? 1 : 0,
    has_detail: p.elements.detalhamento ? 1 : 0,
    action_sentences: Math.min(6, p.actionSentences),
    proposal_in_conclusion: p.inConclusion ? 1 : 0,
    proposal_topic_similarity: a.proposalTopicSimilarity,
  };
}
