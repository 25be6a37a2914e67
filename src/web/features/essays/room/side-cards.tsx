import { CheckCircle2, Circle, Pause, Play, Timer } from "lucide-react";
import type { ReactNode } from "react";
import {
  formatClock,
  IDEAL_SECONDS,
  IDEAL_STRUCTURE,
  INSUFFICIENT_LINES,
  MAX_LINES,
  MIN_WORDS,
  paragraphLines,
  plural,
  WORD_GOAL,
} from "#domain/essays/rules";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/cn.ts";

export function StopwatchCard({
  seconds,
  running,
  disabled,
  onStart,
  onPause,
}: {
  seconds: number;
  running: boolean;
  disabled: boolean;
  onStart: () => void;
  onPause: () => void;
}) {
  const withinIdeal = seconds > 0 && seconds <= IDEAL_SECONDS;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Timer className="size-4 text-primary" aria-hidden="true" /> Cronômetro
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-center font-mono text-4xl font-bold tabular-nums">{formatClock(seconds)}</p>
        {running ? (
          <Button variant="outline" onClick={onPause} disabled={disabled}>
            <Pause aria-hidden="true" /> Pausar
          </Button>
        ) : (
          <Button variant="outline" onClick={onStart} disabled={disabled}>
            <Play aria-hidden="true" /> {seconds > 0 ? "Continuar" : "Iniciar"}
          </Button>
        )}
        <p
          className={cn(
            "flex items-center justify-center gap-1.5 text-sm",
            withinIdeal ? "text-emerald-700" : "text-muted-foreground",
          )}
        >
          {withinIdeal && <CheckCircle2 className="size-4" aria-label="Dentro do tempo ideal" />}
          Tempo ideal: 90 min
          {seconds > IDEAL_SECONDS && <span className="text-amber-700"> · acima do ideal</span>}
        </p>
      </CardContent>
    </Card>
  );
}

function Goal({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <li className={cn("flex items-start gap-2 text-sm", done ? "text-foreground" : "text-muted-foreground")}>
      {done ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Cumprida" />
      ) : (
        <Circle className="mt-0.5 size-4 shrink-0" aria-label="Pendente" />
      )}
      <span>{children}</span>
    </li>
  );
}

export function GoalsCard({ words, lines, seconds }: { words: number; lines: number; seconds: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Metas</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          <Goal done={words >= MIN_WORDS}>Mínimo de {MIN_WORDS} palavras para finalizar</Goal>
          <Goal done={words >= WORD_GOAL}>Meta de {WORD_GOAL} palavras</Goal>
          <Goal done={lines > INSUFFICIENT_LINES && lines <= MAX_LINES}>
            Entre {INSUFFICIENT_LINES + 1} e {MAX_LINES} linhas na folha oficial
          </Goal>
          <Goal done={words >= MIN_WORDS && seconds > 0 && seconds <= IDEAL_SECONDS}>
            Chegar às {MIN_WORDS} palavras em até 90 minutos
          </Goal>
        </ul>
      </CardContent>
    </Card>
  );
}

export function StructureCard({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Estrutura ideal</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {IDEAL_STRUCTURE.map((part, i) => {
            const written = paragraphs[i];
            return (
              <li key={part.part} className="grid gap-0.5 text-sm">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{part.part}</span>
                  <span className="text-xs text-muted-foreground">{part.lines}</span>
                </p>
                <p className="text-xs text-muted-foreground">{part.hint}</p>
                {written && (
                  <p className="text-xs text-primary">
                    Seu {i + 1}º parágrafo: ≈ {plural(paragraphLines(written), "linha", "linhas")}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
