import {
  ANALYTICS_DEFINITIONS,
  type AnalyticsReport,
  formatCount,
  formatRate,
  longMonthLabel,
  shortMonthLabel,
} from "#domain/admin/analytics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/** The share of each sign-up month's students active N months later, as a heat map. */
export function CohortTable({ report }: { report: AnalyticsReport }) {
  const offsets = report.period.months.map((_, i) => i);
  return (
    <Card className="min-w-0" data-testid="cohort-table">
      <CardHeader>
        <CardTitle className="text-base">Retenção por coorte de cadastro</CardTitle>
        <CardDescription>{ANALYTICS_DEFINITIONS.cohorts}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Coortes por mês de cadastro: estudantes cadastrados e a parcela ativa em cada mês seguinte
            </caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Cadastro
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Estudantes
                </th>
                {offsets.map((i) => (
                  <th key={i} scope="col" className="px-2 py-2 text-center font-medium whitespace-nowrap">
                    Mês {i}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.cohorts.map((cohort) => (
                <tr key={cohort.month} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    <abbr title={longMonthLabel(cohort.month)} className="no-underline">
                      {shortMonthLabel(cohort.month)}
                    </abbr>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(cohort.size)}</td>
                  {offsets.map((i) => {
                    const cell = cohort.activity[i];
                    if (!cell) return <td key={i} />;
                    const rate = cell.rate ?? 0;
                    return (
                      <td
                        key={i}
                        className="px-2 py-1.5 text-center tabular-nums whitespace-nowrap"
                        style={{
                          backgroundColor: cell.rate ? `rgb(79 70 229 / ${0.1 + 0.8 * rate})` : undefined,
                          color: rate > 0.55 ? "white" : undefined,
                        }}
                        title={`${formatCount(cell.active)} de ${formatCount(cohort.size)} ativos em ${longMonthLabel(cell.month)}`}
                      >
                        {formatRate(cell.rate)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
