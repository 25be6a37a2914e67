import type { ReactNode } from "react";
import { BILLING_MESSAGES } from "#domain/billing/messages";
import { ConfirmDialog as Confirm } from "#web/components/confirm-dialog.tsx";

/** Asks before a change to the subscription, saying what it does; 'Manter' closes it. */
export function ConfirmDialog({
  children,
  confirm,
  ...props
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
    <Confirm
      {...props}
      description={children}
      cancelLabel={BILLING_MESSAGES.cancelKeep}
      confirmLabel={confirm}
      pendingLabel={BILLING_MESSAGES.processing}
    />
  );
}
