import { CloudOff } from "lucide-react";
import { useId } from "react";
import {
  countWords,
  estimateLines,
  INSUFFICIENT_LINES,
  lineStatus,
  MAX_LINES,
  plural,
} from "#domain/essays/rules";
import type { SimuladoEssay } from "#domain/simulados/api";
import { MAX_SIMULADO_ESSAY_CHARS } from "#domain/simulados/rules";
import { EssaySupportingTexts } from "#web/components/essay-supporting-texts.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import type { EssaySaveState } from "./use-essay-saver.ts";

const LINE_TONE = { insufficient: "text-amber-700", ok: "text-emerald-700", over: "text-red-700" } as const;

const SAVE_TEXT: Record<EssaySaveState, string> = {
  idle: "",
  pending: "Alterações ainda não salvas…",
  saving: "Salvando…",
  saved: "Redação salva",
  error: "Redação não salva",
};

/**
 * The essay of a day-1 simulado: ENEM's topic with its supporting texts, and the text, saved as the
 * student types (the booklet's hand-in sends it to correction).
 */
export function EssayPanel({
  essay,
  content,
  saveState,
  saveError,
  onChange,
  onBlur,
  onRetry,
}: {
  essay: SimuladoEssay;
  content: string;
  saveState: EssaySaveState;
  saveError: string | null;
  onChange: (text: string) => void;
  onBlur: () => void;
  onRetry: () => void;
}) {
  const id = useId();
  const words = countWords(content);
  const lines = estimateLines(content);
  const status = lineStatus(lines);
  const { topic } = essay;
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-primary">
            Redação{topic?.year ? ` · tema do ENEM ${topic.year}` : ""}
          </p>
          <h2 className="text-xl font-bold leading-snug" data-testid="simulado-essay-topic">
            {topic?.title ?? "Tema retirado do Rumo"}
          </h2>
        </div>
        {topic ? (
          <>
            {topic.instructions && (
              <p className="whitespace-pre-line text-sm text-muted-foreground">{topic.instructions}</p>
            )}
            <EssaySupportingTexts texts={topic.supportingTexts} open={false} />
          </>
        ) : (
          <Alert variant="warning">
            <AlertDescription className="mt-0">
              O tema desta redação foi retirado do Rumo depois do início: ela não será enviada para correção.
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>Texto da redação</Label>
          <Textarea
            id={`${id}-text`}
            value={content}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            maxLength={MAX_SIMULADO_ESSAY_CHARS}
            rows={16}
            spellCheck
            lang="pt-BR"
            aria-describedby={`${id}-counts`}
            placeholder="Escreva aqui sua redação dissertativo-argumentativa. Separe os parágrafos com Enter."
            className="min-h-[20rem] resize-y font-serif text-base leading-7 md:text-base"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p id={`${id}-counts`}>
            <span className="font-medium">{plural(words, "palavra", "palavras")}</span> ·{" "}
            <span className={cn("font-medium", LINE_TONE[status])}>
              ≈ {lines} de {MAX_LINES} linhas
            </span>
            {status === "insufficient" && words > 0 && (
              <span className="text-muted-foreground">
                {" "}
                (até {INSUFFICIENT_LINES} linhas, o ENEM dá nota zero)
              </span>
            )}
            {status === "over" && <span className="text-red-700"> (passou do limite da folha)</span>}
          </p>
          <p
            role="status"
            className={cn(
              "flex items-center gap-1.5 text-xs",
              saveState === "error" ? "font-medium text-destructive" : "text-muted-foreground",
            )}
            data-testid="essay-save-state"
          >
            {saveState === "error" && <CloudOff className="size-3.5" aria-hidden="true" />}
            {SAVE_TEXT[saveState]}
          </p>
        </div>
        {saveState === "error" && (
          <Alert variant="destructive">
            <AlertDescription className="mt-0 flex flex-wrap items-center gap-2">
              {saveError} O texto continua aqui.
              <Button size="sm" variant="outline" onClick={onRetry}>
                Tentar de novo
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <p className="text-xs text-muted-foreground">
          Na entrega do simulado, a redação vai para a correção nas cinco competências do ENEM e aparece em
          Minhas Redações. Em branco, vale 0.
        </p>
      </CardContent>
    </Card>
  );
}
