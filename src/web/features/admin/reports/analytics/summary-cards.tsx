import { type AnalyticsReport, summaryCards } from "#domain/admin/analytics";
import { Card, CardContent } from "#web/components/ui/card.tsx";

/** Conversion, retention and tutor messages of the period, each with how it is counted. */
export function SummaryCards({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-label="Resumo do período" className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {summaryCards(report).map((card) => (
        <Card key={card.key}>
          <CardContent className="grid gap-1 p-5">
            <h3 className="text-sm font-medium text-muted-foreground">{card.label}</h3>
            <p className="text-3xl font-bold tracking-tight" data-testid={`analytics-${card.key}`}>
              {card.value}
            </p>
            <p className="text-sm">{card.detail}</p>
            <p className="text-xs text-muted-foreground">{card.comparison}</p>
            <p className="mt-1 border-t pt-2 text-xs text-muted-foreground">{card.definition}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
