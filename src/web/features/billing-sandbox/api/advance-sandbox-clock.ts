import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SandboxPortal } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { sandboxPortalQuery } from "./get-sandbox-portal.ts";

/** POST /api/billing/sandbox/clock: moves this student's test clock forward; renewals, the trial's end, failed payments and period ends happen on the way. */
export function useAdvanceSandboxClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => api<SandboxPortal>("/api/billing/sandbox/clock", { body: { days } }),
    onSuccess: async (portal) => {
      client.setQueryData(sandboxPortalQuery().queryKey, portal);
      await invalidateBilling(client);
    },
  });
}
