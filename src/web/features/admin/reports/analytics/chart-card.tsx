import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/**
 * A chart with its title and one-line definition. The drawing is hidden from screen readers,
 * which read `summary` instead; the figures themselves are in the table under "Ver os números".
 */
export function ChartCard({
  title,
  definition,
  summary,
  chart,
  table,
  testId,
}: {
  title: string;
  definition: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{definition}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <figure aria-labelledby={`${id}-title`} className="m-0">
          <div aria-hidden="true">{chart}</div>
          <figcaption className="sr-only">{summary}</figcaption>
        </figure>
        <details className="group rounded-md border">
          <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
            Ver os números
          </summary>
          <div className="overflow-x-auto border-t">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

/** A compact figures table: the first column names the row, the others are right-aligned numbers. */
export function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-muted/60 text-xs text-muted-foreground">
        <tr>
          {head.map((h, i) => (
            <th
              key={h}
              scope="col"
              className={`px-3 py-2 font-medium ${i === 0 ? "text-left" : "text-right"}`}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are the report's fixed order
          <tr key={r} className="border-t">
            {cells.map((cell, i) =>
              i === 0 ? (
                <th key="name" scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A legend entry in the text colour (recharts paints it in the series' colour, too pale to read). */
export function legendText(value: string) {
  return <span className="text-foreground">{value}</span>;
}
