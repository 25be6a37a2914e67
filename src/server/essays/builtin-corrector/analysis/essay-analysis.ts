/**
 * Runs every rule-based analyser once per essay. The result feeds both the calibrated
 * scoring model (through model/feature-vector.ts) and the written feedback, so scores and
 * explanations come from the same evidence.
 */
import { estimateLines, paragraphLines } from "#domain/essays/rules";
import { promptKey } from "../model/prompt-prior.ts";
import type { EssayTopicForCorrection } from "../types.ts";
import { analyzeCohesion, type CohesionAnalysis } from "./cohesion-analysis.ts";
import { spellingCorrected } from "./corrected-text.ts";
import {
  countByCategory,
  findGrammarIssues,
  type GrammarCategory,
  type GrammarFinding,
} from "./grammar-rules.ts";
import type { HunspellChecker } from "./hunspell-checker.ts";
import { type LexicalProfile, lexicalProfile } from "./lexical-profile.ts";
import { analyzeCopy, type CopyAnalysis, supportingShingles } from "./motivating-copy.ts";
import { analyzeProposal, type ProposalAnalysis } from "./proposal-analysis.ts";
import { referenceTopics } from "./reference-topics.ts";
import { findRepertoire, type RepertoireHit } from "./repertoire.ts";
import type { Misspelling, SpellingAnalyzer } from "./spelling-analysis.ts";
import { analyzeStructure, type StructureAnalysis } from "./structure-analysis.ts";
import { contentTerms, cosine, type IdfTable, tfidf } from "./term-vectors.ts";
import { analyzeTextType, type TextTypeAnalysis } from "./text-type.ts";
import { sentencesOf, splitParagraphs, splitSentences } from "./text-utils.ts";
import { analyzeTopic, buildTopicModel, type TopicAnalysis, type TopicModel } from "./topic-relevance.ts";
import { type MechanicsProfile, mechanicsProfile } from "./writing-mechanics.ts";

export interface EssayAnalysis {
  paragraphs: string[];
  /**
   * The paragraphs with spelling corrected (corrected-text.ts): what the topic measures and the
   * lexical model read, so a spelling slip counts in C1 only. Never quoted.
   */
  correctedParagraphs: string[];
  /** Handwritten lines as the writing room estimates them (src/domain/essays/rules.ts). */
  lines: number;
  /** The same estimate without the lines copied from the motivating texts (ENEM disregards them). */
  ownLines: number;
  words: number;
  misspellings: Misspelling[];
  misspelledTokens: number;
  grammar: GrammarFinding[];
  grammarByCategory: Record<GrammarCategory, number>;
  topic: TopicAnalysis;
  /** Similarity between the proposal paragraph and the topic. */
  proposalTopicSimilarity: number;
  /** Similarity between the proposal and the rest of the essay (is it articulated to the discussion?). */
  proposalDiscussionSimilarity: number;
  repertoire: RepertoireHit[];
  structure: StructureAnalysis;
  cohesion: CohesionAnalysis;
  proposal: ProposalAnalysis;
  textType: TextTypeAnalysis;
  copy: CopyAnalysis;
  hasTitleOfTopic: boolean;
  lexical: LexicalProfile;
  /** Punctuation, sentence lengths and accent slips (writing-mechanics.ts). */
  mechanics: MechanicsProfile;
  /** The proposal itself asks for a letter ("em forma de carta"), so letter format is not a wrong type. */
  topicAsksForLetter: boolean;
  /** False when the topic has no usable text (e.g. an eval CSV without its prompt): topic rules are skipped. */
  topicKnown: boolean;
  /** Identity of the topic's texts (model/prompt-prior.ts): lets the scorer use a calibration prompt's prior. */
  promptKey: string;
}

export interface AnalysisTools {
  checker: HunspellChecker;
  spelling: SpellingAnalyzer;
  idf: IdfTable;
}

interface PreparedTopic {
  key: string;
  model: TopicModel;
  shingles: Set<string>;
  supportingText: string;
}

const SUGGESTED_MISSPELLINGS = 60;

/** Topics repeat across many essays: stemming their texts once saves most of the per-essay time. */
const topicCache = new Map<string, PreparedTopic>();

