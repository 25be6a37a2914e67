import { ArrowLeft, CalendarClock, FastForward } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { SandboxPortal } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { APP_ROUTES } from "#domain/shared/routes";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { formatDate } from "#web/lib/billing-format.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdvanceSandboxClock } from "./api/advance-sandbox-clock.ts";
import { useSandboxPortal } from "./api/get-sandbox-portal.ts";
import { usePayPastDue } from "./api/pay-past-due.ts";
import { useSetFailNextPayment } from "./api/set-fail-next-payment.ts";
import { SandboxLabel } from "./sandbox-label.tsx";

type TestSubscription = SandboxPortal["subscriptions"][number];

const STEPS = [
  { days: 1, label: "+1 dia" },
  { days: 7, label: "+7 dias" },
  { days: 30, label: "+1 mês (30 dias)" },
  { days: 365, label: "+1 ano (365 dias)" },
] as const;

const STATUS: Record<string, { label: string; variant: "success" | "warning" | "secondary" }> = {
  trialing: { label: "Em teste grátis", variant: "success" },
  active: { label: "Ativa", variant: "success" },
  past_due: { label: "Pagamento pendente", variant: "warning" },
  canceled: { label: "Encerrada", variant: "secondary" },
};

const onFailure = (error: unknown) =>
  toast.error(BILLING_MESSAGES.error, { description: errorMessage(error) });

function BackToPlans() {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to={APP_ROUTES.plans}>
        <ArrowLeft />
        Voltar aos planos
      </Link>
    </Button>
  );
}

function SubscriptionItem({ sub }: { sub: TestSubscription }) {
  const id = useId();
  const failNext = useSetFailNextPayment();
  const payPastDue = usePayPastDue();
  const status = STATUS[sub.status] ?? { label: sub.status, variant: "secondary" as const };
  const ended = sub.status === "canceled";
  return (
    <li className="grid gap-3 rounded-md border p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">Assinatura {sub.planName}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <ul className="grid gap-0.5 text-muted-foreground">
        {sub.trialEnd && <li>Teste grátis até {formatDate(sub.trialEnd)}</li>}
        {!ended && (
          <li>
            {sub.cancelAtPeriodEnd ? "Termina em" : "Fim do período (próxima cobrança)"}:{" "}
            {formatDate(sub.currentPeriodEnd)}
          </li>
        )}
        {sub.cancelAtPeriodEnd && !ended && <li>Cancelada: não se renova.</li>}
      </ul>
      {!ended && (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <Switch
              id={id}
              checked={sub.failNextPayment}
              disabled={failNext.isPending}
              onCheckedChange={(fail) =>
                failNext.mutate({ subscriptionId: sub.id, fail }, { onError: onFailure })
              }
            />
            <Label htmlFor={id}>Próxima cobrança falha</Label>
          </div>
          {sub.status === "past_due" && (
            <Button
              size="sm"
              disabled={payPastDue.isPending}
              onClick={() =>
                payPastDue.mutate(sub.id, {
                  onSuccess: () => toast.success("Cobrança pendente paga (teste)"),
                  onError: onFailure,
                })
              }
            >
              {payPastDue.isPending ? BILLING_MESSAGES.processing : "Pagar cobrança pendente"}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The sandbox's portal: the student's test subscriptions and a clock to walk through time. */
export function SandboxPortalPage() {
  const portal = useSandboxPortal();
  const advance = useAdvanceSandboxClock();
  const header = (
    <PageHeader
      title="Portal de pagamentos"
      description="Suas assinaturas de teste e o relógio do ambiente de teste."
      actions={<BackToPlans />}
    />
  );

  if (portal.isPending)
    return (
      <>
        {header}
        <SandboxLabel />
        <LoadingState />
      </>
    );
  if (portal.isError) {
    const noCustomer = portal.error instanceof ApiError && portal.error.code === "NO_SUBSCRIPTION";
    return (
      <>
        {header}
        <SandboxLabel />
        {noCustomer ? (
          <EmptyState title={BILLING_MESSAGES.sandboxEmpty} message={errorMessage(portal.error)} />
        ) : (
          <ErrorState message={errorMessage(portal.error)} onRetry={() => portal.refetch()} />
        )}
      </>
    );
  }

  const { now, offsetDays, subscriptions } = portal.data;
  return (
    <>
      {header}
      <SandboxLabel />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <CalendarClock className="size-5" aria-hidden="true" />
              Relógio do teste
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-base" aria-live="polite" data-testid="sandbox-clock">
              Hoje no teste: <strong>{formatDate(now)}</strong>
              {offsetDays > 0 && (
                <span className="text-sm text-muted-foreground">
                  {" "}
                  ({offsetDays} {offsetDays === 1 ? "dia" : "dias"} à frente)
                </span>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              Avance o relógio para ver renovações, o fim do teste grátis, cobranças que falham e o fim do
              período acontecerem, como aconteceriam de verdade.
            </p>
            <div className="flex flex-wrap gap-2">
              {STEPS.map((step) => (
                <Button
                  key={step.days}
                  variant="outline"
                  disabled={advance.isPending}
                  aria-label={`Avançar ${step.label.replace("+", "")}`}
                  onClick={() => advance.mutate(step.days, { onError: onFailure })}
                >
                  <FastForward />
                  {step.label}
                </Button>
              ))}
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Assinaturas de teste</CardTitle>
          </CardHeader>
          <CardContent>
            {subscriptions.length === 0 ? (
              <EmptyState
                title={BILLING_MESSAGES.sandboxEmpty}
                message="Passes Pix não aparecem aqui: eles não se renovam."
              />
            ) : (
              <ul className="grid gap-3">
                {subscriptions.map((sub) => (
                  <SubscriptionItem key={sub.id} sub={sub} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
