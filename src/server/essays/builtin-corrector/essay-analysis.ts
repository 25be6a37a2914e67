/**
 * Runs every rule-based analyser once per essay. The result feeds both the calibrated
 * scoring model (through feature-vector.ts) and the written feedback, so scores and
 * explanations come from the same evidence.
 */
import { estimateLines, paragraphLines } from "#domain/essays/rules";
import { analyzeCohesion, type CohesionAnalysis } from "./cohesion-analysis.js";
import {
  countByCategory,
  findGrammarIssues,
  type GrammarCategory,
  type GrammarFinding,
} from "./grammar-rules.js";
import type { HunspellChecker } from "./hunspell-checker.js";
import { type LexicalProfile, lexicalProfile } from "./lexical-profile.js";
import { analyzeCopy, type CopyAnalysis, supportingShingles } from "./motivating-copy.js";
import { promptKey } from "./prompt-prior.js";
import { analyzeProposal, type ProposalAnalysis } from "./proposal-analysis.js";
import { findRepertoire, type RepertoireHit } from "./repertoire.js";
import type { Misspelling, SpellingAnalyzer } from "./spelling-analysis.js";
import { analyzeStructure, type StructureAnalysis } from "./structure-analysis.js";
import { analyzeTextType, type TextTypeAnalysis } from "./text-type.js";
import { sentencesOf, splitParagraphs, splitSentences } from "./text-utils.js";
import {
  analyzeTopic,
  buildTopicModel,
  contentTerms,
  cosine,
  type IdfTable,
  type TopicAnalysis,
  type TopicModel,
  tfidf,
} from "./topic-relevance.js";
import type { EssayTopicForCorrection } from "./types.js";
import { type MechanicsProfile, mechanicsProfile } from "./writing-mechanics.js";

export interface EssayAnalysis {
  paragraphs: string[];
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
  /** Identity of the topic's texts (prompt-prior.ts): lets the scorer use a calibration prompt's prior. */
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

/** Topics repeat across many essays: stemming their texts once saves most of the per-essay time. */
const topicCache = new Map<string, PreparedTopic>();

function prepareTopic(tema: EssayTopicForCorrection, idf: IdfTable): PreparedTopic {
  const supporting = [tema.descricao ?? "", ...(tema.textos_auxiliares ?? [])].filter(Boolean);
  const key = JSON.stringify([tema.titulo, tema.palavras_chave ?? [], supporting, idf.n]);
  const hit = topicCache.get(key);
  if (hit && topicCacheIdf === idf) return hit;
  if (topicCacheIdf !== idf) topicCache.clear();
  topicCacheIdf = idf;
  const prepared = {
    key: promptKey(tema),
    model: buildTopicModel(tema, idf),
    shingles: supportingShingles(supporting, tema.titulo),
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
    topic: analyzeTopic(paragraphs, topicModel, idf),
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
export function withTopicIdf(a: EssayAnalysis, tema: EssayTopicForCorrection, idf: IdfTable): EssayAnalysis {
  const topic0 = prepareTopic(tema, idf);
  return { ...a, ...topicParts(a.paragraphs, a.proposal.proposalText, topic0.model, idf) };
}

export function analyzeEssay(
  texto: string,
  tema: EssayTopicForCorrection,
  tools: AnalysisTools,
): EssayAnalysis {
  const paragraphs = splitParagraphs(texto);
  const sentences = sentencesOf(paragraphs);
  const topic0 = prepareTopic(tema, tools.idf);
  const topicModel = topic0.model;
  const misspellings = tools.spelling.analyze(sentences, topicModel.vocabulary);
  const grammar = findGrammarIssues(paragraphs, tools.checker);
  const proposal = analyzeProposal(paragraphs);
  const copy = analyzeCopy(paragraphs, topic0.shingles);
  const lines = estimateLines(texto);
  return {
    paragraphs,
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
    ...topicParts(paragraphs, proposal.proposalText, topicModel, tools.idf),
    repertoire: findRepertoire(paragraphs, topic0.supportingText),
    structure: analyzeStructure(paragraphs),
    cohesion: analyzeCohesion(paragraphs),
    proposal,
    textType: analyzeTextType(paragraphs),
    copy,
    lexical: lexicalProfile(paragraphs),
    mechanics: mechanicsProfile(sentences, misspellings, (w) => tools.spelling.suggest(w, 1)),
    promptKey: topic0.key,
    topicAsksForLetter:
      /(?:forma de|escreva|redija|produza|elabore)\s+(?:uma\s+)?carta|carta (?:aberta|argumentativa)/iu.test(
        `${tema.titulo} ${topic0.supportingText}`,
      ),
  };
}
