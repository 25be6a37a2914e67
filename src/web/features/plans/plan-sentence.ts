import type { SubscriptionSummary } from "#domain/billing/api";
import type { EntitlementsDto } from "#domain/plans/api";
import { formatDate } from "#web/lib/billing-format.ts";

/** The banner's sentence about the plan in force. */
export function planSentence(entitlements: EntitlementsDto, current: SubscriptionSummary | null): string {
  if (current) {
    const end = current.endsAt ? formatDate(current.endsAt) : null;
    if (current.kind === "pass") return `Passe Pix válido até ${end}; não se renova.`;
    if (current.status === "past_due")
      return "Pagamento pendente: atualize a forma de pagamento em 'Gerenciar' para manter o plano.";
    if (current.cancelAtPeriodEnd) return `Assinatura cancelada: o plano termina em ${end}.`;
    if (current.nextChargeAt) {
      const trial =
        current.trialEndsAt && !current.firstPaidAt && new Date(current.trialEndsAt).getTime() > Date.now()
          ? `Teste grátis até ${formatDate(current.trialEndsAt)}. `
          : "";
      return `${trial}Próxima cobrança em ${formatDate(current.nextChargeAt)}.`;
    }
  }
  if (entitlements.hasActiveSubscription)
    return entitlements.subscriptionEndsAt
      ? `Assinatura ativa até ${formatDate(entitlements.subscriptionEndsAt)}.`
      : "Assinatura ativa, sem data de término.";
  return "Você está no plano gratuito. Os limites renovam todo dia à meia-noite (horário de Brasília).";
}
