import { AlertTriangle, CheckCircle2, Circle, LoaderCircle, PenLine, RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { CorrectionState } from "#domain/essays/api";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

const STEPS = [
  { label: "Redação enviada", hint: "Seu texto está salvo e finalizado." },
  { label: "Na fila de correção", hint: "Aguardando um corretor livre." },
  { label: "Corrigindo", hint: "Avaliando as cinco competências do ENEM." },
  { label: "Pronto", hint: "Preparando o seu feedback." },
];

function activeStep(state: CorrectionState | null): number {
  if (!state || state.state === "queued") return 1;
  if (state.state === "running") return 2;
  return state.state === "done" ? 3 : 1;
}

/** Full-screen progress while the correction runs (docs/product.md#correction); back after a reload. */
export function CorrectionOverlay({
  correction,
  onRetry,
  retrying,
}: {
  correction: CorrectionState | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const failed = correction?.state === "failed";
  const current = activeStep(correction);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background/90 p-4 backdrop-blur-sm">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby="correcting-title"
        tabIndex={-1}
        className="w-full max-w-md rounded-xl border bg-card p-6 shadow-xl outline-none"
      >
        <div className="mb-5 flex flex-col items-center gap-3 text-center">
          {failed ? (
            <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
          ) : (
            <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
          )}
          <h2 id="correcting-title" className="text-xl font-bold">
            Corrigindo sua redação
          </h2>
          {!failed && (
            <p className="text-sm text-muted-foreground">
              Isso costuma levar menos de um minuto. Pode recarregar a página: a correção continua.
            </p>
          )}
        </div>
        <ol className="grid gap-3" aria-live="polite">
          {STEPS.map((step, i) => {
            const done = i < current;
            const active = i === current && !failed;
            return (
              <li
                key={step.label}
                className="flex items-start gap-3"
                aria-current={active ? "step" : undefined}
              >
                {done ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                ) : active ? (
                  <LoaderCircle
                    className="mt-0.5 size-5 shrink-0 animate-spin text-primary"
                    aria-hidden="true"
                  />
                ) : (
                  <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <div>
                  <p className={cn("text-sm font-medium", !done && !active && "text-muted-foreground")}>
                    {step.label}
                    <span className="sr-only">{done ? " (concluído)" : active ? " (em andamento)" : ""}</span>
                  </p>
                  {active && <p className="text-xs text-muted-foreground">{step.hint}</p>}
                </div>
              </li>
            );
          })}
        </ol>
        {correction && correction.attempts > 1 && !failed && (
          <p className="mt-4 text-center text-xs text-muted-foreground">
            Tentativa {correction.attempts} de {correction.maxAttempts}.
          </p>
        )}
        {failed && (
          <div className="mt-5 grid gap-3" role="alert">
            <p className="text-sm">{correction?.error}</p>
            <Button onClick={onRetry} disabled={retrying}>
              <RefreshCw aria-hidden="true" /> Tentar corrigir de novo
            </Button>
            {/* The essay waits in Minhas Redações ('Acompanhar correção'); the student can move on. */}
            <Button asChild variant="outline">
              <Link to="/redacao?novo=1">
                <PenLine aria-hidden="true" /> Escrever outra redação
              </Link>
            </Button>
          </div>
        )}
        <Button asChild variant="link" className="mt-3 w-full">
          <Link to="/minhas-redacoes">Ver Minhas Redações</Link>
        </Button>
      </div>
    </div>
  );
}
