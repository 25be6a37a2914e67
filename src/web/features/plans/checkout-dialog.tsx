import { useQueryClient } from "@tanstack/react-query";
import { CreditCard, FileText, QrCode } from "lucide-react";
import { useId, useState } from "react";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { type PaymentMethod, priceOf, purchaseKindOf } from "#domain/billing/rules";
import type { PlanDto } from "#domain/plans/api";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { formatDate, formatMoney, PAYMENT_METHOD_LABEL } from "#web/lib/billing-format.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast.ts";
import { useGoTo } from "#web/lib/use-go-to.ts";
import { useCreateCheckout } from "./api/create-checkout.ts";
import type { Billing } from "./plan-card.tsx";

const METHODS: { value: PaymentMethod; icon: typeof CreditCard; says: (billing: Billing) => string }[] = [
  {
    value: "card",
    icon: CreditCard,
    says: (b) => `Assinatura: cobrada no cartão a cada ${b === "annual" ? "ano" : "mês"}, até você cancelar.`,
  },
  {
    value: "boleto",
    icon: FileText,
    says: (b) => `Assinatura: um boleto novo a cada ${b === "annual" ? "ano" : "mês"}, até você cancelar.`,
  },
  {
    value: "pix",
    icon: QrCode,
    says: (b) => `Passe de ${b === "annual" ? "1 ano" : "1 mês"}, pago uma vez por Pix. Não se renova.`,
  },
];

/** Choosing how to pay for a plan, then off to the payment page. */
export function CheckoutDialog({
  plan,
  billing,
  trialAvailable,
  passEndsAt,
  onClose,
}: {
  plan: PlanDto;
  billing: Billing;
  trialAvailable: boolean;
  /** While a Pix pass runs only another pass can be bought (the server refuses a subscription). */
  passEndsAt: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const goTo = useGoTo();
  const checkout = useCreateCheckout();
  const [method, setMethod] = useState<PaymentMethod>(passEndsAt ? "pix" : "card");
  const unavailable = (value: PaymentMethod) =>
    passEndsAt !== null && purchaseKindOf(value) === "subscription";
  const [redirecting, setRedirecting] = useState(false);
  const busy = checkout.isPending || redirecting;
  const pass = purchaseKindOf(method) === "pass";

  const pay = () =>
    checkout.mutate(
      { planId: plan.id, billingType: billing, paymentMethod: method },
      {
        onSuccess: ({ url }) => {
          if (!url) {
            toast.error(BILLING_MESSAGES.checkoutUrlMissing);
            return;
          }
          setRedirecting(true);
          goTo(url);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) toast.error(BILLING_MESSAGES.subscribeFailed);
          else if (error.code === "NETWORK_ERROR")
            toast.error(BILLING_MESSAGES.checkoutFailed, { description: error.message });
          else toast.error(BILLING_MESSAGES.error, { description: error.message });
          if (error instanceof ApiError && error.code === "ALREADY_SUBSCRIBED") {
            void invalidateBilling(client);
            onClose();
          }
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {plan.name} {billing === "annual" ? "anual" : "mensal"}: {formatMoney(priceOf(plan, billing))}
          </DialogTitle>
          <DialogDescription>{BILLING_MESSAGES.howToPay}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Forma de pagamento</legend>
          {METHODS.map(({ value, icon: Icon, says }) => (
            <label
              key={value}
              htmlFor={`${id}-${value}`}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                method === value && "border-primary bg-primary/5",
              )}
            >
              <input
                id={`${id}-${value}`}
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                disabled={busy || unavailable(value)}
                className="mt-1 accent-primary"
              />
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-medium">{PAYMENT_METHOD_LABEL[value]}</span>
                <span className="block text-muted-foreground">
                  {unavailable(value) && passEndsAt
                    ? BILLING_MESSAGES.passRunning(formatDate(passEndsAt))
                    : says(billing)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {!pass && trialAvailable && (
          <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {BILLING_MESSAGES.trialOffer}: nada é cobrado hoje; a primeira cobrança é ao fim dos 7 dias, se
            você não cancelar antes.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button onClick={pay} disabled={busy}>
            {checkout.isPending
              ? BILLING_MESSAGES.processing
              : redirecting
                ? BILLING_MESSAGES.redirecting
                : "Continuar para o pagamento"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
