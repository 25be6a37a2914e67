import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SimuladoSummary } from "#domain/simulados/api";
import { KIND_LABELS, MODE_LABELS } from "#domain/simulados/rules";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { AREA_SHORT, scoreWithMargin, shortDate } from "./format.ts";

/** The finished simulados, newest first: date, test, each area's score ± margin and the result's link. */
export function HistoryList({ finished }: { finished: readonly SimuladoSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="simulados-history">
      {finished.map((s) => {
        const date = shortDate(s.finishedAt ?? s.startedAt);
        return (
          <li key={s.id}>
            <Card className="transition-colors has-[a:hover]:bg-muted/40">
              <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid min-w-0 gap-1">
                  <p className="text-xs text-muted-foreground">
                    {date} · {MODE_LABELS[s.mode]} · {s.answeredCount} de {s.questionCount} respondidas
                  </p>
                  <p className="font-semibold">{KIND_LABELS[s.kind]}</p>
                  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {s.areas.map((a) => (
                      <li key={a.area}>
                        {AREA_SHORT[a.area]}:{" "}
                        <strong className="tabular-nums">{scoreWithMargin(a.nota, a.erroPadrao)}</strong>
                      </li>
                    ))}
                    {s.kind === "dia1" && (
                      <li>
                        Redação:{" "}
                        <strong className="tabular-nums">
                          {s.essayScore === null ? "em correção" : s.essayScore}
                        </strong>
                      </li>
                    )}
                  </ul>
                </div>
                <Link
                  to={`/simulados/${s.id}`}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  aria-label={`Ver resultado: ${KIND_LABELS[s.kind]}, ${date}`}
                >
                  Ver resultado <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
