import { useMutation } from "@tanstack/react-query";
import type { EssayWebhookTestResult } from "#domain/admin/essay-webhooks";
import { api } from "#web/lib/api-client.ts";
import { webhookPath } from "./essay-webhooks.ts";

/** POST /api/admin/essay-webhooks/:id/test — the server calls the webhook; nothing changes. */
export function useTestEssayWebhook() {
  return useMutation({
    mutationFn: (id: string) => api<EssayWebhookTestResult>(`${webhookPath(id)}/test`, { method: "POST" }),
  });
}
