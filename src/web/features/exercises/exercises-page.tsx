import { LogIn, SearchX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { LIMIT_MESSAGES } from "#domain/plans/limit-messages";
import { EXERCISE_MESSAGES } from "#domain/practice/rules";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { useExercises } from "./api/get-exercises.ts";
import { ArchivedAttempts } from "./archived-attempts.tsx";
import { ConfirmResetDialog } from "./confirm-reset-dialog.tsx";
import { ExerciseCard } from "./exercise-card.tsx";
import {
  type ExerciseFilters,
  FILTER_PARAMS,
  filterExercises,
  filtersFromParams,
} from "./exercise-filters.ts";
import { ExerciseFiltersBar } from "./exercise-filters-bar.tsx";
import { DailyUsageLine, ExerciseSummary } from "./exercise-summary.tsx";
import { useExerciseActions } from "./use-exercise-actions.ts";

function CardSkeletons() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando exercícios...
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i}>
          <CardHeader className="gap-3">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </CardHeader>
          <CardContent className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-3 h-10 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Visitors browse freely; solving and tracking scores needs an account. */
function VisitorHint() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <LogIn className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Para resolver os exercícios e acompanhar sua nota,{" "}
        <Link to="/login?redirect=%2Fexercises" className="font-semibold underline underline-offset-2">
          entre
        </Link>{" "}
        ou{" "}
        <Link to="/register" className="font-semibold underline underline-offset-2">
          crie sua conta grátis
        </Link>
        .
      </span>
    </p>
  );
}

/** /exercises — open to visitors; starting an exercise needs a session. */
export function ExercisesPage() {
  const { user } = useSession();
  const query = useExercises();
  const actions = useExerciseActions();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);

  const updateFilters = (patch: Partial<ExerciseFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [keyof ExerciseFilters, string][]) {
          if (value) next.set(FILTER_PARAMS[key], value);
          else next.delete(FILTER_PARAMS[key]);
        }
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => updateFilters({ q: "", subject: "", difficulty: "" });

  const visible = query.data ? filterExercises(query.data.exercises, filters) : [];

  return (
    <>
      <PageHeader
        title="Exercícios"
        description="Questões no estilo ENEM com explicação de cada resposta. Acerte 70% ou mais para passar."
      />
      <div className="grid grid-cols-1 gap-6">
        {!query.isError && <ExerciseSummary summary={query.data?.summary} />}
        <ExerciseFiltersBar filters={filters} onChange={updateFilters} onClear={clearFilters} />
        {user ? <DailyUsageLine /> : <VisitorHint />}
        {query.isPending ? (
          <CardSkeletons />
        ) : query.isError ? (
          <ErrorState
            title={EXERCISE_MESSAGES.loadError}
            message={errorMessage(query.error)}
            onRetry={() => query.refetch()}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={<SearchX className="size-8" aria-hidden="true" />}
            title={EXERCISE_MESSAGES.empty}
            message={query.data.exercises.length > 0 ? "Tente outra busca ou limpe os filtros." : undefined}
            action={
              query.data.exercises.length > 0 && (
                <Button variant="outline" onClick={clearFilters}>
                  Limpar filtros
                </Button>
              )
            }
          />
        ) : (
          <section aria-label="Lista de exercícios" className="grid grid-cols-1 gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {visible.length} {visible.length === 1 ? "exercício" : "exercícios"}
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((exercise) => (
                <li key={exercise.id}>
                  <ExerciseCard
                    exercise={exercise}
                    onOpen={() => actions.open(exercise)}
                    onReset={() => actions.reset(exercise)}
                    resetting={actions.resettingId === exercise.id}
                    opening={actions.openingId === exercise.id}
                    busy={actions.resettingId !== undefined || actions.openingId !== null}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {query.data && <ArchivedAttempts exercises={query.data.archived} />}
      </div>
      <ConfirmResetDialog
        open={actions.confirming !== null}
        exerciseTitle={actions.confirming?.title ?? ""}
        scorePercent={actions.confirming?.attempt?.scorePercent}
        onConfirm={actions.confirmReset}
        onCancel={actions.cancelReset}
      />
      <Dialog open={actions.refusal !== null} onOpenChange={(open) => !open && actions.dismissRefusal()}>
        <DialogContent className="p-0">
          <DialogTitle className="sr-only">{actions.refusal?.title ?? LIMIT_MESSAGES.title}</DialogTitle>
          {actions.refusal && (
            <LimitReachedPanel
              message={actions.refusal.message}
              title={actions.refusal.title}
              className="border-0 shadow-none"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
