import { Target } from "lucide-react";
import type { Dashboard } from "#domain/dashboard/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";

export function WeeklyCard({ weekly }: { weekly: Dashboard["weekly"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" /> Progresso da semana
        </CardTitle>
        <CardDescription>Exercícios concluídos nos últimos 7 dias</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between">
          <span className="text-3xl font-bold tabular-nums">
            {weekly.solved}
            <span className="text-base font-normal text-muted-foreground"> / {weekly.goal}</span>
          </span>
          <span className="font-semibold tabular-nums text-primary">{weekly.percent}%</span>
        </div>
        <Progress value={weekly.percent} aria-label={`Meta semanal: ${weekly.percent}%`} />
        <p className="text-sm font-medium">{weekly.message}</p>
      </CardContent>
    </Card>
  );
}
