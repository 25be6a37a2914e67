import { BookOpen, CalendarDays, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import type { HistoryPageDto } from "#domain/tutor/history";
import { HISTORY_MESSAGES } from "#domain/tutor/messages";
import { Card, CardContent } from "#web/components/ui/card.tsx";

function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: number; tone: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-1 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
        <span
          className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</p>
          <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** The three statistics of the history: messages, days with conversations, subjects. */
export function HistoryStats({ stats }: { stats: HistoryPageDto["stats"] }) {
  return (
    <section aria-label="Estatísticas" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat
        icon={<MessagesSquare className="size-5" />}
        label={HISTORY_MESSAGES.totalMessages}
        value={stats.totalMessages}
        tone="bg-indigo-100 text-indigo-700"
      />
      <Stat
        icon={<CalendarDays className="size-5" />}
        label={HISTORY_MESSAGES.activeDays}
        value={stats.activeDays}
        tone="bg-emerald-100 text-emerald-700"
      />
      <Stat
        icon={<BookOpen className="size-5" />}
        label={HISTORY_MESSAGES.distinctSubjects}
        value={stats.distinctSubjects}
        tone="bg-amber-100 text-amber-700"
      />
    </section>
  );
}
