import { useEffect, useState } from "react";
import type { Dashboard } from "#domain/dashboard/api";

import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useSkipObjectives } from "./api.ts";
import { LazyObjectivesForm } from "./lazy-objectives-form.tsx";

/** Opens by itself while dream, university or preparation period is missing; 'Pular' puts it off. */
export function ObjectivesDialog({ dashboard }: { dashboard: Dashboard }) {
  const [open, setOpen] = useState(false);
  const skip = useSkipObjectives();
  useEffect(() => {
    if (dashboard.showObjectivesDialog) setOpen(true);
  }, [dashboard.showObjectivesDialog]);

  const doSkip = () => {
    setOpen(false);
    skip.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : doSkip())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Qual é o seu objetivo? 🎯</DialogTitle>
          <DialogDescription>
            Conte para o Rumo onde você quer chegar. Assim seu painel e seus tutores ajudam no que importa.
          </DialogDescription>
        </DialogHeader>
        <LazyObjectivesForm
          variant="compact"
          idPrefix="dialog"
          submitLabel="Salvar objetivos"
          requirePeriod
          initial={dashboard.objectives}
          onSaved={() => setOpen(false)}
          secondaryAction={
            <Button variant="ghost" onClick={doSkip}>
              Pular
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
