import { ArrowLeft, ArrowRight, Grid3x3, Send, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { countWords } from "#domain/essays/rules";
import type { SimuladoSession } from "#domain/simulados/api";
import { KIND_LABELS, MODE_LABELS } from "#domain/simulados/rules";
import { ToggleGroup } from "#web/components/toggle-group.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
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
import { useFinishSimulado } from "./api/finish-simulado.ts";
import { Countdown } from "./countdown.tsx";
import { EssayPanel } from "./essay-panel.tsx";
import { counted, duration, hourMinute } from "./format.ts";
import { ItemView } from "./item-view.tsx";
import { QuestionMap } from "./question-map.tsx";
import { type Entry, useAnswerSaver } from "./use-answer-saver.ts";
import { useCountdown } from "./use-countdown.ts";
import { useEssaySaver } from "./use-essay-saver.ts";
import { useViewPreference, VIEW_LABELS, type BookletView as View } from "./use-view-preference.ts";

const CLOSED = new Set(["SIMULADO_FINISHED", "SIMULADO_TIME_UP"]);
const BLANK: Entry = { answer: null, marked: false };
/** Items added per step while the whole booklet renders. */
const PROGRESSIVE_STEP = 6;

type Overall = "idle" | "saving" | "error" | "saved";

function SaveSummary({ overall }: { overall: Overall }) {
  return (
    <p role="status" className="text-xs text-muted-foreground" data-testid="save-summary">
      {overall === "saving" ? (
        "Salvando…"
      ) : overall === "error" ? (
        <span className="font-medium text-destructive">Algo não foi salvo</span>
      ) : overall === "saved" ? (
        "Salvo"
      ) : (
        ""
      )}
    </p>
  );
}

function FinishDialog({
  open,
  onOpenChange,
  entries,
  total,
  overall,
  simuladoId,
  onClosed,
  essayWords,
  flushEssay,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: Record<string, Entry>;
  total: number;
  overall: Overall;
  simuladoId: string;
  onClosed: (message: string) => void;
  /** Day 1: the essay's words so far; null for the other kinds. */
  essayWords: number | null;
  /** Saves the essay's latest text; false when it could not be saved. */
  flushEssay: () => Promise<boolean>;
}) {
  const finish = useFinishSimulado(simuladoId);
  const values = Object.values(entries);
  const answered = values.filter((e) => e.answer).length;
  const blank = total - answered;
  const marked = values.filter((e) => e.marked).length;
  const [flushing, setFlushing] = useState(false);
  const confirm = async () => {
    // The last sentences typed go with the hand-in, or it waits for the student to retry.
    setFlushing(true);
    const essaySaved = await flushEssay();
    setFlushing(false);
    if (!essaySaved) return;
    finish.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && CLOSED.has(error.code)) onClosed(error.message);
      },
    });
  };
  const busy = finish.isPending || flushing;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) finish.reset();
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Entregar o simulado?</DialogTitle>
          <DialogDescription>
            Você respondeu {answered} de {total} questões.{" "}
            {blank === 0
              ? "Nenhuma ficou em branco"
              : `${counted(blank, "questão ficou", "questões ficaram")} em branco`}{" "}
            e {counted(marked, "está marcada", "estão marcadas")} para revisar.
            {essayWords !== null &&
              (essayWords > 0
                ? ` A redação tem ${counted(essayWords, "palavra", "palavras")} e vai para a correção.`
                : " A redação está em branco e vale 0.")}{" "}
            Depois de entregar, nada mais pode ser mudado.
          </DialogDescription>
        </DialogHeader>
        {overall === "saving" && (
          <p className="text-sm text-muted-foreground">
            Aguarde: ainda estamos salvando o que você marcou ou escreveu.
          </p>
        )}
        {overall === "error" && (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription className="mt-0">
              Algo não foi salvo: tente de novo na questão ou na redação antes de entregar, ou fica como
              estava.
            </AlertDescription>
          </Alert>
        )}
        {finish.isError && !(finish.error instanceof ApiError && CLOSED.has(finish.error.code)) && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription className="mt-0">{errorMessage(finish.error)} Tente de novo.</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Voltar ao simulado
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || overall === "saving"}>
            {busy ? <Spinner label="Entregando..." /> : <Send aria-hidden="true" />}
            {busy ? "Entregando…" : "Entregar simulado"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <ToggleGroup
      legend="Como ver as questões"
      options={(["uma", "caderno"] as const).map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
      value={view}
      onChange={onChange}
      className="w-full sm:w-auto"
    />
  );
}

