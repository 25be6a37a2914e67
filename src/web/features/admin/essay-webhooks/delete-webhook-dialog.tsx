import {
  type EssayWebhook,
  essayWebhookTypeLabel,
  ESSAY_WEBHOOK_MESSAGES as M,
} from "#domain/admin/essay-webhooks";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useDeleteEssayWebhook } from "./api/delete-essay-webhook.ts";

/** 'Tem certeza que deseja excluir este webhook?': deleting is for good. */
export function DeleteWebhookDialog({
  webhook,
  onClose,
}: {
  webhook: EssayWebhook | null;
  onClose: () => void;
}) {
  const remove = useDeleteEssayWebhook();
  const confirm = () => {
    if (!webhook) return;
    remove.mutate(webhook.id, {
      onSuccess: ({ message }) => {
        toast.success(M.success, { description: message });
        onClose();
      },
      onError: (error) => toast.error(M.error, { description: `${M.deleteFailed} ${errorMessage(error)}` }),
    });
  };
  return (
    <ConfirmDialog
      open={webhook !== null}
      title="Excluir webhook"
      description={M.confirmDelete}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {webhook && (
        <p className="text-sm">
          <span className="font-medium">{essayWebhookTypeLabel(webhook.type)}</span>
          <span className="mt-1 block font-mono text-xs break-all text-muted-foreground">{webhook.url}</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
