import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  REPORT_MESSAGES as M,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_NOTE_MAX,
  type ReportKind,
  reportInputProblems,
} from "#domain/question-reports/rules";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useReportQuestion } from "#web/lib/api/report-question.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast.ts";

type Errors = { kind?: string; note?: string };

/**
 * "Reportar erro" on a question: while answering an exercise, in its results and in a simulado's
 * review. It sends only the question's id, so nothing here can reveal the key. What the student
 * typed stays while the dialog is closed and on an error; it is cleared once the report is sent.
 */
export function ReportQuestionButton({ questionId, number }: { questionId: string; number: number }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const report = useReportQuestion();
  const noteId = `${ids}-note`;
  const noteRequired = kind === "outro";

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problems = reportInputProblems({ kind, note });
    if (kind === "" || problems.kind || problems.note) {
      setErrors(problems);
      return;
    }
    setErrors({});
    report.mutate(
      { questionId, kind, note: note.trim() },
      {
        onSuccess: ({ message }) => {
          setOpen(false);
          setKind("");
          setNote("");
          report.reset();
          toast.success(message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          aria-label={`${M.button} na questão ${number}`}
        >
          <Flag aria-hidden="true" /> {M.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={send} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{M.dialogTitle}</DialogTitle>
            <DialogDescription>{M.dialogDescription}</DialogDescription>
          </DialogHeader>
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.kind ? `${ids}-kind-error` : undefined}
            disabled={report.isPending}
          >
            <legend className="mb-2 text-sm font-medium">{M.kindLegend}</legend>
            {REPORT_KINDS.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  kind === value ? "border-primary bg-primary/5" : "border-input",
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-kind`}
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value);
                    // The note's requirement depends on the kind: a new choice clears both messages.
                    setErrors({});
                  }}
                  className="size-4 accent-primary"
                />
                {REPORT_KIND_LABELS[value]}
              </label>
            ))}
            {errors.kind && (
              <p id={`${ids}-kind-error`} role="alert" className="text-sm font-medium text-destructive">
                {errors.kind}
              </p>
            )}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={noteId}>{noteRequired ? M.noteLabelRequired : M.noteLabel}</Label>
            <Textarea
              id={noteId}
              rows={4}
              maxLength={REPORT_NOTE_MAX}
              placeholder={M.notePlaceholder}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setErrors((current) => ({ ...current, note: undefined }));
              }}
              disabled={report.isPending}
              required={noteRequired}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${noteId}-error` : `${noteId}-count`}
            />
            <div className="flex justify-between gap-2 text-xs">
              {errors.note ? (
                <p id={`${noteId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {errors.note}
                </p>
              ) : (
                <span />
              )}
              <span id={`${noteId}-count`} className="shrink-0 text-muted-foreground">
                {note.length}/{REPORT_NOTE_MAX}
              </span>
            </div>
          </div>
          {report.isError && (
            <Alert variant="destructive">
              <AlertDescription className="mt-0">
                {M.sendFailed} {errorMessage(report.error)}
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? <Spinner label={M.sending} /> : <Flag aria-hidden="true" />}
              {M.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
