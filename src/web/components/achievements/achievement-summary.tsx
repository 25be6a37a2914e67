import { Flame, Star, Trophy } from "lucide-react";
import type { AchievementsResponse } from "#domain/achievements/api";
import { Card, CardContent } from "#web/components/ui/card.tsx";

function SummaryCard({
  icon,
  label,
  value,
  tone,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11 ${tone}`}>
          {icon}
        </span>
        <div className="min-w-0">
          <p className="break-words text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Knowledge points, study streak and the unlocked count, on the achievements page and the profile
 * tab. Three across only from 1024 px: beside the sidebar at 768 px the labels did not fit.
 */
export function AchievementSummary({ data }: { data: AchievementsResponse }) {
  return (
    <section aria-label="Resumo das conquistas" className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-3">
      <SummaryCard
        icon={<Star className="size-5" />}
        label="Pontos de conhecimento"
        value={String(data.knowledgePoints)}
        tone="bg-amber-100 text-amber-700"
      />
      <SummaryCard
        icon={<Flame className="size-5" />}
        label="Sequência de estudos"
        value={`${data.streakDays} ${data.streakDays === 1 ? "dia" : "dias"}`}
        tone="bg-orange-100 text-orange-700"
      />
      <SummaryCard
        icon={<Trophy className="size-5" />}
        label="Conquistas desbloqueadas"
        value={`${data.earnedCount} de ${data.totalCount}`}
        tone="bg-indigo-100 text-indigo-700"
      />
    </section>
  );
}