/** Day 1: the questions or the essay, both on the same clock. */
function PartToggle({
  part,
  onChange,
  answered,
  total,
  words,
}: {
  part: Part;
  onChange: (part: Part) => void;
  answered: number;
  total: number;
  words: number;
}) {
  return (
    <ToggleGroup
      legend="Parte da prova"
      options={[
        { value: "questoes", label: `Questões (${answered}/${total})` },
        { value: "redacao", label: `Redação (${counted(words, "palavra", "palavras")})` },
      ]}
      value={part}
      onChange={onChange}
      className="w-full sm:w-auto sm:self-start"
    />
  );
}

type Part = "questoes" | "redacao";

/** Where an open booklet resumes when the address names no item: the first one without an answer. */
function firstBlank(session: SimuladoSession): number {
  return session.items.find((i) => !i.answer)?.number ?? 1;
}

/**
 * The booklet while the clock runs: the countdown (from the server's seconds), the items one at a
 * time or all together, the map of the items, and handing it in. Every change is saved at once.
 */
export function BookletView({
  session,
  syncedAt,
  refetch,
  onClosed,
}: {
  session: SimuladoSession;
  /** When the booklet was last fetched: its secondsLeft restarts the countdown. */
  syncedAt: number;
  refetch: () => void;
  onClosed: (message: string) => void;
}) {
  const total = session.items.length;
  const countdown = useCountdown(session.secondsLeft, syncedAt);
  const saver = useAnswerSaver(session.id, session.items, { onSynced: countdown.sync, onClosed });
  const essay = useEssaySaver(session.id, session.essay?.content ?? "", {
    onSynced: countdown.sync,
    onClosed,
  });
  const [view, setView] = useViewPreference();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("questao"));
  const [fallback] = useState(() => firstBlank(session));
  const number = Number.isInteger(requested) && requested >= 1 && requested <= total ? requested : fallback;
  const part: Part = session.essay && params.get("parte") === "redacao" ? "redacao" : "questoes";
  const showPart = (next: Part) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === "redacao") p.set("parte", "redacao");
        else p.delete("parte");
        return p;
      },
      { replace: true },
    );
  const item = session.items[number - 1]!;
  const [mapOpen, setMapOpen] = useState(false);
  const [finishOpen, setFinishOpen] = useState(false);
  const pendingJump = useRef<number | null>(null);
  const headingRefs = useRef(new Map<number, HTMLHeadingElement>());
  const focusTarget = useRef<number | null>(null);

  // Time up on the server's clock: ask for the booklet, which the server then hands in; again every
  // few seconds while it still says it is open (a grace period, a slow answer).
  const over = countdown.secondsLeft <= 0;
  useEffect(() => {
    if (!over) return;
    refetch();
    const timer = window.setInterval(refetch, 3000);
    return () => window.clearInterval(timer);
  }, [over, refetch]);

  // Back to the tab (or out of sleep): the clock is set again from the server.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") refetch();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);

  // The whole booklet renders a few items at a time, so the first ones show at once and the page
  // stays responsive while the rest (up to 90 statements with tables and charts) follow.
  const [shown, setShown] = useState(PROGRESSIVE_STEP);
  useEffect(() => {
    if (view !== "caderno" || shown >= total) return;
    const timer = window.setTimeout(() => setShown((n) => Math.min(total, n + PROGRESSIVE_STEP)), 16);
    return () => window.clearTimeout(timer);
  }, [view, shown, total]);

  const land = (target: number) => {
    const heading = headingRefs.current.get(target);
    heading?.closest("article")?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  // After a jump, the keyboard and the screen reader land on the item's heading once it is on screen.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || !headingRefs.current.has(target)) return;
    focusTarget.current = null;
    land(target);
  });

  const goTo = (next: number) => {
    if (view === "uma" || part === "redacao") {
      // Back from the essay too: the questions come on screen, then the item's heading is focused.
      focusTarget.current = next;
      if (view === "caderno" && !headingRefs.current.has(next)) setShown(total);
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          p.delete("parte");
          if (view === "uma") p.set("questao", String(next));
          return p;
        },
        { replace: true },
      );
    } else if (headingRefs.current.has(next)) land(next);
    else {
      // Not rendered yet: render the rest, then land.
      focusTarget.current = next;
      setShown(total);
    }
  };

  const answered = Object.values(saver.entries).filter((e) => e.answer).length;
  const essayWords = countWords(essay.content);
  const overall: Overall =
    saver.overall === "saving" || essay.state === "saving" || essay.state === "pending"
      ? "saving"
      : saver.overall === "error" || essay.state === "error"
        ? "error"
        : saver.overall === "saved" || essay.state === "saved"
          ? "saved"
          : "idle";
  const renderItem = (i: (typeof session.items)[number]) => (
    <ItemView
      key={i.questionId}
      item={i}
      total={total}
      entry={saver.entries[i.questionId] ?? BLANK}
      status={saver.status[i.questionId]}
      onChange={saver.change}
      onRetry={saver.retry}
      headings={headingRefs}
    />
  );
  const map = (
    <QuestionMap
      items={session.items}
      entries={saver.entries}
      currentNumber={view === "uma" ? number : null}
      onJump={(n) => {
        if (mapOpen) {
          pendingJump.current = n;
          setMapOpen(false);
        } else goTo(n);
      }}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">Simulado · {MODE_LABELS[session.mode]}</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{KIND_LABELS[session.kind]}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {total} questões · {duration(session.durationMinutes)} · termina às {hourMinute(session.deadline)}
          </p>
        </div>
        <ViewToggle view={view} onChange={setView} />
      </div>

      <div
        className="sticky top-16 z-20 -mx-1 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card/95 px-3 py-2 shadow-sm backdrop-blur"
        data-testid="booklet-bar"
      >
        <Countdown secondsLeft={countdown.secondsLeft} />
        <p className="text-sm">
          <span className="font-semibold tabular-nums" data-testid="answered-count">
            {answered}/{total}
          </span>{" "}
          respondidas
        </p>
        <SaveSummary overall={overall} />
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" className="lg:hidden" onClick={() => setMapOpen(true)}>
            <Grid3x3 aria-hidden="true" /> Questões
          </Button>
          <Button size="sm" onClick={() => setFinishOpen(true)}>
            <Send aria-hidden="true" /> Entregar simulado
          </Button>
        </div>
      </div>

      {session.essay && (
        <PartToggle part={part} onChange={showPart} answered={answered} total={total} words={essayWords} />
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">
          {part === "redacao" && session.essay ? (
            <EssayPanel
              essay={session.essay}
              content={essay.content}
              saveState={essay.state}
              saveError={essay.error}
              onChange={essay.change}
              onBlur={() => void essay.flush()}
              onRetry={() => void essay.flush()}
            />
          ) : view === "uma" ? (
            <Card>
              <CardContent className="grid grid-cols-1 gap-5 p-4 sm:p-6">
                {renderItem(item)}
                <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
                  <Button
                    variant="outline"
                    className="w-full sm:w-auto"
                    onClick={() => goTo(number - 1)}
                    disabled={number === 1}
                  >
                    <ArrowLeft aria-hidden="true" /> Anterior
                  </Button>
                  <p className="text-center text-sm text-muted-foreground">
                    Questão {number} de {total}
                  </p>
                  <Button
                    className="w-full sm:w-auto"
                    onClick={() => goTo(number + 1)}
                    disabled={number === total}
                  >
                    Próxima <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </CardContent>
            </Card>
          ) : (
            <ol className="grid grid-cols-1 gap-4">
              {session.items.slice(0, shown).map((i) => (
                <li key={i.questionId}>
                  <Card>
                    <CardContent className="p-4 sm:p-6">{renderItem(i)}</CardContent>
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </div>
        <aside className="hidden lg:block" aria-label="Questões do simulado">
          <Card className="sticky top-36">
            <CardContent className="grid gap-3 p-4">
              <p className="text-sm font-semibold">Questões</p>
              {map}
            </CardContent>
          </Card>
        </aside>
      </div>

      <Dialog open={mapOpen} onOpenChange={setMapOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            const target = pendingJump.current;
            if (target === null) return;
            pendingJump.current = null;
            event.preventDefault();
            goTo(target);
          }}
        >
          <DialogHeader>
            <DialogTitle>Questões</DialogTitle>
            <DialogDescription>
              {answered} de {total} respondidas. Escolha uma questão para ir até ela.
            </DialogDescription>
          </DialogHeader>
          {map}
        </DialogContent>
      </Dialog>

      <FinishDialog
        open={finishOpen}
        onOpenChange={setFinishOpen}
        entries={saver.entries}
        total={total}
        overall={overall}
        simuladoId={session.id}
        onClosed={onClosed}
        essayWords={session.essay ? essayWords : null}
        flushEssay={essay.flush}
      />
      <p className={cn("text-center text-xs text-muted-foreground")}>
        O relógio continua correndo mesmo com a aba fechada. Cada resposta é salva assim que você a marca.
      </p>
    </div>
  );
}
