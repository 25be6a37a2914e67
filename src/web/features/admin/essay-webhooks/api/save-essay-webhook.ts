import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayWebhookInput, EssayWebhookSaved } from "#domain/admin/essay-webhooks";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { ESSAY_WEBHOOKS_PATH, webhookPath } from "./essay-webhooks.ts";

/** POST /api/admin/essay-webhooks (no id) or PUT /api/admin/essay-webhooks/:id. */
export function useSaveEssayWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EssayWebhookInput }) =>
      api<EssayWebhookSaved>(id ? webhookPath(id) : ESSAY_WEBHOOKS_PATH, {
        method: id ? "PUT" : "POST",
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRoot }),
  });
}
