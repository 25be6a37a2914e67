import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, FlaskConical, Gift, RefreshCw, Settings, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BillingOverview } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import type { PlanDto } from "#domain/plans/api";
import { APP_ROUTES } from "#domain/shared/routes";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { usePlans } from "#web/lib/api/plans.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { loginPathFor, useSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useGoTo } from "#web/lib/use-go-to.ts";
import { useCheckStatus } from "./api/check-status.ts";
import { useBillingConfig } from "./api/get-billing-config.ts";
import { useSubscription } from "./api/get-subscription.ts";
import { useOpenPortal } from "./api/open-portal.ts";
import { BenefitsCard } from "./benefits-card.tsx";
import { CheckoutDialog } from "./checkout-dialog.tsx";
import { type Billing, PlanCard } from "./plan-card.tsx";
import { planSentence } from "./plan-sentence.ts";
import { SubscriptionCard } from "./subscription-card.tsx";
import { CONFIRM_POLLS, usePaymentReturn } from "./use-payment-return.ts";

/** Where a visitor's 'Assinar' / 'Escolher' leads: sign up, then back to the plans once signed in. */
export const VISITOR_SIGN_UP_PATH = `${APP_ROUTES.register}?redirect=${encodeURIComponent(APP_ROUTES.plans)}`;

const DESCRIPTION = "Mais exercícios, mais conversas com os tutores e mais redações corrigidas por mês.";

