import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SandboxPortal } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { sandboxPortalQuery } from "./get-sandbox-portal.ts";

/** POST /api/billing/sandbox/fail-next-payment: the subscription's next charge fails (or passes again). */
export function useSetFailNextPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriptionId: string; fail: boolean }) =>
      api<SandboxPortal>("/api/billing/sandbox/fail-next-payment", { body: input }),
    onSuccess: async (portal) => {
      client.setQueryData(sandboxPortalQuery().queryKey, portal);
      await invalidateBilling(client);
    },
  });
}
