import { forwardRef } from "react";
import type { ExerciseDetail } from "#domain/practice/api";
import { Markdown } from "#web/components/markdown.tsx";
import { ReportQuestionButton } from "#web/components/report-question-dialog.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { AnswerOptions } from "./answer-options.tsx";
import { QuestionSource } from "./question-meta.tsx";

type Question = ExerciseDetail["questions"][number];

/** One question: its number, the statement (Markdown: tables, math, images), and the way to answer it. */
export const QuestionView = forwardRef<
  HTMLHeadingElement,
  {
    question: Question;
    number: number;
    value: string | undefined;
    onChange: (value: string) => void;
    disabled: boolean;
  }
>(function QuestionView({ question, number, value, onChange, disabled }, headingRef) {
  const promptId = `question-${question.id}-prompt`;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold tracking-wide text-primary uppercase focus:outline-none"
          >
            Questão {number}
            <span className="ml-2 font-medium tracking-normal text-muted-foreground normal-case">
              · {question.difficulty}
            </span>
          </h2>
          {/* Keyed: what was typed about one question never carries over to the next. */}
          <ReportQuestionButton key={question.id} questionId={question.id} number={number} />
        </div>
        <div id={promptId} className="text-base sm:text-lg">
          <Markdown text={question.prompt} />
        </div>
        <QuestionSource source={question.source} />
      </div>
      {question.type === "dissertativa" ? (
        <div className="grid gap-1.5">
          <Textarea
            aria-labelledby={promptId}
            aria-describedby={`${promptId}-hint`}
            rows={5}
            maxLength={2000}
            placeholder="Escreva sua resposta"
            value={value ?? ""}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
          />
          <p id={`${promptId}-hint`} className="text-xs text-muted-foreground">
            Questão dissertativa: no fim, você compara sua resposta com a resposta modelo. Ela não entra na
            nota.
          </p>
        </div>
      ) : (
        <AnswerOptions
          options={question.options}
          trueFalse={question.type === "verdadeiro_falso"}
          value={value}
          onChange={onChange}
          disabled={disabled}
          labelledBy={promptId}
        />
      )}
    </div>
  );
});
