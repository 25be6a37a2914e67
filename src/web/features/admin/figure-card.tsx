import type { ReactNode } from "react";
import { Card, CardContent } from "#web/components/ui/card.tsx";

/** A figure with its label and the one-line definition of how it is counted. */
export function FigureCard({
  label,
  value,
  definition,
  testId,
}: {
  label: string;
  value: ReactNode;
  definition: string;
  testId?: string;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-5">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-3xl font-bold tracking-tight" data-testid={testId}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{definition}</p>
      </CardContent>
    </Card>
  );
}
