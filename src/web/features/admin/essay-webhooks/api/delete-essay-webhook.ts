import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { webhookPath } from "./essay-webhooks.ts";

/** DELETE /api/admin/essay-webhooks/:id — removes a webhook for good. */
export function useDeleteEssayWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(webhookPath(id), { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
