import {
  ANALYTICS_MESSAGES,
  type AnalyticsPeriod,
  isEmptyReport,
  longMonthLabel,
  monthOf,
  periodLabel,
  resolvePeriod,
} from "#domain/admin/analytics";
import { DEFAULT_TIMEZONE } from "#domain/shared/calendar";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useAnalytics } from "./analytics-api.ts";
import { CohortTable } from "./cohort-table.tsx";
import { ConversionChart } from "./conversion-chart.tsx";
import { PeriodChooser } from "./period-chooser.tsx";
import { RetentionChart } from "./retention-chart.tsx";
import { SubjectRankingChart } from "./subject-ranking-chart.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { useAnalyticsPeriod } from "./use-analytics-period.ts";

/** Relatórios › Analytics: the figures of a chosen period, counted by the server from the data. */
export function AnalyticsTab() {
  const [asked, choose] = useAnalyticsPeriod();
  const query = useAnalytics(asked);
  const currentMonth = monthOf(new Date(), DEFAULT_TIMEZONE);
  const checked = resolvePeriod(asked, currentMonth);
  const shown: AnalyticsPeriod = checked.ok ? checked.period : { from: asked.from ?? "", to: asked.to ?? "" };
  const report = query.data;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardContent className="grid grid-cols-1 gap-3 p-5">
          <PeriodChooser
            key={`${shown.from}:${shown.to}`}
            period={shown}
            currentMonth={currentMonth}
            onChoose={choose}
          />
          {report && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              {query.isPlaceholderData && <Spinner label="Atualizando" />}
              <span>
                Mostrando{" "}
                <strong className="text-foreground">
                  {periodLabel(report.period.from, report.period.to)}
                </strong>
                {report.period.inProgress && ` (${longMonthLabel(report.period.to)} ainda em andamento)`}.
              </span>
            </p>
          )}
        </CardContent>
      </Card>
      {query.isPending ? (
        <LoadingState label="Calculando os indicadores..." />
      ) : query.isError ? (
        <ErrorState
          title={ANALYTICS_MESSAGES.loadFailed}
          message={errorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      ) : isEmptyReport(query.data) ? (
        <EmptyState title={ANALYTICS_MESSAGES.empty} message={ANALYTICS_MESSAGES.emptyHint} />
      ) : (
        <div className="grid grid-cols-1 gap-4" aria-busy={query.isPlaceholderData}>
          <SummaryCards report={query.data} />
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <ConversionChart months={query.data.conversion} />
            <RetentionChart months={query.data.retention} />
          </div>
          <SubjectRankingChart subjects={query.data.subjects} />
          <CohortTable report={query.data} />
        </div>
      )}
    </div>
  );
}
