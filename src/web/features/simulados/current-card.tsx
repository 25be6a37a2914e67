import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Clock } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { SimuladoSummary } from "#domain/simulados/api";
import { KIND_LABELS, MODE_LABELS } from "#domain/simulados/rules";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { cn } from "#web/lib/cn.ts";
import { useSimulado } from "./api/get-simulado.ts";
import { SIMULADOS_KEY } from "./api/get-simulados.ts";
import { clock, hourMinute } from "./format.ts";
import { useCountdown } from "./use-countdown.ts";

/** The time left, counted from the booklet's own fetch (the list carries only the deadline). */
function TimeLeft({ simulado }: { simulado: SimuladoSummary }) {
  const session = useSimulado(simulado.id);
  const client = useQueryClient();
  const countdown = useCountdown(session.data?.secondsLeft ?? 1, session.dataUpdatedAt);
  const over = Boolean(session.data) && countdown.secondsLeft <= 0;
  const finished = session.data?.status === "finalizado";
  // Out of time, or handed in elsewhere: the server hands it in when asked; the list then moves it.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: SIMULADOS_KEY, exact: true });
    else if (over) void session.refetch();
  }, [over, finished, client, session.refetch]);

  if (!session.data)
    return <span className="text-muted-foreground">Termina às {hourMinute(simulado.deadline)}</span>;
  return (
    <span
      className={cn("font-mono font-semibold tabular-nums", countdown.secondsLeft < 600 && "text-red-600")}
    >
      {clock(countdown.secondsLeft)}
    </span>
  );
}

/** The simulado in progress: what it is, how far the student got, the time left and 'Continuar'. */
export function CurrentCard({ simulado }: { simulado: SimuladoSummary }) {
  const progress = simulado.questionCount ? (simulado.answeredCount / simulado.questionCount) * 100 : 0;
  return (
    <Card className="border-primary/40" data-testid="simulado-current">
      <CardHeader>
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">Simulado em andamento</p>
        <CardTitle className="text-lg">{KIND_LABELS[simulado.kind]}</CardTitle>
        <CardDescription>{MODE_LABELS[simulado.mode]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <p className="text-sm">
            <strong>{simulado.answeredCount}</strong> de {simulado.questionCount} questões respondidas
          </p>
          <Progress value={progress} aria-hidden="true" />
        </div>
        <p className="flex items-center gap-2 text-sm">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          Tempo restante: <TimeLeft simulado={simulado} />
        </p>
        <p className="text-xs text-muted-foreground">
          O relógio continua correndo enquanto você está fora do simulado.
        </p>
        <div>
          <Button asChild className="w-full sm:w-auto">
            <Link to={`/simulados/${simulado.id}`}>
              Continuar <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
