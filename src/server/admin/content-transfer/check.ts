import type { z } from "zod";
import {
  type ExerciseInput,
  exerciseInputSchema,
  type QuestionValues,
  questionInputSchema,
  topicInputSchema,
} from "#domain/admin/content";
import { contentImageIds } from "#domain/admin/content-markdown";
import { CONTENT_MESSAGES } from "#domain/admin/content-messages";
import { TRANSFER_MESSAGES as T } from "#domain/admin/content-transfer";
import { DIFFICULTIES, QUESTION_TYPES, TRUE_FALSE_OPTIONS } from "#domain/practice/exercise-content";
import type { ExerciseDraft, Problem, QuestionDraft, Where } from "./drafts.ts";

export type CheckedExercise = {
  topic: { name: string; description: string };
  exercise: z.output<typeof exerciseInputSchema>;
  questions: QuestionValues[];
  /** Content images the statements show; they must exist here. */
  imageIds: string[];
};

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/** The file's column (or key) name of each form field, for the report. */
const FIELD_NAMES: Record<string, string> = {
  name: "assunto",
  title: "exercicio",
  description: "descricao",
  difficulty: "dificuldade",
  points: "pontos",
  estimatedMinutes: "tempo_estimado",
  type: "tipo",
  prompt: "pergunta",
  options: "opcoes",
  correctAnswer: "resposta_correta",
  explanation: "explicacao",
  competency: "competencia",
  skill: "habilidade",
  optionNotes: "comentarios_opcoes",
  source: "fonte",
};
const OWN_MESSAGES = new Set<string>(Object.values(CONTENT_MESSAGES));

/** A zod issue as the report says it: the form's own message, else the field and what was wrong. */
function messageOf(issue: z.core.$ZodIssue, question: boolean): string {
  if (OWN_MESSAGES.has(issue.message)) return issue.message;
  const key = String(issue.path[0] ?? "");
  const field = question && key === "difficulty" ? "dificuldade_questao" : (FIELD_NAMES[key] ?? key);
  if (issue.code === "too_big") return `${field}: ${T.tooLong} ${String(issue.maximum)} caracteres.`;
  return `${field}: ${T.valueInvalid}.`;
}

/** "medio", "MÉDIO" and "Médio" are the same difficulty; blank stays blank. */
function difficultyOf(text: string): (typeof DIFFICULTIES)[number] | null | undefined {
  if (!text.trim()) return undefined;
  return DIFFICULTIES.find((d) => plain(d) === plain(text)) ?? null;
}

const numberOf = (v: string | number): number | undefined =>
  typeof v === "number"
    ? v
    : v.trim() === ""
      ? undefined
      : /^\d+$/.test(v.trim())
        ? Number(v.trim())
        : Number.NaN;

function typeOf(text: string): string {
  const key = plain(text).replace(/[\s-]+/g, "_");
  return (QUESTION_TYPES as readonly string[]).find((t) => t === key) ?? text.trim();
}

/** A letter (A–E) points at an option column; "V"/"verdadeiro" is Verdadeiro. */
function answerOf(q: QuestionDraft, type: string): string {
  const answer = q.correctAnswer.trim();
  if (type === "verdadeiro_falso")
    return (
      TRUE_FALSE_OPTIONS.find((o) => plain(o) === plain(answer) || plain(o)[0] === plain(answer)) ?? answer
    );
  if (type !== "multipla_escolha" || q.options.includes(answer)) return answer;
  const letter = /^[a-e]$/i.test(answer) ? answer.toUpperCase().charCodeAt(0) - 65 : -1;
  return letter >= 0 && q.options[letter]?.trim() ? q.options[letter].trim() : answer;
}

function checkQuestion(q: QuestionDraft, problems: Problem[]): QuestionValues | null {
  const say = (message: string) => problems.push({ where: q.where, message });
  const type = typeOf(q.type);
  if (!(QUESTION_TYPES as readonly string[]).includes(type)) {
    say(`tipo "${q.type}": ${T.valueInvalid}; ${T.use} ${QUESTION_TYPES.join(", ")}.`);
    return null;
  }
  const difficulty = difficultyOf(q.difficulty);
  if (difficulty === null) {
    say(`dificuldade_questao "${q.difficulty}": ${T.valueInvalid}; ${T.use} ${DIFFICULTIES.join(", ")}.`);
    return null;
  }
  const parsed = questionInputSchema.safeParse({
    type,
    prompt: q.prompt,
    options: q.options,
    correctAnswer: answerOf(q, type),
    explanation: q.explanation,
    difficulty: difficulty ?? null,
    competency: q.competency.trim() || null,
    skill: q.skill.trim() || null,
    optionNotes: q.optionNotes,
    source: q.source,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) say(messageOf(issue, true));
  return null;
}

/** Sorted by ordem (blank ones after, in file order); a repeated or bad ordem refuses the exercise. */
function ordered(draft: ExerciseDraft, problems: Problem[]): QuestionDraft[] {
  const seen = new Set<number>();
  const keyed = draft.questions.map((q, i) => {
    if (!q.order) return { q, key: Number.MAX_SAFE_INTEGER, i };
    const n = numberOf(q.order);
    if (n === undefined || !Number.isInteger(n) || n < 1)
      problems.push({ where: q.where, message: T.orderInvalid });
    else if (seen.has(n)) problems.push({ where: q.where, message: `${T.orderRepeated} (${n})` });
    else seen.add(n);
    return { q, key: n ?? Number.MAX_SAFE_INTEGER, i };
  });
  return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((k) => k.q);
}

/**
 * Every rule of the Conteúdo forms over one exercise of the file: the topic's name, the exercise's
 * fields (blank ones take the form's defaults: 10 points, 30 minutes, Fácil) and each question.
 * Answers the values to save, or every reason it is refused.
 */
export function checkExercise(draft: ExerciseDraft): { ok: CheckedExercise } | { problems: Problem[] } {
  const problems: Problem[] = [...draft.problems];
  const at = (where: Where) => (message: string) => problems.push({ where, message });
  const topic = topicInputSchema.safeParse({
    name: draft.topic,
    description: draft.topicDescription.slice(0, 500),
  });
  if (!topic.success) for (const issue of topic.error.issues) at(draft.where)(messageOf(issue, false));

  const difficulty = difficultyOf(draft.difficulty);
  if (difficulty === null)
    at(draft.where)(
      `dificuldade "${draft.difficulty}": ${T.valueInvalid}; ${T.use} ${DIFFICULTIES.join(", ")}.`,
    );
  const input: ExerciseInput = {
    title: draft.title,
    description: draft.description,
    difficulty: difficulty ?? undefined,
    points: numberOf(draft.points),
    estimatedMinutes: numberOf(draft.minutes),
  };
  const exercise = exerciseInputSchema.safeParse(input);
  if (!exercise.success) for (const issue of exercise.error.issues) at(draft.where)(messageOf(issue, false));

  if (draft.questions.length === 0 && draft.problems.length === 0) at(draft.where)(T.noQuestions);
  const questions = ordered(draft, problems).map((q) => checkQuestion(q, problems));

  if (problems.length > 0 || !topic.success || !exercise.success || difficulty === null) return { problems };
  const kept = questions.filter((q): q is QuestionValues => q !== null);
  const imageIds = [
    ...new Set(kept.flatMap((q) => [...contentImageIds(q.prompt), ...contentImageIds(q.explanation)])),
  ];
  return {
    ok: {
      topic: { name: topic.data.name, description: topic.data.description },
      exercise: exercise.data,
      questions: kept,
      imageIds,
    },
  };
}
