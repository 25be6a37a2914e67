import { CalendarDays, Clock, FileText } from "lucide-react";
import type { EssayListItem } from "#domain/essays/api";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { formatSpent, plural, statusBadgeVariant, statusLabel } from "#domain/essays/rules";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("pt-BR", { day: "2-digit", month: "short", year: "numeric" });

/** One essay in /minhas-redacoes (docs/product.md#my-essays); the whole card opens 'Redação Completa'. */
export function EssayListCard({ essay, onOpen }: { essay: EssayListItem; onOpen: () => void }) {
  const heading = essay.title ?? essay.topicTitle ?? ESSAY_MESSAGES.customTopic;
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline">{(essay.examType || "enem").toUpperCase()}</Badge>
        <Badge variant={statusBadgeVariant(essay.status)}>{statusLabel(essay.status)}</Badge>
      </div>
      <div className="min-w-0">
        <h2 className="line-clamp-2 font-semibold leading-snug">
          {/* The button covers the whole card (stretched), so a click anywhere opens the essay. */}
          <button
            type="button"
            onClick={onOpen}
            className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {heading}
          </button>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
          {essay.topicTitle ?? ESSAY_MESSAGES.customTopic}
        </p>
      </div>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <li className="inline-flex items-center gap-1">
          <CalendarDays className="size-3.5" aria-hidden="true" /> {formatDate(essay.date)}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" /> {formatSpent(essay.secondsSpent)}
        </li>
        <li className="inline-flex items-center gap-1">
          <FileText className="size-3.5" aria-hidden="true" />{" "}
          {plural(essay.wordCount, "palavra", "palavras")}
        </li>
      </ul>
      <p className="text-sm">
        {essay.finalScore !== null ? (
          <span className="text-lg font-bold text-primary">{essay.finalScore}/1000</span>
        ) : (
          <span className="text-muted-foreground">Sem nota ainda</span>
        )}
      </p>
    </Card>
  );
}
