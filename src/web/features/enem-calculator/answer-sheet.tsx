import type { KeyboardEvent } from "react";
import { cn } from "#web/lib/cn.ts";
import { LETTERS, type Letter, markAt } from "./answer-string.ts";

/** Rows per column, as on ENEM's answer card. */
const COLUMN = 15;

function focusRow(prefix: string, row: number, mark: Letter | null) {
  document.getElementById(`${prefix}-${row}-${mark ?? "A"}`)?.focus();
}

/**
 * The answer card: one row per question, numbered as in the booklet, five bubbles A–E each (a radio
 * group). Keyboard: arrows choose, A–E mark and go to the next question, Delete or Space clears.
 */
export function AnswerSheet({
  id,
  sheet,
  rows,
  first,
  languageRows,
  onMark,
}: {
  id: string;
  /** The answers, one character per row. */
  sheet: string;
  rows: number;
  /** The number of the first question in the booklet. */
  first: number;
  /** Rows of the foreign language at the top (Linguagens). */
  languageRows: number;
  onMark: (row: number, letter: Letter | null) => void;
}) {
  const columns = Array.from({ length: Math.ceil(rows / COLUMN) }, (_, c) =>
    Array.from({ length: Math.min(COLUMN, rows - c * COLUMN) }, (_, i) => c * COLUMN + i),
  );

  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: number) => {
    const key = event.key.toUpperCase();
    const letter = LETTERS.find((l) => l === key);
    if (letter && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onMark(row, letter);
      if (row + 1 < rows) focusRow(id, row + 1, markAt(sheet, row + 1));
    } else if (key === "DELETE" || key === "BACKSPACE") {
      event.preventDefault();
      onMark(row, null);
    }
  };

  return (
    // Columns by the room the card has (the student shell's sidebar takes some), not the window's.
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @3xl:grid-cols-3">
        {columns.map((column) => (
          <div key={column[0]} className="overflow-hidden rounded-md border-2 border-primary/30 bg-card">
            <div
              aria-hidden="true"
              className="flex items-center gap-1.5 bg-primary/10 px-2 py-1 text-xs font-semibold text-primary"
            >
              <span className="w-10">Questão</span>
              {LETTERS.map((l) => (
                <span key={l} className="w-8 text-center">
                  {l}
                </span>
              ))}
            </div>
            {column.map((row) => {
              const mark = markAt(sheet, row);
              const number = first + row;
              const raw = sheet[row];
              return (
                <div
                  key={row}
                  role="radiogroup"
                  aria-label={`Questão ${number}${row < languageRows ? " (língua estrangeira)" : ""}`}
                  className={cn(
                    "flex items-center gap-1.5 px-2 py-1",
                    row % 2 === 1 && "bg-muted/50",
                    row === languageRows - 1 && "border-b-2 border-primary/30",
                  )}
                >
                  <span className="w-10 text-sm font-bold tabular-nums">
                    {String(number).padStart(2, "0")}
                    {raw === "*" && (
                      <span className="ml-0.5 text-destructive" title="Dupla marcação">
                        *
                      </span>
                    )}
                  </span>
                  {LETTERS.map((letter) => (
                    <label key={letter} className="relative flex w-8 cursor-pointer justify-center">
                      <input
                        id={`${id}-${row}-${letter}`}
                        type="radio"
                        name={`${id}-${row}`}
                        value={letter}
                        checked={mark === letter}
                        aria-label={letter}
                        onChange={() => onMark(row, letter)}
                        onClick={() => mark === letter && onMark(row, null)}
                        onKeyDown={(event) => onKey(event, row)}
                        className="peer sr-only"
                      />
                      <span
                        aria-hidden="true"
                        className="flex h-6 w-8 items-center justify-center rounded-full border-2 border-foreground/50 text-[0.7rem] font-semibold text-foreground/70 transition-colors peer-checked:border-foreground peer-checked:bg-foreground peer-checked:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-primary"
                      >
                        {letter}
                      </span>
                    </label>
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
