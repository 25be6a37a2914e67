import { ArrowLeft, CreditCard, FileText, QrCode } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { SandboxCheckout } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import type { PaymentMethod } from "#domain/billing/rules";
import { APP_ROUTES } from "#domain/shared/routes";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { BILLING_TYPE_LABEL, formatMoney, PAYMENT_METHOD_LABEL } from "#web/lib/billing-format.ts";
import { useGoTo } from "#web/lib/use-go-to.ts";
import { useSandboxCheckout } from "./api/get-sandbox-checkout.ts";
import { usePaySandboxCheckout } from "./api/pay-sandbox-checkout.ts";
import { SandboxLabel } from "./sandbox-label.tsx";

const ICONS = { card: CreditCard, boleto: FileText, pix: QrCode } as const;

/** What a real payment with this method would ask of the student (the sandbox asks none of it). */
function realPayment(method: PaymentMethod, kind: SandboxCheckout["kind"]): string {
  if (method === "card")
    return "Num pagamento real, você digitaria o número, a validade e o código de segurança do cartão na página segura do Stripe; o Rumo nunca vê esses dados. A cobrança se repete a cada período, até você cancelar.";
  if (method === "boleto")
    return "Num pagamento real, você receberia um boleto para pagar no app do banco, na lotérica ou no internet banking até o vencimento; a confirmação pode levar até 3 dias úteis. Um boleto novo chega a cada período, até você cancelar.";
  return kind === "pass"
    ? "Num pagamento real, você veria um QR Code (ou um código copia e cola) para pagar no app do seu banco; a confirmação leva poucos segundos. É um passe: não se renova."
    : "Num pagamento real, você pagaria pelo app do seu banco.";
}

/** The sandbox's payment page: what is being bought, and buttons that approve or decline it. */
export function SandboxCheckoutPage() {
  const { id = "" } = useParams();
  const checkout = useSandboxCheckout(id);
  const pay = usePaySandboxCheckout(id);
  const goTo = useGoTo();
  const [declined, setDeclined] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const header = <PageHeader title="Pagamento" description="Finalize a compra do seu plano." />;
  if (checkout.isPending)
    return (
      <>
        {header}
        <SandboxLabel />
        <LoadingState />
      </>
    );
  if (checkout.isError)
    return (
      <>
        {header}
        <SandboxLabel />
        <ErrorState message={errorMessage(checkout.error)} onRetry={() => checkout.refetch()} />
        <BackToPlans />
      </>
    );

  const c = checkout.data;
  const Icon = ICONS[c.paymentMethod];
  const busy = pay.isPending || leaving;
  const approve = () => {
    setDeclined(null);
    pay.mutate("approve", {
      onSuccess: ({ url }) => {
        setLeaving(true);
        goTo(url);
      },
      onError: (error) => setDeclined(errorMessage(error)),
    });
  };
  const decline = () => {
    setDeclined(null);
    pay.mutate("decline", { onError: (error) => setDeclined(errorMessage(error)) });
  };

  return (
    <>
      {header}
      <SandboxLabel />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle className="text-xl">
            {c.kind === "pass" ? "Passe" : "Assinatura"} {c.plan.name}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Valor</dt>
              <dd className="font-semibold tabular-nums">
                {formatMoney(c.amount)}
                {c.kind === "subscription" ? (c.billingType === "annual" ? "/ano" : "/mês") : ""}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{c.kind === "pass" ? "Duração" : "Cobrança"}</dt>
              <dd className="font-medium">
                {c.kind === "pass"
                  ? c.billingType === "annual"
                    ? "1 ano, sem renovação"
                    : "1 mês, sem renovação"
                  : BILLING_TYPE_LABEL[c.billingType]}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Forma de pagamento</dt>
              <dd className="flex items-center gap-1.5 font-medium">
                <Icon className="size-4" aria-hidden="true" />
                {PAYMENT_METHOD_LABEL[c.paymentMethod]}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">{realPayment(c.paymentMethod, c.kind)}</p>
          {c.trialDays > 0 && (
            <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {c.trialDays} dias grátis: nada é cobrado hoje. A primeira cobrança de {formatMoney(c.amount)}{" "}
              acontece ao fim do teste, se você não cancelar antes.
            </p>
          )}
          {declined && (
            <Alert variant="destructive">
              <AlertDescription>{declined}</AlertDescription>
            </Alert>
          )}
          {c.status === "open" ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={approve} disabled={busy}>
                {pay.isPending && pay.variables === "approve"
                  ? BILLING_MESSAGES.processing
                  : leaving
                    ? BILLING_MESSAGES.redirecting
                    : "Pagar (teste)"}
              </Button>
              <Button variant="outline" onClick={decline} disabled={busy}>
                {pay.isPending && pay.variables === "decline"
                  ? BILLING_MESSAGES.processing
                  : "Recusar pagamento (teste)"}
              </Button>
              <Button variant="ghost" onClick={() => goTo(c.cancelUrl)} disabled={busy}>
                <ArrowLeft />
                Voltar
              </Button>
            </div>
          ) : (
            <>
              <Alert variant="info">
                <AlertDescription>{BILLING_MESSAGES.sandboxCheckoutClosed}</AlertDescription>
              </Alert>
              <BackToPlans />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function BackToPlans() {
  return (
    <Button asChild variant="outline" className="mt-4 w-fit">
      <Link to={APP_ROUTES.plans}>
        <ArrowLeft />
        Voltar aos planos
      </Link>
    </Button>
  );
}
