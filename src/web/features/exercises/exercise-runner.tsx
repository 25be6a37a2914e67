import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CheckCheck, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { EXERCISE_MESSAGES } from "#domain/practice/rules";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardFooter } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { announceAchievements } from "#web/lib/achievement-toasts.ts";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { exerciseQuery } from "./api/get-exercise.ts";
import { useSubmitAnswer } from "./api/submit-answer.ts";
import { toastSelectAnswer } from "./exercise-messages.ts";
import { QuestionView } from "./question-view.tsx";
import { useTimeSpent } from "./use-time-spent.ts";

type Answers = Record<string, string>;

/** Where an in-progress exercise resumes: the first question still without a saved answer. */
function firstUnanswered(questions: ExerciseDetail["questions"], saved: Answers, from = 0): number {
  const after = questions.findIndex((q, i) => i >= from && saved[q.id] === undefined);
  if (after >= 0) return after;
  const any = questions.findIndex((q) => saved[q.id] === undefined);
  return Math.max(any, 0);
}

/**
 * Taking the exercise, one question at a time. Each answer is saved when the student moves on;
 * the last one completes the attempt and hands the result to the page.
 */
export function ExerciseRunner({
  detail,
  onCompleted,
  onQuestionMissing,
}: {
  detail: ExerciseDetail;
  onCompleted: (result: ExerciseResult) => void;
  onQuestionMissing: () => void;
}) {
  const questions = detail.questions;
  const client = useQueryClient();
  const submit = useSubmitAnswer(detail.exercise.id);
  const [saved, setSaved] = useState<Answers>(() =>
    Object.fromEntries(detail.answers.map((a) => [a.questionId, a.answer])),
  );
  const [choices, setChoices] = useState<Answers>(() => ({ ...saved }));
  const [index, setIndex] = useState(() => firstUnanswered(questions, saved));
  // The plan's refusal of the first answer: daily limit or exercises not in the plan.
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const question = questions[index]!;
  const isLast = index === questions.length - 1;
  const secondsOn = useTimeSpent(question.id);

  // Moving between questions puts the keyboard and screen reader on the new question.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  const choose = (value: string) => {
    if (submit.isError) submit.reset();
    setChoices((c) => ({ ...c, [question.id]: value }));
  };

  const goTo = (next: number) => {
    if (submit.isError) submit.reset();
    setIndex(next);
  };

  const failed = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === "DAILY_LIMIT_REACHED" || error.code === "MODULE_DISABLED")
      setRefusal({ code: error.code, message: error.message });
    else if (error.code === "QUESTION_NOT_FOUND") onQuestionMissing();
    else if (error.code === "ALREADY_COMPLETED" || error.code === "EXERCISE_BLOCKED") {
      toast.info(error.message);
      void client.invalidateQueries({ queryKey: exerciseQuery(detail.exercise.id).queryKey });
    }
  };

  const next = () => {
    if (submit.isPending) return;
    const answer = choices[question.id]?.trim();
    if (!answer) return toastSelectAnswer();
    const savedNow = { ...saved, [question.id]: answer };
    if (saved[question.id] === answer && questions.some((q) => savedNow[q.id] === undefined))
      return goTo(firstUnanswered(questions, savedNow, index + 1));
    submit.mutate(
      { questionId: question.id, answer, secondsSpent: secondsOn(question.id) },
      {
        onSuccess: (response) => {
          setSaved(savedNow);
          if (response.completed && response.result) {
            if (response.pointsEarned > 0) toast.success(`+${response.pointsEarned} pontos de conhecimento`);
            announceAchievements(response.newAchievements);
            onCompleted(response.result);
            return;
          }
          setIndex(firstUnanswered(questions, savedNow, index + 1));
        },
        onError: failed,
      },
    );
  };

  const progress = Math.round(((index + 1) / questions.length) * 100);
  const answeredCount = questions.filter((q) => saved[q.id] !== undefined).length;

  if (refusal)
    return (
      <LimitReachedPanel
        message={refusal.message}
        title={refusal.code === "MODULE_DISABLED" ? EXERCISE_MESSAGES.moduleDisabledTitle : undefined}
      />
    );

  const error = submit.error;
  const showError =
    error &&
    !(
      error instanceof ApiError &&
      ["DAILY_LIMIT_REACHED", "MODULE_DISABLED", "QUESTION_NOT_FOUND"].includes(error.code)
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <p className="font-semibold" aria-live="polite">
            Questão {index + 1} de {questions.length}
          </p>
          <p className="text-muted-foreground">
            {answeredCount} {answeredCount === 1 ? "respondida" : "respondidas"}
          </p>
        </div>
        <Progress value={progress} aria-label={`Progresso: questão ${index + 1} de ${questions.length}`} />
      </div>
      <Card>
        <CardContent className="grid gap-5 p-4 sm:p-6">
          <QuestionView
            ref={headingRef}
            question={question}
            number={index + 1}
            value={choices[question.id]}
            onChange={choose}
            disabled={submit.isPending}
          />
          {showError && (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription className="mt-0">
                {errorMessage(error)} Sua escolha foi mantida; tente de novo.
              </AlertDescription>
            </Alert>
          )}
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 border-t p-4 sm:flex-row sm:justify-between sm:p-6">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => goTo(index - 1)}
            disabled={index === 0 || submit.isPending}
          >
            <ArrowLeft aria-hidden="true" /> Anterior
          </Button>
          <Button className="w-full sm:w-auto" onClick={next} aria-disabled={submit.isPending}>
            {submit.isPending ? (
              <>
                <Spinner label="Salvando resposta..." /> Salvando...
              </>
            ) : isLast ? (
              <>
                <CheckCheck aria-hidden="true" /> Finalizar
              </>
            ) : (
              <>
                Próxima <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
