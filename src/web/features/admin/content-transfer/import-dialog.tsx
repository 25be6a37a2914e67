import { FileUp } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import {
  CSV_COLUMNS,
  formatOfFileName,
  type ImportReport,
  TRANSFER_MESSAGES as T,
  TRANSFER_MAX_BYTES,
  type TransferFormat,
} from "#domain/admin/content-transfer";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useImportExercises } from "./api/import-exercises.ts";
import { ImportReportView } from "./import-report.tsx";

type Chosen = { name: string; format: TransferFormat; content: string; size: number };

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} KB`;

/**
 * 'Importar…': choose a .json or .csv, 'Validar' shows what would happen without saving,
 * 'Importar' saves the accepted exercises; both answer the report by row.
 */
export function ImportDialog({
  subject,
  open,
  onClose,
}: {
  subject: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const run = useImportExercises();
  const [file, setFile] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const { reset } = run;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFileError(null);
    setReport(null);
    reset();
  }, [open, reset]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setReport(null);
    setFile(null);
    setFileError(null);
    if (!picked) return;
    const format = formatOfFileName(picked.name);
    if (!format) return setFileError(T.formatInvalid);
    if (picked.size > TRANSFER_MAX_BYTES) return setFileError(T.fileTooLarge);
    if (picked.size === 0) return setFileError(T.fileEmpty);
    setFile({ name: picked.name, format, size: picked.size, content: await picked.text() });
  };

  const send = (dryRun: boolean) => {
    if (!file) return setFileError(T.chooseFile);
    run.mutate(
      {
        subjectId: subject.id,
        body: { format: file.format, fileName: file.name, content: file.content, dryRun },
      },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!dryRun && answer.counts.exercises > 0) toast.success(answer.message);
        },
        onError: (e) => {
          setReport(null);
          toast.error(T.importFailed, { description: errorMessage(e) });
        },
      },
    );
  };

  const error = fileError ?? (run.isError ? errorMessage(run.error) : null);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !run.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.importTitle}</DialogTitle>
          <DialogDescription>
            Para {subject.name}: um JSON no formato do banco de questões ou um CSV com uma linha por questão
            (até {TRANSFER_MAX_BYTES / (1024 * 1024)} MB). Um exercício cujo título já existe no assunto é
            recusado, nunca duplicado nem sobrescrito.
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-file`}>Arquivo (.json ou .csv)</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              onChange={choose}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-xs break-words text-muted-foreground">
                {file
                  ? `${file.name} · ${file.format.toUpperCase()} · ${sizeText(file.size)}`
                  : `Colunas do CSV (separadas por ;): ${CSV_COLUMNS.join(", ")}.`}
              </p>
            )}
          </div>
          {report && <ImportReportView report={report} />}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={run.isPending}>
            Fechar
          </Button>
          <Button variant="outline" onClick={() => send(true)} disabled={!file || run.isPending}>
            {run.isPending && run.variables?.body.dryRun ? "Validando..." : "Validar"}
          </Button>
          <Button onClick={() => send(false)} disabled={!file || run.isPending}>
            <FileUp aria-hidden="true" />
            {run.isPending && !run.variables?.body.dryRun ? "Importando..." : "Importar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
