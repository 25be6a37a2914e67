import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusCheck } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { subscriptionQuery } from "./get-subscription.ts";

/** POST /api/billing/status ('Verificar Status'): reads the payment service again; says what it found. */
export function useCheckStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<StatusCheck>("/api/billing/status", { method: "POST" }),
    onSuccess: async ({ message: _message, ...overview }) => {
      client.setQueryData(subscriptionQuery().queryKey, overview);
      await invalidateBilling(client);
    },
  });
}
