import { CheckCircle2, Flame, type LucideIcon, Percent, Star } from "lucide-react";
import type { Dashboard } from "#domain/dashboard/api";
import { Card, CardContent } from "#web/components/ui/card.tsx";

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{value}</p>
          {/* Wraps rather than truncates: four cards beside the sidebar leave little room at 1280 px. */}
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function StatCards({ stats }: { stats: Dashboard["stats"] }) {
  return (
    <section aria-label="Seus números" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Star}
        label="Pontos de conhecimento"
        value={String(stats.knowledgePoints)}
        hint="+5 por exercício concluído ou pergunta ao tutor"
        tone="bg-amber-100 text-amber-700"
      />
      <StatCard
        icon={Flame}
        label="Sequência de estudos"
        value={`${stats.streakDays} ${stats.streakDays === 1 ? "dia" : "dias"}`}
        hint={stats.streakDays > 0 ? "Estude hoje para manter" : "Estude hoje para começar"}
        tone="bg-orange-100 text-orange-700"
      />
      <StatCard
        icon={CheckCircle2}
        label="Exercícios concluídos"
        value={String(stats.exercisesCompleted)}
        hint={`${stats.messagesSent} perguntas aos tutores`}
        tone="bg-emerald-100 text-emerald-700"
      />
      <StatCard
        icon={Percent}
        label="Taxa de acerto"
        value={`${stats.accuracyPercent}%`}
        hint={stats.answersGiven > 0 ? `em ${stats.answersGiven} respostas` : "Responda questões para medir"}
        tone="bg-indigo-100 text-indigo-700"
      />
    </section>
  );
}
