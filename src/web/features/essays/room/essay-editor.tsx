import { CloudOff, Save, Send } from "lucide-react";
import { useId } from "react";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import {
  INSUFFICIENT_LINES,
  lineStatus,
  MAX_LINES,
  MAX_TITLE_CHARS,
  MIN_WORDS,
  plural,
  WORD_GOAL,
  wordProgress,
} from "#domain/essays/rules";
import { formatMessage } from "#domain/shared/messages";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import type { SaveStatus } from "./use-autosave.ts";

const LINE_TONE = { insufficient: "text-amber-700", ok: "text-emerald-700", over: "text-red-700" } as const;

function SaveState({ status }: { status: SaveStatus }) {
  const time = (d: Date) => d.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });
  const text =
    status.kind === "saving"
      ? ESSAY_MESSAGES.saving
      : status.kind === "saved"
        ? formatMessage(ESSAY_MESSAGES.savedAt, { time: time(status.at) })
        : status.kind === "offline"
          ? ESSAY_MESSAGES.offline
          : status.kind === "error"
            ? ESSAY_MESSAGES.saveFailed
            : "";
  const problem = status.kind === "offline" || status.kind === "error";
  return (
    <p
      className={cn(
        "flex min-h-5 items-center gap-1.5 text-xs",
        problem ? "text-amber-700" : "text-muted-foreground",
      )}
      role="status"
      aria-live="polite"
    >
      {problem && <CloudOff className="size-3.5" aria-hidden="true" />}
      {text}
    </p>
  );
}

export type EditorProps = {
  content: string;
  title: string;
  words: number;
  lines: number;
  timerRunning: boolean;
  readOnly: boolean;
  saveStatus: SaveStatus;
  saving: boolean;
  submitting: boolean;
  onContent: (value: string) => void;
  onTitle: (value: string) => void;
  onBlur: () => void;
  onSave: () => void;
  onSubmit: () => void;
  /** Why 'Finalizar e Corrigir' is off (a monthly limit already used up), or null. */
  submitBlockedReason?: string | null;
};

/** The editor (docs/product.md#writing-room): text, words against 300, lines against the 30-line sheet. */
export function EssayEditor(props: EditorProps) {
  const id = useId();
  const { words, lines } = props;
  const status = lineStatus(lines);
  const showShortBanner = props.timerRunning && words > 0 && words < MIN_WORDS;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">Sua redação</CardTitle>
        <SaveState status={props.saveStatus} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>Título (opcional)</Label>
          <Input
            id={`${id}-title`}
            value={props.title}
            maxLength={MAX_TITLE_CHARS}
            readOnly={props.readOnly}
            onChange={(e) => props.onTitle(e.target.value)}
            onBlur={props.onBlur}
            placeholder="Dê um título à sua redação"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>Texto da redação</Label>
          <Textarea
            id={`${id}-text`}
            value={props.content}
            readOnly={props.readOnly}
            onChange={(e) => props.onContent(e.target.value)}
            onBlur={props.onBlur}
            rows={18}
            spellCheck
            lang="pt-BR"
            aria-describedby={`${id}-counts ${id}-lines-help`}
            placeholder="Comece a escrever sua redação aqui. Separe os parágrafos com uma linha em branco ou com Enter."
            className="min-h-[22rem] resize-y font-serif text-base leading-7 md:text-base"
          />
        </div>
        <div id={`${id}-counts`} className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <p className="flex justify-between text-sm">
              <span className="font-medium">{plural(words, "palavra", "palavras")}</span>
              <span className="text-muted-foreground">Meta: {WORD_GOAL}</span>
            </p>
            <Progress value={wordProgress(words)} aria-label={`${words} de ${WORD_GOAL} palavras`} />
          </div>
          <div className="grid gap-1.5">
            <p className="flex justify-between text-sm">
              <span className={cn("font-medium", LINE_TONE[status])}>
                ≈ {plural(lines, "linha", "linhas")}
              </span>
              <span className="text-muted-foreground">Limite: {MAX_LINES}</span>
            </p>
            <Progress
              value={(lines / MAX_LINES) * 100}
              indicatorClassName={
                status === "over" ? "bg-red-500" : status === "ok" ? "bg-emerald-500" : "bg-amber-500"
              }
              aria-label={`Cerca de ${lines} de ${MAX_LINES} linhas`}
            />
          </div>
        </div>
        <p id={`${id}-lines-help`} className="text-xs text-muted-foreground">
          Estimativa para a folha oficial (cerca de 70 caracteres por linha). O ENEM aceita no máximo{" "}
          {MAX_LINES} linhas, e um texto com até {INSUFFICIENT_LINES} linhas é considerado insuficiente e
          recebe nota zero.
          {status === "over" && " Seu texto passou do limite: corte o que não for essencial."}
        </p>
        {props.submitBlockedReason && !props.readOnly && (
          <p
            id={`${id}-submit-blocked`}
            className="text-sm text-amber-800"
            data-testid="submit-blocked-reason"
          >
            {props.submitBlockedReason}
          </p>
        )}
        {showShortBanner && (
          <Alert variant="warning">
            <AlertDescription className="mt-0">
              {formatMessage(ESSAY_MESSAGES.shortBanner, { n: words })}
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
      {!props.readOnly && (
        <CardFooter className="flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={props.onSave}
            disabled={!props.content.trim() || props.saving || props.submitting}
          >
            {props.saving ? <Spinner label={ESSAY_MESSAGES.saving} /> : <Save aria-hidden="true" />} Salvar
          </Button>
          <Button
            className="w-full sm:w-auto"
            onClick={props.onSubmit}
            disabled={words < MIN_WORDS || props.submitting || Boolean(props.submitBlockedReason)}
            aria-describedby={props.submitBlockedReason ? `${id}-submit-blocked` : undefined}
          >
            {props.submitting ? <Spinner label="Enviando..." /> : <Send aria-hidden="true" />} Finalizar e
            Corrigir
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
