import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { TRANSFER_MESSAGES as T, type TransferFormat } from "#domain/admin/content-transfer";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useExportExercises } from "./api/export-exercises.ts";
import { ImportDialog } from "./import-dialog.tsx";

/** Conteúdo's bulk actions for one subject: its exercises out as JSON or CSV, and in from a file. */
export function ExerciseTransferMenu({ subject }: { subject: { id: string; name: string } }) {
  const download = useExportExercises();
  const [importing, setImporting] = useState(false);
  const exportAs = (format: TransferFormat) =>
    download.mutate(
      { subjectId: subject.id, format },
      {
        onSuccess: (fileName) => toast.success(T.exported, { description: fileName }),
        onError: (e) => toast.error(T.exportFailed, { description: errorMessage(e) }),
      },
    );
  const busy = (format: TransferFormat) => download.isPending && download.variables?.format === format;
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">Importar e exportar exercícios de {subject.name}</legend>
      <Button variant="outline" onClick={() => exportAs("json")} disabled={download.isPending}>
        <Download aria-hidden="true" /> {busy("json") ? "Exportando..." : T.exportJson}
      </Button>
      <Button variant="outline" onClick={() => exportAs("csv")} disabled={download.isPending}>
        <Download aria-hidden="true" /> {busy("csv") ? "Exportando..." : T.exportCsv}
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden="true" /> Importar…
      </Button>
      <ImportDialog subject={subject} open={importing} onClose={() => setImporting(false)} />
    </fieldset>
  );
}
