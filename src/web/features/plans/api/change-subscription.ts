import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingOverview } from "#domain/billing/api";
import { invalidateBilling } from "#web/lib/api/billing-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { subscriptionQuery } from "./get-subscription.ts";

/**
 * POST /api/billing/cancel | /resume | /withdraw: cancel at the end of the paid period, undo that,
 * or withdraw within 7 days of the first payment (ends now, full refund). Each answers the overview.
 */
export type SubscriptionAction = "cancel" | "resume" | "withdraw";

export function useChangeSubscription(action: SubscriptionAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<BillingOverview>(`/api/billing/${action}`, { method: "POST" }),
    onSuccess: async (overview) => {
      client.setQueryData(subscriptionQuery().queryKey, overview);
      await invalidateBilling(client);
    },
  });
}
