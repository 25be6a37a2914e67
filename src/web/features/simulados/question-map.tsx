import { Bookmark } from "lucide-react";
import type { SimuladoItem } from "#domain/simulados/api";
import { cn } from "#web/lib/cn.ts";
import type { Entry } from "./use-answer-saver.ts";

function cellState(entry: Entry | undefined) {
  const answered = Boolean(entry?.answer);
  const marked = entry?.marked ?? false;
  const words = [
    answered ? `respondida (${entry?.answer})` : "em branco",
    marked ? "marcada para revisar" : null,
  ];
  return { answered, marked, description: words.filter(Boolean).join(", ") };
}

/** A cell's look: filled when answered, dashed when blank, a bookmark when marked (not colour alone). */
function Cell({ answered, marked, className }: { answered: boolean; marked: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative flex items-center justify-center rounded-md border-2 text-sm font-semibold tabular-nums",
        answered
          ? "border-primary bg-primary text-primary-foreground"
          : "border-dashed border-muted-foreground/50",
        marked && "ring-2 ring-amber-400 ring-offset-1",
        className,
      )}
    >
      {marked && (
        <Bookmark
          className="absolute -top-1.5 -right-1.5 size-3.5 fill-amber-400 text-amber-700"
          aria-hidden="true"
        />
      )}
    </span>
  );
}

/**
 * Every item's number, answered / marked / blank, as buttons that jump to it; the grid wraps to
 * the width it has. The legend says what each look means.
 */
export function QuestionMap({
  items,
  entries,
  currentNumber,
  onJump,
}: {
  items: readonly SimuladoItem[];
  entries: Record<string, Entry>;
  /** The item on screen in the one-at-a-time view. */
  currentNumber: number | null;
  onJump: (number: number) => void;
}) {
  return (
    <nav aria-label="Mapa das questões" className="grid gap-3">
      <ol
        className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1.5"
        data-testid="question-map"
      >
        {items.map((item) => {
          const { answered, marked, description } = cellState(entries[item.questionId]);
          const current = item.number === currentNumber;
          return (
            <li key={item.questionId}>
              <button
                type="button"
                onClick={() => onJump(item.number)}
                aria-label={`Questão ${item.number}: ${description}`}
                aria-current={current ? "step" : undefined}
                className={cn(
                  "relative flex h-10 w-full cursor-pointer items-center justify-center rounded-md border-2 text-sm font-semibold tabular-nums transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  answered
                    ? "border-primary bg-primary text-primary-foreground hover:bg-primary/90"
                    : "border-dashed border-muted-foreground/50 bg-card hover:bg-muted",
                  marked && "ring-2 ring-amber-400 ring-offset-1",
                  current && "outline-2 outline-offset-2 outline-foreground",
                )}
                data-state={answered ? "answered" : "blank"}
                data-marked={marked ? "true" : "false"}
              >
                {item.number}
                {marked && (
                  <Bookmark
                    className="absolute -top-1.5 -right-1.5 size-3.5 fill-amber-400 text-amber-700"
                    aria-hidden="true"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="grid gap-1.5 text-xs text-muted-foreground" aria-label="Legenda">
        <li className="flex items-center gap-2">
          <Cell answered marked={false} className="size-5" /> Respondida (preenchida)
        </li>
        <li className="flex items-center gap-2">
          <Cell answered={false} marked={false} className="size-5" /> Em branco (tracejada)
        </li>
        <li className="flex items-center gap-2">
          <Cell answered={false} marked className="size-5" /> Marcada para revisar (com marcador)
        </li>
        {currentNumber !== null && (
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-5 rounded-md border-2 outline-2 outline-offset-1 outline-foreground"
            />
            Questão na tela (contorno)
          </li>
        )}
      </ul>
    </nav>
  );
}
