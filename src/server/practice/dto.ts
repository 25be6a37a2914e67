import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { gradeAttempt, isGraded } from "#domain/practice/attempt";
import type { currentAnswers, questionsOf } from "./repository.ts";

type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];
type AnswerRow = Awaited<ReturnType<typeof currentAnswers>>[number];
type Difficulty = ExerciseDetail["questions"][number]["difficulty"];

/** A question as the student sees it while answering: no answer key, no explanation. */
export function questionDto(q: QuestionRow, exerciseDifficulty: string): ExerciseDetail["questions"][number] {
  return {
    id: q.id,
    position: q.position,
    prompt: q.prompt,
    type: q.type as ExerciseDetail["questions"][number]["type"],
    options: q.options,
    difficulty: (q.difficulty ?? exerciseDifficulty) as Difficulty,
    competency: q.competency,
    skill: q.skill,
    source: q.source,
  };
}

/** A saved answer of the current attempt, without whether it was right. */
export function answerDto(a: AnswerRow): ExerciseDetail["answers"][number] {
  return { questionId: a.questionId, answer: a.answer };
}

/** A finished attempt: the score, and each question with its answer key and explanation. */
export function exerciseResultDto(
  questions: Pick<QuestionRow, "id" | "type" | "options" | "correctAnswer" | "explanation" | "optionNotes">[],
  answers: Map<string, { answer: string; correct: boolean }>,
): ExerciseResult {
  const rows = questions.map((q) => {
    const a = answers.get(q.id);
    const graded = isGraded(q.type);
    return {
      questionId: q.id,
      answer: a?.answer ?? "",
      correctAnswer: q.correctAnswer,
      correct: graded && (a?.correct ?? false),
      graded,
      explanation: q.explanation,
      // Notes written for other options than these (an edit changed them) would describe other words.
      optionNotes:
        q.optionNotes?.length === q.options.length
          ? q.options.map((option, i) => ({ option, note: q.optionNotes?.[i] ?? "" }))
          : [],
    };
  });
  const grade = gradeAttempt(questions, answers);
  return {
    scorePercent: grade.scorePercent,
    correctCount: grade.correctCount,
    questionCount: questions.length,
    gradedCount: grade.gradedCount,
    passed: grade.passed,
    questions: rows,
  };
}
