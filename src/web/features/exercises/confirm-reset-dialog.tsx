import { useRef } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";

/** What starting over discards, in the student's words: the score (when known) and the answers. */
export function resetLossText(scorePercent: number | null | undefined): string {
  const score = scorePercent == null ? "A nota" : `A nota de ${scorePercent}%`;
  return `${score} e as respostas desta tentativa serão apagadas. Isso não pode ser desfeito.`;
}

/**
 * Asks before a finished attempt is wiped ('↺' and 'Refazer'). Cancel holds the focus when it
 * opens, so Enter or Escape keeps the results.
 */
export function ConfirmResetDialog({
  open,
  exerciseTitle,
  scorePercent,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  exerciseTitle: string;
  scorePercent: number | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Refazer "{exerciseTitle}"?</DialogTitle>
          <DialogDescription>{resetLossText(scorePercent)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline">
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            Apagar e refazer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
