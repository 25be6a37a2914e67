import { ListOrdered } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LimitUsage } from "#domain/plans/api";
import { APP_ROUTES as R } from "#domain/shared/routes";
import type { StepByStepResponse } from "#domain/step-by-step/api";
import { STEP_BY_STEP_MESSAGES as M } from "#domain/step-by-step/rules";
import { Markdown } from "#web/components/markdown.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useEntitlements } from "#web/lib/api/entitlements.ts";
import { useStepByStep } from "#web/lib/api/step-by-step.ts";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";

/** What the dialog says about the day's allowance: a re-view is free, an unlimited plan says nothing. */
function allowanceText(result: StepByStepResponse | undefined, today: LimitUsage | undefined): string {
  if (result && !result.counted) return M.unlocked;
  const usage = result?.usage ?? today;
  return usage && usage.remaining >= 0 ? M.remaining(usage.remaining) : "";
}

/**
 * "Passo a passo" on a question the student has answered (exercise results, simulado review): the
 * worked solution, counted per day by plan. Opening it asks the server, which counts it once.
 */
export function StepByStepButton({
  questionId,
  number,
  name,
  onUnlocked,
}: {
  questionId: string;
  /** Its number in the list it belongs to (results, review). */
  number?: number;
  /** What the question is called where it has no number (the tutor's list). */
  name?: string;
  onUnlocked?: () => void;
}) {
  const what = name ?? `Questão ${number}`;
  const label = number === undefined ? `${M.button}: ${name}` : `${M.button} da questão ${number}`;
  const [open, setOpen] = useState(false);
  const stepByStep = useStepByStep();
  const entitlements = useEntitlements();
  const today = entitlements.data?.stepByStepToday;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && !stepByStep.data && !stepByStep.isPending)
      stepByStep.mutate(questionId, { onSuccess: onUnlocked });
  };
  const result = stepByStep.data;
  const overLimit =
    stepByStep.error instanceof ApiError && stepByStep.error.code === "STEP_BY_STEP_LIMIT_REACHED";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label}>
          <ListOrdered aria-hidden="true" /> {M.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {M.button} — {what}
          </DialogTitle>
          <DialogDescription>{allowanceText(result, today)}</DialogDescription>
        </DialogHeader>
        {stepByStep.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Montando a resolução…
          </p>
        )}
        {stepByStep.isError && (
          <Alert variant="destructive">
            <AlertDescription className="grid gap-2">
              <span>{errorMessage(stepByStep.error)}</span>
              {overLimit ? (
                <Link to={R.plans} className="font-medium underline">
                  Ver planos
                </Link>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => stepByStep.mutate(questionId)}
                >
                  Tentar de novo
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}
        {result && (
          <div className="grid gap-4 text-sm">
            {result.sections.map((section) => (
              <section key={section.title} className="grid gap-1.5">
                <h3 className="font-semibold">{section.title}</h3>
                <ol className="grid list-decimal gap-1.5 pl-5">
                  {section.steps.map((step, i) => (
                    // Steps of one section can repeat a sentence; their place tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed list, never reordered
                    <li key={i}>
                      <Markdown text={step} />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <p className="rounded-md bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              Resposta: {result.answer.letter}) {result.answer.text}
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
