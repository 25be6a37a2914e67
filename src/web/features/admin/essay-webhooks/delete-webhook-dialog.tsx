import { toast } from "sonner";
import {
  type EssayWebhook,
  essayWebhookTypeLabel,
  ESSAY_WEBHOOK_MESSAGES as M,
} from "#domain/admin/essay-webhooks";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
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
    <Dialog open={webhook !== null} onOpenChange={(o) => !o && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir webhook</DialogTitle>
          <DialogDescription>{M.confirmDelete}</DialogDescription>
        </DialogHeader>
        {webhook && (
          <p className="text-sm">
            <span className="font-medium">{essayWebhookTypeLabel(webhook.type)}</span>
            <span className="mt-1 block font-mono text-xs break-all text-muted-foreground">
              {webhook.url}
            </span>
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Excluindo..." : "Excluir"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