function prepareTopic(topic: EssayTopicForCorrection, idf: IdfTable): PreparedTopic {
  const supporting = [topic.description ?? "", ...(topic.supportingTexts ?? [])].filter(Boolean);
  const key = JSON.stringify([topic.title, topic.keywords ?? [], supporting, idf.n]);
  const hit = topicCache.get(key);
  if (hit && topicCacheIdf === idf) return hit;
  if (topicCacheIdf !== idf) topicCache.clear();
  topicCacheIdf = idf;
  const prepared = {
    key: promptKey(topic),
    model: buildTopicModel(topic, idf),
    shingles: supportingShingles(supporting, topic.title),
    supportingText: supporting.join(" "),
  };
  if (topicCache.size >= 200) topicCache.delete(topicCache.keys().next().value ?? "");
  topicCache.set(key, prepared);
  return prepared;
}
let topicCacheIdf: IdfTable | null = null;

/** The parts of the analysis that depend on the IDF table (topic similarity and key terms). */
function topicParts(
  paragraphs: string[],
  proposalText: string,
  topicModel: TopicModel,
  idf: IdfTable,
): Pick<
  EssayAnalysis,
  "topic" | "proposalTopicSimilarity" | "proposalDiscussionSimilarity" | "hasTitleOfTopic" | "topicKnown"
> {
  const vector = (text: string) =>
    tfidf(
      contentTerms(text).map((t) => t.stem),
      idf,
    );
  const proposal = proposalText ? vector(proposalText) : null;
  const inProposal = new Set(proposalText ? splitSentences(proposalText) : []);
  const discussion = paragraphs
    .flatMap((p) => splitSentences(p))
    .filter((s) => !inProposal.has(s))
    .join(" ");
  return {
    topic: analyzeTopic(paragraphs, topicModel, idf, referenceTopics(idf)),
    proposalTopicSimilarity: proposal ? cosine(proposal, topicModel.vector) : 0,
    proposalDiscussionSimilarity: proposal && discussion ? cosine(proposal, vector(discussion)) : 0,
    hasTitleOfTopic: topicModel.hasTitle,
    topicKnown: topicModel.vector.size > 0,
  };
}

/**
 * The same analysis with the topic parts recomputed against another IDF table (used by
 * cross-validation, where the IDF must come from the training essays only).
 */
export function withTopicIdf(a: EssayAnalysis, topic: EssayTopicForCorrection, idf: IdfTable): EssayAnalysis {
  const topic0 = prepareTopic(topic, idf);
  const proposalText = spellingCorrected(a.proposal.proposalText, a.misspellings);
  return { ...a, ...topicParts(a.correctedParagraphs, proposalText, topic0.model, idf) };
}

export function analyzeEssay(
  text: string,
  topic: EssayTopicForCorrection,
  tools: AnalysisTools,
): EssayAnalysis {
  const paragraphs = splitParagraphs(text);
  const sentences = sentencesOf(paragraphs);
  const topic0 = prepareTopic(topic, tools.idf);
  const topicModel = topic0.model;
  // Misspelled words get their suggestions, which the corrected text needs; the bound keeps a
  // text of gibberish from costing seconds (Essay-BR's worst essay has under 40).
  const misspellings = tools.spelling.analyze(sentences, topicModel.vocabulary, SUGGESTED_MISSPELLINGS);
  const correctedParagraphs = paragraphs.map((p) => spellingCorrected(p, misspellings));
  const grammar = findGrammarIssues(paragraphs, tools.checker);
  const proposal = analyzeProposal(paragraphs);
  const copy = analyzeCopy(paragraphs, topic0.shingles);
  const lines = estimateLines(text);
  return {
    paragraphs,
    correctedParagraphs,
    lines,
    ownLines: copy.copiedExcerpts.length
      ? Math.min(
          lines,
          copy.ownParagraphs.reduce((n, p) => n + paragraphLines(p), 0),
        )
      : lines,
    words: sentences.reduce((n, s) => n + s.tokens.length, 0),
    misspellings,
    misspelledTokens: misspellings.reduce((n, m) => n + m.count, 0),
    grammar,
    grammarByCategory: countByCategory(grammar),
    ...topicParts(
      correctedParagraphs,
      spellingCorrected(proposal.proposalText, misspellings),
      topicModel,
      tools.idf,
    ),
    repertoire: findRepertoire(paragraphs, topic0.supportingText),
    structure: analyzeStructure(paragraphs, correctedParagraphs),
    cohesion: analyzeCohesion(paragraphs),
    proposal,
    textType: analyzeTextType(paragraphs, correctedParagraphs),
    copy,
    lexical: lexicalProfile(paragraphs),
    mechanics: mechanicsProfile(sentences, misspellings, (w) => tools.spelling.suggest(w, 1)),
    promptKey: topic0.key,
    topicAsksForLetter:
      /(?:forma de|escreva|redija|produza|elabore)\s+(?:uma\s+)?carta|carta (?:aberta|argumentativa)/iu.test(
        `${topic.title} ${topic0.supportingText}`,
      ),
  };
}
