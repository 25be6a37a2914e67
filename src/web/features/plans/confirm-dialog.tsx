import type { ReactNode } from "react";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";

/** Asks before a change to the subscription, saying what it does; 'Manter' closes it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{children}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {BILLING_MESSAGES.cancelKeep}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? BILLING_MESSAGES.processing : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
