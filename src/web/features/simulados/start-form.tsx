import { Play, TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { SimuladosIndex } from "#domain/simulados/api";
import {
  hasEssay,
  SIMULADO_MESSAGES as M,
  MODE_LABELS,
  SIMULADO_MODES,
  type SimuladoKind,
  type SimuladoMode,
} from "#domain/simulados/rules";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useStartSimulado } from "./api/start-simulado.ts";
import { duration } from "./format.ts";

type KindOption = SimuladosIndex["kinds"][number];

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && ((error.code as string) === "SIMULADO_IN_PROGRESS" || error.status === 403);

const optionClass = (checked: boolean) =>
  cn(
    "flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
    checked ? "border-primary bg-primary/5" : "border-input hover:bg-muted/50",
  );

/**
 * Choosing the test (an area or a whole day) and the time (official or practice), then a dialog
 * that says what starting means: the clock runs from now, even with the tab closed.
 */
export function StartForm({
  kinds,
  onRefused,
}: {
  kinds: KindOption[];
  /** 409 (one already open, from another tab) or 403 (the plan changed): the server's message. */
  onRefused: (message: string) => void;
}) {
  const navigate = useNavigate();
  const start = useStartSimulado();
  const [kind, setKind] = useState<SimuladoKind | "">("");
  const [mode, setMode] = useState<SimuladoMode>("oficial");
  const [kindError, setKindError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const chosen = kinds.find((k) => k.kind === kind) ?? null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setKindError(true);
      document.getElementById("simulado-prova-0")?.focus();
      return;
    }
    start.reset();
    setConfirming(true);
  };

  const confirm = () => {
    if (!chosen) return;
    start.mutate(
      { kind: chosen.kind, mode },
      {
        onSuccess: (session) => navigate(`/simulados/${session.id}`),
        onError: (error) => {
          // Another tab started one, or the plan changed: the list shows the way forward.
          if (isRefusal(error)) {
            setConfirming(false);
            onRefused(error.message);
          }
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="novo-simulado" className="text-lg">
          Novo simulado
        </CardTitle>
        <CardDescription>Escolha a prova e o tempo. A nota sai no formato do ENEM (TRI).</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={ask} noValidate className="grid gap-5" aria-labelledby="novo-simulado">
          <fieldset className="grid gap-2" aria-describedby={kindError ? "simulado-prova-erro" : undefined}>
            <legend className="mb-2 text-sm font-semibold">Prova</legend>
            <div className="grid gap-2 md:grid-cols-2">
              {kinds.map((k, i) => (
                <label
                  key={k.kind}
                  className={cn(
                    optionClass(kind === k.kind),
                    k.unavailable && "cursor-not-allowed opacity-70",
                  )}
                >
                  <input
                    id={`simulado-prova-${i}`}
                    type="radio"
                    name="simulado-prova"
                    value={k.kind}
                    checked={kind === k.kind}
                    disabled={k.unavailable !== null}
                    aria-describedby={k.unavailable ? `simulado-prova-${i}-motivo` : undefined}
                    onChange={() => {
                      setKind(k.kind);
                      setKindError(false);
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{k.label}</span>
                    <span className="text-xs text-muted-foreground">
                      {k.questionCount} questões{hasEssay(k.kind) ? " e a redação" : ""} ·{" "}
                      {duration(k.minutes.oficial)} no tempo oficial · {duration(k.minutes.treino)} no treino
                    </span>
                    {k.unavailable && (
                      <span id={`simulado-prova-${i}-motivo`} className="text-xs font-medium text-amber-800">
                        {k.unavailable}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </div>
            {kindError && (
              <p id="simulado-prova-erro" role="alert" className="text-sm font-medium text-destructive">
                {M.kindInvalid}
              </p>
            )}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">Tempo</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {SIMULADO_MODES.map((m) => (
                <label key={m} className={optionClass(mode === m)}>
                  <input
                    type="radio"
                    name="simulado-tempo"
                    value={m}
                    checked={mode === m}
                    onChange={() => setMode(m)}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{MODE_LABELS[m]}</span>
                    <span className="text-xs text-muted-foreground">
                      {chosen
                        ? `${duration(chosen.minutes[m])} para ${chosen.questionCount} questões`
                        : m === "oficial"
                          ? "O tempo do ENEM"
                          : "2 minutos por questão"}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Play aria-hidden="true" /> Começar simulado
            </Button>
          </div>
        </form>
      </CardContent>

      <Dialog open={confirming} onOpenChange={(open) => !start.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Começar o simulado?</DialogTitle>
            <DialogDescription>
              {chosen?.label} · {chosen?.questionCount} questões · {MODE_LABELS[mode]}
            </DialogDescription>
          </DialogHeader>
          {chosen && (
            <ul className="grid list-disc gap-2 pl-5 text-sm">
              <li>
                Você terá <strong>{duration(chosen.minutes[mode])}</strong>, contados a partir de agora.
              </li>
              <li>
                O relógio continua correndo mesmo se você fechar a aba ou sair do Rumo. Quando o tempo acaba,
                o simulado é entregue com as respostas salvas até ali.
              </li>
              <li>Cada resposta é salva assim que você a marca; você pode mudá-la até entregar.</li>
              {hasEssay(chosen.kind) && (
                <li>
                  A redação faz parte do 1º dia, como no ENEM: o tema aparece no caderno, o texto é salvo
                  enquanto você escreve e, na entrega, vai para a correção (conta como uma redação do mês).
                </li>
              )}
            </ul>
          )}
          {start.isError && !isRefusal(start.error) && (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription className="mt-0">{errorMessage(start.error)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={start.isPending}>
              Cancelar
            </Button>
            <Button onClick={confirm} disabled={start.isPending}>
              {start.isPending ? <Spinner label="Preparando o caderno..." /> : <Play aria-hidden="true" />}
              {start.isPending ? "Preparando…" : "Começar agora"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
