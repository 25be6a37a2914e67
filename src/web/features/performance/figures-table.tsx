import { type ReactNode, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers align right and keep their width. */
  numeric?: boolean;
  /** The row's header cell (its name). */
  rowHeader?: boolean;
};

/**
 * A table of figures that scrolls sideways inside its card on a narrow screen (the page never does);
 * long lists show `initial` rows and a button for the rest.
 */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  initial = 10,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  initial?: number;
}) {
  const [all, setAll] = useState(false);
  const id = useId();
  const shown = all ? rows : rows.slice(0, initial);
  return (
    <div className="grid min-w-0 gap-2">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="overflow-x-auto rounded-md border" tabIndex={0} aria-labelledby={id}>
        <table className="w-full text-sm">
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={cn("px-3 py-2 font-medium whitespace-nowrap", c.numeric && "text-right")}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} className="border-t">
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.header} scope="row" className="px-3 py-2 text-left font-medium">
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={c.header}
                      className={cn("px-3 py-2", c.numeric && "text-right whitespace-nowrap tabular-nums")}
                    >
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > initial && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAll((v) => !v)}>
          {all ? "Mostrar menos" : `Mostrar todos (${rows.length})`}
        </Button>
      )}
    </div>
  );
}
