import { CalendarClock, History, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { BillingOverview, SubscriptionSummary } from "#domain/billing/api";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import {
  BILLING_TYPE_LABEL,
  formatDate,
  formatMoney,
  PAYMENT_METHOD_LABEL,
} from "#web/lib/billing-format.ts";
import { toast } from "#web/lib/toast.ts";
import { useChangeSubscription } from "./api/change-subscription.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const inTrial = (s: SubscriptionSummary) =>
  s.trialEndsAt !== null && !s.firstPaidAt && new Date(s.trialEndsAt).getTime() > Date.now();

/** 'Ativa', 'Em teste grátis', 'Pagamento pendente', 'Cancelada'… as the student reads it. */
export function statusLabel(s: SubscriptionSummary): string {
  if (s.displayStatus !== "Ativa") return s.displayStatus;
  if (s.status === "past_due") return "Pagamento pendente";
  if (s.cancelAtPeriodEnd) return "Cancelada (vale até o fim do período)";
  if (s.kind === "subscription" && inTrial(s)) return "Em teste grátis";
  return "Ativa";
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/** 'Sua assinatura': what is in force, the ways to cancel, resume or withdraw, and the history. */
export function SubscriptionCard({ overview }: { overview: BillingOverview }) {
  const current = overview.current;
  const [dialog, setDialog] = useState<"cancel" | "withdraw" | null>(null);
  const cancel = useChangeSubscription("cancel");
  const resume = useChangeSubscription("resume");
  const withdraw = useChangeSubscription("withdraw");
  const run = (mutation: typeof cancel, done: string, description?: (o: BillingOverview) => string) =>
    mutation.mutate(undefined, {
      onSuccess: (o) => {
        setDialog(null);
        toast.success(done, { description: description?.(o) });
      },
      onError: (error) => {
        setDialog(null);
        toast.error(BILLING_MESSAGES.error, { description: errorMessage(error) });
      },
    });

  const managed = current && current.source !== "admin";
  const endDate = current?.endsAt ? formatDate(current.endsAt) : null;

  return (
    <Card aria-labelledby="sua-assinatura">
      <CardHeader>
        <CardTitle id="sua-assinatura" className="text-xl">
          Sua assinatura
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {current ? (
          <div className="grid gap-4" data-testid="subscription-current">
            <dl className="grid gap-2 text-sm">
              <Row label="Plano">{current.plan.name}</Row>
              <Row label="Situação">
                <Badge variant={current.status === "past_due" ? "warning" : "success"}>
                  {statusLabel(current)}
                </Badge>
              </Row>
              <Row label="Tipo">
                {current.kind === "pass" ? "Passe (não se renova)" : "Assinatura (renova sozinha)"}
              </Row>
              <Row label="Cobrança">{BILLING_TYPE_LABEL[current.billingType]}</Row>
              {current.paymentMethod && (
                <Row label="Forma de pagamento">{PAYMENT_METHOD_LABEL[current.paymentMethod]}</Row>
              )}
              <Row label="Valor">
                {formatMoney(current.amount)}
                {current.kind === "subscription" && (current.billingType === "annual" ? "/ano" : "/mês")}
              </Row>
              {current.trialEndsAt && inTrial(current) && (
                <Row label="Teste grátis até">{formatDate(current.trialEndsAt)}</Row>
              )}
              {current.nextChargeAt ? (
                <Row label="Próxima cobrança">{formatDate(current.nextChargeAt)}</Row>
              ) : (
                endDate && <Row label="Termina em">{endDate}</Row>
              )}
            </dl>
            {current.kind === "pass" && (
              <p className="flex gap-2 rounded-md bg-muted p-3 text-sm">
                <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  Válido até {endDate}. {BILLING_MESSAGES.passNoRenewal}
                </span>
              </p>
            )}
            {current.kind === "subscription" && current.cancelAtPeriodEnd && endDate && (
              <p className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
                <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  Assinatura cancelada: seu plano {current.plan.name} termina em {endDate}. Nada mais será
                  cobrado. {BILLING_MESSAGES.keptData}
                </span>
              </p>
            )}
            {managed && (
              <div className="flex flex-wrap gap-2">
                {current.kind === "subscription" && !current.cancelAtPeriodEnd && (
                  <Button variant="outline" onClick={() => setDialog("cancel")}>
                    {BILLING_MESSAGES.cancelTitle}
                  </Button>
                )}
                {current.kind === "subscription" && current.cancelAtPeriodEnd && (
                  <Button
                    onClick={() => run(resume, BILLING_MESSAGES.resumeDone)}
                    disabled={resume.isPending}
                  >
                    <Undo2 />
                    {resume.isPending ? BILLING_MESSAGES.processing : BILLING_MESSAGES.resume}
                  </Button>
                )}
                {current.withdrawalUntil && (
                  <Button variant="ghost" className="text-destructive" onClick={() => setDialog("withdraw")}>
                    {BILLING_MESSAGES.withdraw}
                  </Button>
                )}
              </div>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Nenhuma assinatura em vigor: você está no plano Gratuito.
          </p>
        )}

        <section aria-labelledby="historico" className="grid gap-3">
          <h3 id="historico" className="flex items-center gap-2 font-semibold">
            <History className="size-4" aria-hidden="true" />
            Histórico
          </h3>
          {overview.records.length === 0 ? (
            <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.noHistory}</p>
          ) : (
            <ul className="grid gap-2">
              {overview.records.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">
                      {r.kind === "pass" ? "Passe" : "Assinatura"} {r.plan.name}{" "}
                      {BILLING_TYPE_LABEL[r.billingType].toLowerCase()}
                      {r.paymentMethod && ` · ${PAYMENT_METHOD_LABEL[r.paymentMethod]}`}
                    </span>
                    <Badge variant={r.displayStatus === "Ativa" ? "success" : "secondary"}>
                      {r.displayStatus}
                    </Badge>
                  </div>
                  <ul className="grid gap-0.5 text-muted-foreground">
                    <li>Início: {formatDate(r.startsAt)}</li>
                    {r.firstPaidAt ? (
                      <li>
                        Pagamento de {formatMoney(r.amount)} em {formatDate(r.firstPaidAt)}
                      </li>
                    ) : (
                      r.trialEndsAt && <li>Teste grátis até {formatDate(r.trialEndsAt)}: nada cobrado</li>
                    )}
                    {r.cancelledAt && <li>Cancelada em {formatDate(r.cancelledAt)}</li>}
                    {r.refundedAt && (
                      <li>
                        Reembolso de {formatMoney(r.refundAmount ?? r.amount)} em {formatDate(r.refundedAt)}
                      </li>
                    )}
                    {r.endsAt && r.displayStatus !== "Ativa" && <li>Terminou em {formatDate(r.endsAt)}</li>}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>

      {current && (
        <ConfirmDialog
          open={dialog === "cancel"}
          title={`${BILLING_MESSAGES.cancelTitle}?`}
          confirm={BILLING_MESSAGES.cancelConfirm}
          pending={cancel.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            run(cancel, BILLING_MESSAGES.cancelDone, (o) =>
              o.current?.endsAt ? `Seu plano vale até ${formatDate(o.current.endsAt)}.` : "",
            )
          }
        >
          Seu plano {current.plan.name} continua até {endDate ?? "o fim do período pago"}, e nada mais será
          cobrado. Depois você volta ao plano Gratuito. {BILLING_MESSAGES.keptData}
        </ConfirmDialog>
      )}
      {current?.withdrawalUntil && (
        <ConfirmDialog
          open={dialog === "withdraw"}
          title={`${BILLING_MESSAGES.withdraw}?`}
          confirm={BILLING_MESSAGES.withdrawConfirm}
          pending={withdraw.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            run(
              withdraw,
              BILLING_MESSAGES.withdrawDone,
              () => `O reembolso de ${formatMoney(current.amount)} foi pedido.`,
            )
          }
        >
          Você recebe de volta {formatMoney(current.amount)}, tudo o que pagou, e o plano {current.plan.name}{" "}
          termina agora: você volta ao plano Gratuito. É o seu direito de arrependimento (Código de Defesa do
          Consumidor, art. 49): 7 dias a partir do primeiro pagamento, até{" "}
          {formatDate(current.withdrawalUntil)}. {BILLING_MESSAGES.keptData}
        </ConfirmDialog>
      )}
    </Card>
  );
}