export function PlansPage() {
  const [params, setParams] = useSearchParams();
  const billing: Billing = params.get("cobranca") === "anual" ? "annual" : "monthly";
  const highlight = params.get("plano");
  const { user } = useSession();
  const signedIn = user !== null;
  const _client = useQueryClient();
  const plans = usePlans();
  const entitlements = useEntitlements(signedIn);
  const config = useBillingConfig(signedIn);
  const subscription = useSubscription(signedIn);
  const [choosing, setChoosing] = useState<PlanDto | null>(null);
  const checkStatus = useCheckStatus();
  const portal = useOpenPortal();
  const goTo = useGoTo();
  const current = subscription.data?.current ?? null;
  const polls = usePaymentReturn(signedIn, current !== null);

  // 'Fazer upgrade' pointed to a plan: bring its card into view.
  const ready = plans.isSuccess && (!signedIn || entitlements.isSuccess);
  useEffect(() => {
    if (!ready || !highlight) return;
    const card = document.getElementById(`plano-${highlight}`);
    card?.scrollIntoView({ block: "center" });
    card?.focus({ preventScroll: true });
  }, [ready, highlight]);

  if (plans.isPending || (signedIn && (entitlements.isPending || subscription.isPending)))
    return <LoadingState />;
  if (plans.isError)
    return (
      <ErrorState
        title={BILLING_MESSAGES.error}
        message={BILLING_MESSAGES.loadPlansFailed}
        onRetry={() => plans.refetch()}
      />
    );
  if (signedIn && entitlements.isError)
    return <ErrorState message={errorMessage(entitlements.error)} onRetry={() => entitlements.refetch()} />;
  if (signedIn && subscription.isError)
    return <ErrorState message={errorMessage(subscription.error)} onRetry={() => subscription.refetch()} />;

  const billingTabs = (
    <Tabs
      value={billing}
      onValueChange={(v) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (v === "annual") next.set("cobranca", "anual");
            else next.delete("cobranca");
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label="Forma de cobrança">
        <TabsTrigger value="monthly">Mensal</TabsTrigger>
        <TabsTrigger value="annual">Anual -17%</TabsTrigger>
      </TabsList>
    </Tabs>
  );
  const testMode = config.data?.testMode && (
    <Badge variant="warning" className="mb-4 whitespace-normal" data-testid="test-mode">
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {BILLING_MESSAGES.testMode}
    </Badge>
  );
  const howToPay = (
    <div className="mb-6 flex flex-col gap-3">
      {billingTabs}
      <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.howToPay}</p>
    </div>
  );
  const benefits = <BenefitsCard />;
  const footnote = <p className="mt-6 text-sm text-muted-foreground">Valores em reais (BRL).</p>;
  const grid = "grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4";

  if (!signedIn || !entitlements.data)
    return (
      <>
        <PageHeader title="Escolha seu Plano" description={DESCRIPTION} />
        {testMode}
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
        {howToPay}
        <div className={grid}>
          {plans.data.map((plan) => {
            const free = plan.monthlyPrice === 0;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                billing={billing}
                current={false}
                highlighted={plan.slug === highlight}
                action={
                  <Button asChild variant={free ? "outline" : "default"}>
                    <Link
                      to={VISITOR_SIGN_UP_PATH}
                      aria-label={`${free ? "Escolher" : "Assinar"} o plano ${plan.name}`}
                    >
                      {free ? "Escolher" : "Assinar"}
                    </Link>
                  </Button>
                }
              />
            );
          })}
        </div>
        {benefits}
        {footnote}
      </>
    );

  const plan = entitlements.data.plan;
  const overview: BillingOverview = subscription.data ?? { current: null, records: [] };
  const online = overview.records.some((r) => r.source !== "admin");
  const paymentsOff = config.data?.provider === "none";
  // The server refuses a second subscription (409): the page does not offer one.
  const subscribed = current !== null && current.kind === "subscription" && current.source !== "admin";

  const verify = () =>
    checkStatus.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(BILLING_MESSAGES.statusChecked, { description: message }),
      onError: (error) => toast.error(BILLING_MESSAGES.statusFailed, { description: errorMessage(error) }),
    });
  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url) goTo(url);
        else toast.error(BILLING_MESSAGES.portalUrlMissing);
      },
      onError: (error) => toast.error(BILLING_MESSAGES.portalFailed, { description: errorMessage(error) }),
    });

  const actionFor = (p: PlanDto) => {
    const free = p.monthlyPrice === 0;
    if (p.slug === plan.slug)
      return (
        <Button variant="outline" disabled>
          Plano atual
        </Button>
      );
    if (free) return null;
    if (subscribed) return <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.manageToChange}</p>;
    if (paymentsOff)
      return (
        <Button disabled title={BILLING_MESSAGES.paymentsUnavailable}>
          Assinatura online indisponível
        </Button>
      );
    return (
      <Button onClick={() => setChoosing(p)} aria-label={`Assinar o plano ${p.name}`}>
        Assinar
      </Button>
    );
  };

  return (
    <>
      <PageHeader
        title="Escolha seu Plano"
        description={DESCRIPTION}
        actions={
          <Button variant="outline" onClick={verify} disabled={checkStatus.isPending}>
            <RefreshCw className={checkStatus.isPending ? "animate-spin" : undefined} />
            {checkStatus.isPending ? "Verificando..." : "Verificar Status"}
          </Button>
        }
      />
      {testMode}
      {polls !== null && !current && (
        <Alert variant="warning" className="mb-6" data-testid="payment-confirming">
          <RefreshCw className={polls < CONFIRM_POLLS ? "animate-spin" : undefined} />
          <AlertDescription>
            {polls < CONFIRM_POLLS ? BILLING_MESSAGES.confirming : BILLING_MESSAGES.confirmingSlow}
          </AlertDescription>
        </Alert>
      )}
      <Alert variant="info" className="mb-6 flex-wrap" data-testid="current-plan">
        <BadgeCheck />
        <div className="min-w-0 flex-1">
          <AlertTitle>Seu plano: {plan.name}</AlertTitle>
          <AlertDescription>{planSentence(entitlements.data, current)}</AlertDescription>
        </div>
        {online && (
          <Button
            variant="outline"
            size="sm"
            onClick={manage}
            disabled={portal.isPending}
            className="self-center"
          >
            <Settings />
            {portal.isPending ? BILLING_MESSAGES.processing : "Gerenciar"}
          </Button>
        )}
      </Alert>
      {/* The trial comes with a subscription, which is not sold while a Pix pass runs. */}
      {config.data?.trialAvailable && !subscribed && current?.kind !== "pass" && (
        <Alert variant="success" className="mb-6">
          <Gift />
          <div>
            <AlertTitle>{BILLING_MESSAGES.trialOffer}</AlertTitle>
            <AlertDescription>{BILLING_MESSAGES.trialOnce}</AlertDescription>
          </div>
        </Alert>
      )}
      {(current || overview.records.length > 0) && (
        <div className="mb-8">
          <SubscriptionCard overview={overview} />
        </div>
      )}
      {howToPay}
      <div className={grid}>
        {plans.data.map((p) => (
          <PlanCard
            key={p.id}
            plan={p}
            billing={billing}
            current={p.slug === plan.slug}
            highlighted={p.slug === highlight}
            action={actionFor(p)}
          />
        ))}
      </div>
      {benefits}
      {footnote}
      {choosing && (
        <CheckoutDialog
          plan={choosing}
          billing={billing}
          trialAvailable={config.data?.trialAvailable === true}
          passEndsAt={current?.kind === "pass" ? current.endsAt : null}
          onClose={() => setChoosing(null)}
        />
      )}
    </>
  );
}
