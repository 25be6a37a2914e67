import { useSearchParams } from "react-router";
import { PERFORMANCE_MESSAGES as M, PERIODS, type Period } from "#domain/performance/rules";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState } from "#web/components/page-states.tsx";
import { ToggleGroup } from "#web/components/toggle-group.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { AnalyticsSection } from "./analytics-section.tsx";
import { PlanRequired } from "./plan-required.tsx";
import { ReportSection } from "./report-section.tsx";

const PERIOD_SHORT: Record<Period, string> = { "30d": "30 dias", "90d": "90 dias", "12m": "12 meses" };

const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);

function PeriodSelector({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return (
    <ToggleGroup
      legend="Período: últimos…"
      options={PERIODS.map((p) => ({ value: p, label: PERIOD_SHORT[p] }))}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * /desempenho — the student's figures over a period (plans with "relatórios") and, on the Nerd plan,
 * the advanced analyses. The plan is read from the entitlements first, so a plan without a module
 * sees its message and the plans page, never a refused request.
 */
export function PerformancePage() {
  const entitlements = useEntitlements();
  const [params, setParams] = useSearchParams();
  const asked = params.get("periodo");
  const period: Period = isPeriod(asked) ? asked : "30d";
  const modules = entitlements.data?.modules;

  const header = (
    <PageHeader
      title={M.title}
      description="Seus acertos por matéria, assunto e habilidade do ENEM, e como eles mudam com o tempo."
      actions={
        modules?.relatorios ? (
          <PeriodSelector
            value={period}
            onChange={(p) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.set("periodo", p);
                  return next;
                },
                { replace: true },
              )
            }
          />
        ) : undefined
      }
    />
  );

  if (entitlements.isPending)
    return (
      <>
        {header}
        <div className="grid gap-4" aria-busy="true">
          <span role="status" className="sr-only">
            Carregando...
          </span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </>
    );
  if (entitlements.isError || !modules)
    return (
      <>
        {header}
        <ErrorState
          title="Não foi possível carregar seu plano"
          message={errorMessage(entitlements.error)}
          onRetry={() => entitlements.refetch()}
        />
      </>
    );

  if (!modules.relatorios)
    return (
      <>
        {header}
        <PlanRequired
          title="Relatórios nos planos Estudante e Nerd"
          message={M.reportsPlanRequired}
          plan="estudante"
          testId="reports-plan-required"
        />
      </>
    );

  return (
    <>
      {header}
      <div className="grid min-w-0 grid-cols-1 gap-10">
        <ReportSection period={period} />
        <section aria-labelledby="analises-avancadas" className="grid min-w-0 grid-cols-1 gap-4">
          <h2 id="analises-avancadas" className="text-xl font-semibold">
            Análises avançadas
          </h2>
          {modules.analytics ? (
            <AnalyticsSection />
          ) : (
            <PlanRequired
              title="Análises avançadas no plano Nerd"
              message={M.analyticsPlanRequired}
              plan="nerd"
              testId="analytics-plan-required"
            />
          )}
        </section>
      </div>
    </>
  );
}
