import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RedirectDto } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * POST /api/billing/sandbox/checkout/:id/pay: approves the test payment (answers where to go next)
 * or declines it (402 with the pt-BR reason). Nothing is charged either way.
 */
export function usePaySandboxCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: "approve" | "decline") =>
      api<RedirectDto>(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}/pay`, { body: { outcome } }),
    onSuccess: () => invalidateBilling(client),
  });
}
