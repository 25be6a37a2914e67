import { BadgeCheck, RefreshCw, Sparkles } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { APP_ROUTES } from "#domain/shared/routes";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { loginPathFor, useSession } from "#web/lib/session.ts";
import { usePlans } from "./api.ts";
import { type Billing, PlanCard } from "./plan-card.tsx";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** Where a visitor's 'Assinar' / 'Escolher' leads: sign up, then back to the plans once signed in. */
export const VISITOR_SIGN_UP_PATH = `${APP_ROUTES.register}?redirect=${encodeURIComponent(APP_ROUTES.plans)}`;

/**
 * 'Escolha seu Plano': the plans from the database and, for a student, the plan in force. Visitors
 * see the same plans, with actions that lead to sign-up or sign-in and back here.
 */
export function PlansPage() {
  const [params, setParams] = useSearchParams();
  const billing: Billing = params.get("cobranca") === "anual" ? "annual" : "monthly";
  const { user } = useSession();
  const plans = usePlans();
  const entitlements = useEntitlements(user !== null);

  if (plans.isPending || (user && entitlements.isPending)) return <LoadingState />;
  if (plans.isError)
    return <ErrorState title="Erro" message="Erro ao carregar planos" onRetry={() => plans.refetch()} />;
  if (user && entitlements.isError)
    return <ErrorState message={errorMessage(entitlements.error)} onRetry={() => entitlements.refetch()} />;

  const billingTabs = (
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
  );
  const footnote = (
    <p className="mt-6 text-sm text-muted-foreground">
      Valores em reais (BRL). O pagamento online com cartão está sendo preparado.
    </p>
  );
  const description = "Mais exercícios, mais conversas com os tutores e mais redações corrigidas por mês.";

  if (!user || !entitlements.data)
    return (
      <>
        <PageHeader title="Escolha seu Plano" description={description} />
        <Alert variant="info" className="mb-6">
          <Sparkles />
          <div>
            <AlertTitle>Comece grátis</AlertTitle>
            <AlertDescription>
              Crie sua conta para usar o plano gratuito hoje mesmo; você pode mudar de plano quando quiser. Já
              tem conta?{" "}
              <Link
                to={loginPathFor(APP_ROUTES.plans)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Entrar
              </Link>
            </AlertDescription>
          </div>
        </Alert>
        {billingTabs}
        <div className="grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              billing={billing}
              current={false}
              visitorPath={VISITOR_SIGN_UP_PATH}
            />
          ))}
        </div>
        {footnote}
      </>
    );

  const current = entitlements.data;
  const checkStatus = async () => {
    const result = await entitlements.refetch();
    if (result.isError || !result.data)
      toast.error("Não foi possível verificar o status", { description: errorMessage(result.error) });
    else
      toast.success("Status verificado", {
        description: result.data.hasActiveSubscription
          ? `Seu plano: ${result.data.plan.name}, com assinatura ativa.`
          : `Seu plano: ${result.data.plan.name}.`,
      });
  };
  return (
    <>
      <PageHeader
        title="Escolha seu Plano"
        description={description}
        actions={
          <Button variant="outline" onClick={checkStatus} disabled={entitlements.isFetching}>
            <RefreshCw className={entitlements.isFetching ? "animate-spin" : undefined} />
            {entitlements.isFetching ? "Verificando..." : "Verificar Status"}
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
      {billingTabs}
      <div className="grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} current={plan.slug === current.plan.slug} />
        ))}
      </div>
      {footnote}
    </>
  );
}
