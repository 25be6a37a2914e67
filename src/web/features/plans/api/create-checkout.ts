import { useMutation } from "@tanstack/react-query";
import type { CheckoutRequest, RedirectDto } from "#domain/billing/api";
import { api } from "#web/lib/api-client.ts";

/**
 * POST /api/billing/checkout: opens the payment of a plan and answers where to pay. A fresh
 * Idempotency-Key per click: a retried request never opens two payments.
 */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutRequest) =>
      api<Partial<RedirectDto>>("/api/billing/checkout", {
        body: input,
        headers: { "idempotency-key": crypto.randomUUID() },
      }),
  });
}
