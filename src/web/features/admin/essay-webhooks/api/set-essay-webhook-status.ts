import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayWebhookSaved } from "#domain/admin/essay-webhooks";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { webhookPath } from "./essay-webhooks.ts";

/** PUT /api/admin/essay-webhooks/:id/status — switches a webhook on or off. */
export function useSetEssayWebhookStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<EssayWebhookSaved>(`${webhookPath(id)}/status`, { method: "PUT", body: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
