import { ArrowLeft, CheckCircle2, Lock, RefreshCw, XCircle } from "lucide-react";
import { Link } from "react-router";
import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { EXERCISE_MESSAGES, PASS_THRESHOLD_PERCENT } from "#domain/practice/rules";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { labelledAnswer } from "./answer-options.tsx";
import { useListPath } from "./exercise-header.tsx";
import { blockedMessage } from "./exercise-messages.ts";

function ResultItem({
  number,
  question,
  item,
}: {
  number: number;
  question: ExerciseDetail["questions"][number] | undefined;
  item: ExerciseResult["questions"][number];
}) {
  const options = question?.options ?? [];
  const type = question?.type ?? "multipla_escolha";
  const Icon = item.correct ? CheckCircle2 : XCircle;
  return (
    <li>
      <Card className={cn("border-l-4", item.correct ? "border-l-emerald-500" : "border-l-red-500")}>
        <CardHeader className="gap-2 pb-2">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Icon
              className={cn("size-5", item.correct ? "text-emerald-600" : "text-red-600")}
              aria-hidden="true"
            />
            Questão {number} — {item.correct ? "Correta" : "Incorreta"}
          </p>
          {question && <p className="leading-relaxed whitespace-pre-line">{question.prompt}</p>}
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p
            className={cn(
              "rounded-md px-3 py-2",
              item.correct ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900",
            )}
          >
            <span className="font-semibold">Sua resposta: </span>
            {item.answer ? labelledAnswer(item.answer, options, type) : "—"}
          </p>
          <p
            className="rounded-md border border-emerald-200 px-3 py-2 text-emerald-900"
            data-testid="correct-answer"
          >
            <span className="font-semibold">Resposta correta: </span>
            {labelledAnswer(item.correctAnswer, options, type)}
          </p>
          {item.explanation && (
            <div className="rounded-md bg-muted px-3 py-2">
              <p className="font-semibold">Explicação</p>
              <p className="mt-1 leading-relaxed whitespace-pre-line text-muted-foreground">
                {item.explanation}
              </p>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** The finished attempt: score, pass or fail, and every question with its key and explanation. */
export function ExerciseResults({
  detail,
  result,
  blockedHours,
  onRedo,
  redoing,
}: {
  detail: ExerciseDetail;
  result: ExerciseResult;
  /** Hours left on the block of a failed attempt; null when not blocked. */
  blockedHours: number | null;
  onRedo: () => void;
  redoing: boolean;
}) {
  const listPath = useListPath();
  const byId = new Map(detail.questions.map((q) => [q.id, q]));
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-2 p-6 text-center sm:p-8">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Resultado</h2>
          <p
            className={cn(
              "text-6xl font-extrabold tracking-tight",
              result.passed ? "text-emerald-600" : "text-red-600",
            )}
            data-testid="result-score"
          >
            {result.scorePercent}%
          </p>
          <p className="text-lg font-medium">
            {result.correctCount} de {result.questionCount} questões corretas
          </p>
          <p className={cn("text-sm", result.passed ? "text-emerald-700" : "text-red-700")}>
            {result.passed
              ? "Parabéns, você passou neste exercício!"
              : `Você não atingiu os ${PASS_THRESHOLD_PERCENT}% necessários para passar. Revise as explicações abaixo.`}
          </p>
        </CardContent>
      </Card>

      {blockedHours !== null && (
        <Alert variant="destructive">
          <Lock aria-hidden="true" />
          <div>
            <AlertTitle>{EXERCISE_MESSAGES.blockedTitle}</AlertTitle>
            <AlertDescription>{blockedMessage(blockedHours)}</AlertDescription>
          </div>
        </Alert>
      )}

      <section aria-labelledby="result-questions" className="grid gap-3">
        <CardTitle id="result-questions" className="text-lg">
          Correção
        </CardTitle>
        <ol className="grid gap-3">
          {result.questions.map((item, i) => (
            <ResultItem
              key={item.questionId}
              number={i + 1}
              question={byId.get(item.questionId)}
              item={item}
            />
          ))}
        </ol>
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={listPath}>
            <ArrowLeft aria-hidden="true" /> Voltar aos exercícios
          </Link>
        </Button>
        <Button className="w-full sm:w-auto" onClick={onRedo} disabled={redoing}>
          {redoing ? <Spinner label="Resetando..." /> : <RefreshCw aria-hidden="true" />}
          Refazer
        </Button>
      </div>
    </div>
  );
}
