import { CheckCircle2, CircleMinus, XCircle } from "lucide-react";
import type { SimuladoItem } from "#domain/simulados/api";
import { ANSWER_LETTERS } from "#domain/simulados/rules";
import { Markdown } from "#web/components/markdown.tsx";
import { ReportQuestionButton } from "#web/components/report-question-dialog.tsx";
import { StepByStepButton } from "#web/components/step-by-step-dialog.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/cn.ts";
import { skillLabel, swingSentence } from "./format.ts";
import { ItemSource } from "./item-view.tsx";

const VERDICT = {
  right: { Icon: CheckCircle2, label: "Correta", border: "border-l-emerald-500", icon: "text-emerald-600" },
  wrong: { Icon: XCircle, label: "Incorreta", border: "border-l-red-500", icon: "text-red-600" },
  blank: { Icon: CircleMinus, label: "Em branco", border: "border-l-slate-400", icon: "text-slate-500" },
} as const;

/** The option's index from the key as the server gives it: a letter (or, failing that, the option's text). */
function optionIndex(answer: string, options: readonly string[]): number {
  const letter = ANSWER_LETTERS.indexOf(answer as (typeof ANSWER_LETTERS)[number]);
  return letter >= 0 ? letter : options.indexOf(answer);
}

/** "B) texto da alternativa". */
function labelled(answer: string, options: readonly string[]): string {
  const i = optionIndex(answer, options);
  if (i < 0 || i >= options.length) return answer;
  return `${ANSWER_LETTERS[i] ?? answer}) ${options[i]}`;
}

export function verdictOf(item: SimuladoItem): keyof typeof VERDICT {
  if (!item.answer) return "blank";
  return item.review?.right ? "right" : "wrong";
}

/** One item of the handed-in booklet: the statement, the answer and the key, why, and what it was worth. */
export function ReviewItem({ item }: { item: SimuladoItem }) {
  const review = item.review;
  if (!review) return null;
  const verdict = VERDICT[verdictOf(item)];
  const keyIndex = optionIndex(review.correctAnswer, item.options);
  const chosenIndex = item.answer ? optionIndex(item.answer, item.options) : -1;
  return (
    <li id={`correcao-${item.number}`} className="scroll-mt-20">
      <Card className={cn("border-l-4", verdict.border)} data-testid="review-item">
        <CardHeader className="gap-2 pb-2">
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <verdict.Icon className={cn("size-5 shrink-0", verdict.icon)} aria-hidden="true" />
              Questão {item.number} — {verdict.label}
            </h3>
            <div className="flex flex-wrap items-center gap-1">
              <StepByStepButton questionId={item.questionId} number={item.number} />
              <ReportQuestionButton questionId={item.questionId} number={item.number} />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            {item.subject} · {skillLabel(review.competency, review.skill)} · Dificuldade: {review.difficulty}
          </p>
          <Markdown text={item.prompt} />
          <ItemSource source={item.source} />
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-2 text-sm">
          <p
            className={cn(
              "rounded-md px-3 py-2 whitespace-pre-line",
              !item.answer
                ? "bg-muted text-foreground"
                : review.right
                  ? "bg-emerald-50 text-emerald-900"
                  : "bg-red-50 text-red-900",
            )}
          >
            <span className="font-semibold">Sua resposta: </span>
            {item.answer ? labelled(item.answer, item.options) : "em branco"}
          </p>
          <p
            className="rounded-md border border-emerald-200 px-3 py-2 whitespace-pre-line text-emerald-900"
            data-testid="correct-answer"
          >
            <span className="font-semibold">Resposta correta: </span>
            {labelled(review.correctAnswer, item.options)}
          </p>
          {review.swing !== null && (
            <p className="font-medium" data-testid="item-swing">
              {swingSentence(review.swing)}
              <span className="font-normal text-muted-foreground">
                {" "}
                na sua nota: a diferença entre acertar e errar, com o resto igual.
              </span>
            </p>
          )}
          {review.explanation && (
            <div className="rounded-md bg-muted px-3 py-2" data-testid="explanation">
              <p className="font-semibold">Explicação</p>
              <Markdown text={review.explanation} className="mt-1 text-muted-foreground" />
            </div>
          )}
          {review.optionNotes && review.optionNotes.length > 0 && (
            <div className="rounded-md border px-3 py-2" data-testid="option-notes">
              <p className="font-semibold">Alternativa por alternativa</p>
              <ul className="mt-1 grid gap-1.5">
                {review.optionNotes.map((note, i) => {
                  const isKey = i === keyIndex;
                  const chosen = i === chosenIndex;
                  const letter = ANSWER_LETTERS[i] ?? String.fromCharCode(65 + i);
                  return (
                    <li
                      key={letter}
                      className={cn("text-muted-foreground", (isKey || chosen) && "text-foreground")}
                    >
                      <span
                        className={cn("font-semibold", isKey ? "text-emerald-800" : chosen && "text-red-800")}
                      >
                        {letter}) {item.options[i]}
                        {isKey && chosen
                          ? " (correta, sua resposta)"
                          : isKey
                            ? " (correta)"
                            : chosen
                              ? " (sua resposta)"
                              : ""}
                      </span>
                      {" — "}
                      {note}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}
