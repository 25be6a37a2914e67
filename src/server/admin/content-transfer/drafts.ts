/**
 * A file's exercises as read, before any rule: strings and numbers exactly as the file has them,
 * each with where it came from, so every refusal can name its line (CSV) or place (JSON).
 */

export type Where = { line: number | null; place: string };
export type Problem = { where: Where; message: string };

export type QuestionDraft = {
  where: Where;
  /** The CSV's ordem ("" when blank); JSON questions keep the order of the list. */
  order: string;
  type: string;
  prompt: string;
  /** Option texts as given, blanks included (a letter answer points at its column). */
  options: string[];
  correctAnswer: string;
  explanation: string;
  difficulty: string;
  /** INEP's matrix and the per-option notes (JSON files; blank or empty elsewhere). */
  competency: string;
  skill: string;
  optionNotes: string[];
  source: string;
};

export type ExerciseDraft = {
  where: Where;
  topic: string;
  topicDescription: string;
  title: string;
  description: string;
  difficulty: string;
  points: string | number;
  minutes: string | number;
  questions: QuestionDraft[];
  /** Found while reading (CSV rows of one exercise that disagree, for instance). */
  problems: Problem[];
};

/** A topic named in the file, with its description (JSON only), even when it has no exercise. */
export type TopicDraft = { name: string; description: string };

export type FileDrafts = { topics: TopicDraft[]; exercises: ExerciseDraft[]; problems: Problem[] };

/** Any JSON value as the text a form field would hold. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

export function lineSpan(first: number, last: number): string {
  return first === last ? `Linha ${first}` : `Linhas ${first}–${last}`;
}
