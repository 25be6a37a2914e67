import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EssayWebhookList } from "#domain/admin/essay-webhooks";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

export const ESSAY_WEBHOOKS_PATH = "/api/admin/essay-webhooks";

/** GET /api/admin/essay-webhooks — every webhook, newest first, with the one in use per type. */
export const essayWebhooksQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "essay-webhooks"],
    queryFn: ({ signal }) => api<EssayWebhookList>(ESSAY_WEBHOOKS_PATH, { signal }),
  });

export function useEssayWebhooks() {
  return useQuery(essayWebhooksQuery());
}

export const webhookPath = (id: string) => `${ESSAY_WEBHOOKS_PATH}/${encodeURIComponent(id)}`;
