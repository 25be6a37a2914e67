import type { Queryable } from "#server/db/client";
import { topicNames } from "#server/tutor/repository";
import type { PracticeExercise } from "./hits.ts";
import type { TermWeights } from "./relevance.ts";
import {
  type CandidateRows,
  candidates,
  onTheSearchIndexes,
  practiceOfTopics,
  stemsOf,
  weightsOf,
} from "./repository.ts";
import { correctWords } from "./spelling.ts";
import { type Intent, prefixesOf, searchWords } from "./text.ts";
import { vocabularyOf } from "./vocabulary.ts";

/**
 * Everything the offline tutor answers from, read from the database in one go so the answer can be
 * worked out elsewhere (a worker thread): plain data, which crosses threads as it is.
 */
export type OfflineMaterial = {
  /** The message's search terms and their weights; null when there is nothing to search for. */
  weights: TermWeights | null;
  rows: CandidateRows;
  /** The exercises of every topic in `rows`, by title. */
  practice: PracticeExercise[];
  /** Topic names of the tutor's subject (of every subject for the study friend), for suggestions. */
  subjectTopics: string[];
};

const NO_ROWS: CandidateRows = { questions: [], topics: [], notes: [] };

/** The material for a message: searched when it is a question, else only the topics to suggest. */
export async function readMaterial(
  db: Queryable,
  message: string,
  intent: Intent,
  subjectId: string | null,
): Promise<OfflineMaterial> {
  const subjectTopics = await topicNames(db, subjectId);
  const typed = intent === "question" ? searchWords(message) : [];
  const words = typed.length ? correctWords(typed, await vocabularyOf(db)) : [];
  const prefixes = words.length ? prefixesOf(await stemsOf(db, words)) : [];
  if (prefixes.length === 0) return { weights: null, rows: NO_ROWS, practice: [], subjectTopics };
  return onTheSearchIndexes(db, async (tx) => {
    const weights = { ...(await weightsOf(tx, prefixes)), words };
    const rows = await candidates(tx, prefixes, subjectId);
    const topicIds = new Set([...rows.notes, ...rows.topics, ...rows.questions].map((r) => r.topicId));
    return { weights, rows, practice: await practiceOfTopics(tx, [...topicIds]), subjectTopics };
  });
}
