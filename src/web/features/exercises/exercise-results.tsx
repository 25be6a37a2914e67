import { Archive, ArrowLeft, CheckCircle2, Lock, PenLine, RefreshCw, XCircle } from "lucide-react";
import { Link } from "react-router";
import type { ExerciseDetail, ExerciseResult } from "#domain/practice/api";
import { EXERCISE_MESSAGES, PASS_THRESHOLD_PERCENT } from "#domain/practice/rules";
import { Markdown } from "#web/components/markdown.tsx";
import { ReportQuestionButton } from "#web/components/report-question-dialog.tsx";
import { StepByStepButton } from "#web/components/step-by-step-dialog.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { labelledAnswer } from "./answer-options.tsx";
import { useListPath } from "./exercise-header.tsx";
import { blockedMessage } from "./exercise-messages.ts";
import { OptionNotes, QuestionSource, SkillTag } from "./question-meta.tsx";

const VERDICT = {
  right: { Icon: CheckCircle2, label: "Correta", border: "border-l-emerald-500", icon: "text-emerald-600" },
  wrong: { Icon: XCircle, label: "Incorreta", border: "border-l-red-500", icon: "text-red-600" },
  open: {
    Icon: PenLine,
    label: "Dissertativa (não entra na nota)",
    border: "border-l-sky-500",
    icon: "text-sky-600",
  },
} as const;

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
  const verdict = VERDICT[!item.graded ? "open" : item.correct ? "right" : "wrong"];
  return (
    <li>
      <Card className={cn("border-l-4", verdict.border)} data-testid="result-item">
        <CardHeader className="gap-2 pb-2">
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <verdict.Icon className={cn("size-5", verdict.icon)} aria-hidden="true" />
              Questão {number} — {verdict.label}
            </p>
            <div className="flex flex-wrap items-center gap-1">
              {item.graded && <StepByStepButton questionId={item.questionId} number={number} />}
              <ReportQuestionButton questionId={item.questionId} number={number} />
            </div>
          </div>
          {question && (
            <>
              <Markdown text={question.prompt} />
              <QuestionSource source={question.source} />
              <SkillTag question={question} />
            </>
          )}
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p
            className={cn(
              "rounded-md px-3 py-2 whitespace-pre-line",
              !item.graded
                ? "bg-muted text-foreground"
                : item.correct
                  ? "bg-emerald-50 text-emerald-900"
                  : "bg-red-50 text-red-900",
            )}
          >
            <span className="font-semibold">Sua resposta: </span>
            {item.answer ? labelledAnswer(item.answer, options, type) : "—"}
          </p>
          {item.graded ? (
            <p
              className="rounded-md border border-emerald-200 px-3 py-2 text-emerald-900"
              data-testid="correct-answer"
            >
              <span className="font-semibold">Resposta correta: </span>
              {labelledAnswer(item.correctAnswer, options, type)}
            </p>
          ) : (
            <div className="rounded-md border border-sky-200 px-3 py-2" data-testid="model-answer">
              <p className="font-semibold text-sky-900">Resposta modelo</p>
              <Markdown text={item.correctAnswer} className="mt-1" />
              <p className="mt-2 text-xs text-muted-foreground">
                Compare com a sua: questões dissertativas não são corrigidas automaticamente e não entram na
                nota.
              </p>
            </div>
          )}
          {item.explanation && (
            <div className="rounded-md bg-muted px-3 py-2" data-testid="explanation">
              <p className="font-semibold">Explicação</p>
              <Markdown text={item.explanation} className="mt-1 text-muted-foreground" />
            </div>
          )}
          <OptionNotes item={item} />
        </CardContent>
      </Card>
    </li>
  );
}

/** "1 questão dissertativa não entra" / "2 questões dissertativas não entram". */
function openCountLabel(n: number): string {
  return n === 1 ? "1 questão dissertativa não entra" : `${n} questões dissertativas não entram`;
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
            {result.correctCount} de {result.gradedCount} questões corretas
          </p>
          {result.questionCount > result.gradedCount && (
            <p className="text-sm text-muted-foreground">
              {openCountLabel(result.questionCount - result.gradedCount)} na nota: compare sua resposta com a
              resposta modelo abaixo.
            </p>
          )}
          <p className={cn("text-sm", result.passed ? "text-emerald-700" : "text-red-700")}>
            {result.passed
              ? "Parabéns, você passou neste exercício!"
              : `Você não atingiu os ${PASS_THRESHOLD_PERCENT}% necessários para passar. Revise as explicações abaixo.`}
          </p>
        </CardContent>
      </Card>

      {detail.archived && (
        <Alert>
          <Archive aria-hidden="true" />
          <div>
            <AlertTitle>Exercício arquivado</AlertTitle>
            <AlertDescription>
              A equipe retirou este exercício do banco de questões. Seus resultados continuam aqui, mas ele
              não pode ser refeito.
            </AlertDescription>
          </div>
        </Alert>
      )}

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
        {!detail.archived && (
          <Button className="w-full sm:w-auto" onClick={onRedo} disabled={redoing}>
            {redoing ? <Spinner label="Resetando..." /> : <RefreshCw aria-hidden="true" />}
            Refazer
          </Button>
        )}
      </div>
    </div>
  );
}
