import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, RefreshCw } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { entitlementsQueryKey, useEntitlements } from "#web/shared/entitlements-api.ts";
import { usePlans } from "./api.ts";
import { type Billing, PlanCard } from "./plan-card.tsx";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** 'Escolha seu Plano': the plans from the database and the plan in force for the student. */
export function PlansPage() {
  const [params, setParams] = useSearchParams();
  const billing: Billing = params.get("cobranca") === "anual" ? "annual" : "monthly";
  const plans = usePlans();
  const entitlements = useEntitlements();
  const client = useQueryClient();

  if (plans.isPending || entitlements.isPending) return <LoadingState />;
  if (plans.isError)
    return <ErrorState title="Erro" message="Erro ao carregar planos" onRetry={() => plans.refetch()} />;
  if (entitlements.isError)
    return <ErrorState message={errorMessage(entitlements.error)} onRetry={() => entitlements.refetch()} />;

  const current = entitlements.data;
  return (
    <>
      <PageHeader
        title="Escolha seu Plano"
        description="Mais exercícios, mais conversas com os tutores e mais redações corrigidas por mês."
        actions={
          <Button
            variant="outline"
            onClick={() => client.invalidateQueries({ queryKey: entitlementsQueryKey })}
            disabled={entitlements.isFetching}
          >
            <RefreshCw className={entitlements.isFetching ? "animate-spin" : undefined} /> Verificar Status
          </Button>
        }
      />
      <Alert variant="info" className="mb-6">
        <BadgeCheck />
        <div>
          <AlertTitle>Seu plano: {current.plan.name}</AlertTitle>
          <AlertDescription>
            {current.hasActiveSubscription && current.subscriptionEndsAt
              ? `Assinatura ativa até ${dateFormat.format(new Date(current.subscriptionEndsAt))}.`
              : current.hasActiveSubscription
                ? "Assinatura ativa, sem data de término."
                : "Você está no plano gratuito. Os limites renovam todo dia à meia-noite (horário de Brasília)."}
          </AlertDescription>
        </div>
      </Alert>
      <Tabs
        value={billing}
        onValueChange={(v) => setParams(v === "annual" ? { cobranca: "anual" } : {}, { replace: true })}
        className="mb-6"
      >
        <TabsList aria-label="Forma de cobrança">
          <TabsTrigger value="monthly">Mensal</TabsTrigger>
          <TabsTrigger value="annual">Anual -17%</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} current={plan.slug === current.plan.slug} />
        ))}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        Valores em reais (BRL). O pagamento online com cartão está sendo preparado.
      </p>
    </>
  );
}
