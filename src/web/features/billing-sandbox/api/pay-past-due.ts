import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SandboxPortal } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { sandboxPortalQuery } from "./get-sandbox-portal.ts";

/** POST /api/billing/sandbox/pay-past-due: pays what a past-due test subscription owes. */
export function usePayPastDue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api<SandboxPortal>("/api/billing/sandbox/pay-past-due", { body: { subscriptionId } }),
    onSuccess: async (portal) => {
      client.setQueryData(sandboxPortalQuery().queryKey, portal);
      await invalidateBilling(client);
    },
  });
}
