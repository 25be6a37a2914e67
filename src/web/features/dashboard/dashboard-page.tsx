import { Compass } from "lucide-react";

import { ErrorState } from "#web/components/page-states.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useDashboard } from "./api.ts";
import { LazyObjectivesForm } from "./lazy-objectives-form.tsx";
import { NewsStrip } from "./news-strip.tsx";
import { NextExercisesCard } from "./next-exercises-card.tsx";
import { ObjectivesDialog } from "./objectives-dialog.tsx";
import { StatCards } from "./stat-cards.tsx";
import { AttentionSubjects, FavouriteSubjects } from "./subject-rankings.tsx";
import { UsageCard } from "./usage-card.tsx";
import { WeeklyCard } from "./weekly-card.tsx";

function today(): string {
  const text = new Intl.DateTimeFormat("pt-BR", { weekday: "long", day: "numeric", month: "long" }).format(
    new Date(),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function DashboardSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6" role="status" aria-busy="true" aria-label="Carregando o painel">
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Skeleton className="h-56 lg:col-span-2" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

export function DashboardPage() {
  const query = useDashboard();
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError)
    return (
      <ErrorState
        title="Erro ao carregar o painel"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  const d = query.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Olá, {d.firstName}! 👋</h1>
        <p className="mt-1 text-muted-foreground">{today()} · vamos continuar de onde você parou?</p>
      </header>
      <StatCards stats={d.stats} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid grid-cols-1 gap-4 lg:col-span-2">
          <NextExercisesCard items={d.nextExercises} />
          <WeeklyCard weekly={d.weekly} />
        </div>
        <UsageCard usage={d.usage} planName={d.planName} />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FavouriteSubjects items={d.favouriteSubjects} />
        <AttentionSubjects items={d.attentionSubjects} />
      </div>
      <NewsStrip news={d.news} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Compass className="size-5 text-primary" aria-hidden="true" /> Seu objetivo
          </CardTitle>
          <CardDescription>
            Curso, faculdade, tempo de preparação e sua meta de exercícios por semana.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LazyObjectivesForm
            afterPaint
            key={JSON.stringify(d.objectives)}
            variant="compact"
            idPrefix="card"
            submitLabel="Salvar objetivos"
            initial={d.objectives}
          />
        </CardContent>
      </Card>
      <ObjectivesDialog dashboard={d} />
    </div>
  );
}
