import { useQueryClient } from "@tanstack/react-query";
import { ClipboardList, Info } from "lucide-react";
import { useState } from "react";
import { SIMULADO_MESSAGES as M } from "#domain/simulados/rules";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { SIMULADOS_KEY, useSimulados } from "./api/get-simulados.ts";
import { CurrentCard } from "./current-card.tsx";
import { EvolutionChart } from "./evolution-chart.tsx";
import { HistoryList } from "./history-list.tsx";
import { PlanRequiredCard } from "./simulado-states.tsx";
import { StartForm } from "./start-form.tsx";

function ListSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando simulados...
      </span>
      <Card>
        <CardContent className="grid gap-3 p-5">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-2 md:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
          <Skeleton className="h-11 w-48" />
        </CardContent>
      </Card>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * /simulados — the simulado in progress or the form to start one (Nerd plan), the finished ones and
 * the evolution of the scores. Without the plan: its message and the way to the plans page.
 */
export function SimuladosPage() {
  const query = useSimulados();
  const client = useQueryClient();
  // A refusal to start (one already open elsewhere, the plan changed), shown above what follows it.
  const [notice, setNotice] = useState<string | null>(null);

  const header = (
    <PageHeader
      title={M.title}
      description="Provas no formato do ENEM, com tempo marcado e nota estimada pela TRI."
    />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <ListSkeleton />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState
          title="Não foi possível carregar seus simulados"
          message={errorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      </>
    );

  const { access, current, finished, kinds } = query.data;
  const withScores = finished.filter((s) => s.areas.length > 0);
  return (
    <>
      {header}
      <div className="grid grid-cols-1 gap-6">
        {notice && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription className="mt-0">{notice}</AlertDescription>
          </Alert>
        )}
        {!access.allowed ? (
          <PlanRequiredCard message={access.message ?? M.planRequired} />
        ) : current ? (
          <CurrentCard simulado={current} />
        ) : (
          <StartForm
            kinds={kinds}
            onRefused={(message) => {
              setNotice(message);
              void client.invalidateQueries({ queryKey: SIMULADOS_KEY, exact: true });
            }}
          />
        )}

        {withScores.length >= 2 && <EvolutionChart finished={withScores} />}

        {(access.allowed || finished.length > 0) && (
          <section aria-labelledby="simulados-historico" className="grid grid-cols-1 gap-3">
            <h2 id="simulados-historico" className="text-lg font-semibold">
              Seus simulados
            </h2>
            {finished.length === 0 ? (
              <EmptyState
                icon={<ClipboardList className="size-8" aria-hidden="true" />}
                title="Você ainda não fez nenhum simulado."
                message="Quando você entregar um, a nota de cada área aparece aqui, com a correção questão por questão."
              />
            ) : (
              <HistoryList finished={finished} />
            )}
          </section>
        )}
      </div>
    </>
  );
}
