import { Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { type EssayWebhook, ESSAY_WEBHOOK_MESSAGES as M } from "#domain/admin/essay-webhooks";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useEssayWebhooks } from "./api/essay-webhooks.ts";
import { DeleteWebhookDialog } from "./delete-webhook-dialog.tsx";
import { WebhookCard } from "./webhook-card.tsx";
import { WebhookFormDialog } from "./webhook-form-dialog.tsx";

/** /admin/redacao-webhooks: the n8n webhooks that generate essay topics and correct essays. */
export function AdminEssayWebhooksPage() {
  const webhooks = useEssayWebhooks();
  const [form, setForm] = useState<{ webhook: EssayWebhook | null } | null>(null);
  const [deleting, setDeleting] = useState<EssayWebhook | null>(null);

  const newButton = (
    <Button onClick={() => setForm({ webhook: null })}>
      <Plus aria-hidden="true" /> Novo Webhook
    </Button>
  );

  return (
    <div>
      <PageHeader title={M.title} description={M.description} actions={newButton} />
      {webhooks.isPending ? (
        <LoadingState label="Carregando webhooks..." />
      ) : webhooks.isError ? (
        <ErrorState message={M.loadFailed} onRetry={() => webhooks.refetch()} />
      ) : webhooks.data.items.length === 0 ? (
        <EmptyState
          icon={<Webhook className="size-8" aria-hidden="true" />}
          title={M.empty}
          message={M.emptyHint}
          action={newButton}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Webhooks de redação">
          {webhooks.data.items.map((webhook) => (
            <li key={webhook.id} className="min-w-0">
              <WebhookCard
                webhook={webhook}
                onEdit={() => setForm({ webhook })}
                onDelete={() => setDeleting(webhook)}
              />
            </li>
          ))}
        </ul>
      )}
      <WebhookFormDialog open={form !== null} webhook={form?.webhook ?? null} onClose={() => setForm(null)} />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
