import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { passed, scorePercent } from "#domain/practice/rules";
import type { currentAnswers, questionsOf } from "./repository.ts";

type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];
type AnswerRow = Awaited<ReturnType<typeof currentAnswers>>[number];

/** A question as the student sees it while answering: no answer key, no explanation. */
export function questionDto(q: QuestionRow): ExerciseDetail["questions"][number] {
  return {
    id: q.id,
    position: q.position,
    prompt: q.prompt,
    type: q.type as ExerciseDetail["questions"][number]["type"],
    options: q.options,
  };
}

/** A saved answer of the current attempt, without whether it was right. */
export function answerDto(a: AnswerRow): ExerciseDetail["answers"][number] {
  return { questionId: a.questionId, answer: a.answer };
}

/** A finished attempt: the score, and each question with its answer key and explanation. */
export function exerciseResultDto(
  questions: { id: string; correctAnswer: string; explanation: string | null }[],
  answers: Map<string, { answer: string; correct: boolean }>,
): ExerciseResult {
  const rows = questions.map((q) => {
    const a = answers.get(q.id);
    return {
      questionId: q.id,
      answer: a?.answer ?? "",
      correctAnswer: q.correctAnswer,
      correct: a?.correct ?? false,
      explanation: q.explanation,
    };
  });
  const correctCount = rows.filter((r) => r.correct).length;
  const score = scorePercent(correctCount, questions.length);
  return {
    scorePercent: score,
    correctCount,
    questionCount: questions.length,
    passed: passed(score),
    questions: rows,
  };
}
