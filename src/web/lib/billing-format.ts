import type { BillingType, PaymentMethod } from "#domain/billing/rules";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const longDate = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** R$ 199,90 */
export function formatMoney(amount: number): string {
  return brl.format(amount);
}

/** 12 de março de 2026 */
export function formatDate(iso: string | Date): string {
  return longDate.format(typeof iso === "string" ? new Date(iso) : iso);
}

export const BILLING_TYPE_LABEL: Record<BillingType, string> = { monthly: "Mensal", annual: "Anual" };

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  card: "Cartão de crédito",
  boleto: "Boleto",
  pix: "Pix",
};

/** The address inside Rumo a returned URL points to, or null when it leaves the site. */
export function sameSitePath(url: string, origin = window.location.origin): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}
