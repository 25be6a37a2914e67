import { Bookmark, RotateCcw, TriangleAlert } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { memo, type RefObject, useCallback } from "react";
import type { SimuladoItem } from "#domain/simulados/api";
import { ANSWER_LETTERS, type AnswerLetter } from "#domain/simulados/rules";
import { Markdown } from "#web/components/markdown.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import type { Entry, SaveState } from "./use-answer-saver.ts";

/** "Fonte: …" under a statement that quotes a text. */
export function ItemSource({ source }: { source: string | null }) {
  if (!source) return null;
  return <p className="text-xs text-muted-foreground">Fonte: {source}</p>;
}

function SaveStatus({ status, onRetry }: { status: SaveState | undefined; onRetry: () => void }) {
  if (status?.state === "error")
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <div className="grid gap-2">
          <AlertDescription className="mt-0">
            Não foi possível salvar: {status.message} Sua escolha foi mantida; tente de novo.
          </AlertDescription>
          <Button size="sm" variant="outline" className="w-fit" onClick={onRetry}>
            <RotateCcw aria-hidden="true" /> Tentar de novo
          </Button>
        </div>
      </Alert>
    );
  return (
    <p className="min-h-5 text-xs text-muted-foreground" role="status">
      {status?.state === "saving" ? "Salvando…" : status?.state === "saved" ? "Salvo" : ""}
    </p>
  );
}

/**
 * One item of the booklet: its number, subject, statement (Markdown: tables, formulas, charts),
 * source, the options A–E as a radio group (Tab enters it, arrows move and choose), 'Marcar para
 * revisar' and the save status. Memoised, with callbacks taking the item's id: a change to one item
 * of a 90-item booklet renders that item only.
 */
export const ItemView = memo(function ItemView({
  item,
  total,
  entry,
  status,
  onChange,
  onRetry,
  headings,
}: {
  item: SimuladoItem;
  total: number;
  entry: Entry;
  status: SaveState | undefined;
  onChange: (questionId: string, patch: Partial<Entry>) => void;
  onRetry: (questionId: string) => void;
  /** Where the booklet finds each item's heading, to move the focus to it. */
  headings: RefObject<Map<number, HTMLHeadingElement>>;
}) {
  const { questionId, number } = item;
  const headingRef = useCallback(
    (el: HTMLHeadingElement | null) => {
      if (el) headings.current.set(number, el);
      else headings.current.delete(number);
    },
    [headings, number],
  );
  const promptId = `questao-${item.number}-enunciado`;
  return (
    <article
      id={`questao-${item.number}`}
      aria-labelledby={`questao-${item.number}-titulo`}
      className="grid scroll-mt-40 grid-cols-1 gap-4"
      data-testid="simulado-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2
            id={`questao-${item.number}-titulo`}
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold tracking-wide text-primary uppercase focus:outline-none"
          >
            Questão {item.number}
            <span className="sr-only"> de {total}</span>
          </h2>
          <p className="text-sm text-muted-foreground">{item.subject}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={entry.marked}
          aria-label={`Marcar para revisar a questão ${item.number}`}
          onClick={() => onChange(questionId, { marked: !entry.marked })}
          className={cn(entry.marked && "border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100")}
        >
          <Bookmark aria-hidden="true" className={cn(entry.marked && "fill-amber-500 text-amber-700")} />
          Marcar para revisar
        </Button>
      </div>
      <div id={promptId} className="text-base">
        <Markdown text={item.prompt} />
      </div>
      <ItemSource source={item.source} />
      <RadioGroup.Root
        value={entry.answer ?? ""}
        onValueChange={(value) => onChange(questionId, { answer: value as AnswerLetter })}
        aria-labelledby={promptId}
        className="grid grid-cols-1 gap-2.5"
      >
        {item.options.map((option, index) => {
          const letter = ANSWER_LETTERS[index] ?? String.fromCharCode(65 + index);
          return (
            <RadioGroup.Item
              key={letter}
              value={letter}
              className={cn(
                "group flex w-full cursor-pointer items-start gap-3 rounded-lg border-2 bg-card p-3 text-left text-sm transition-colors sm:text-base",
                "hover:border-primary/50 hover:bg-accent/40",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "data-[state=checked]:border-primary data-[state=checked]:bg-primary/5",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold text-muted-foreground",
                  "group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground",
                )}
              >
                {letter}
              </span>
              <span className="min-w-0 flex-1 self-center break-words whitespace-pre-line">
                <span className="sr-only">{letter}) </span>
                {option}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SaveStatus status={status} onRetry={() => onRetry(questionId)} />
        {entry.answer && (
          <Button
            size="sm"
            variant="ghost"
            className="text-muted-foreground"
            aria-label={`Limpar resposta da questão ${item.number}`}
            onClick={() => onChange(questionId, { answer: null })}
          >
            Limpar resposta
          </Button>
        )}
      </div>
    </article>
  );
});
