import { ArrowLeft, Clock } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { ExerciseDetail } from "#domain/practice/api";
import { Button } from "#web/components/ui/button.tsx";
import { DifficultyBadge, SubjectLine } from "./exercise-badges.tsx";

/** Router state the list leaves for the exercise screen. */
export type ListState = { listSearch?: string };

/** The list as the student left it (filters included). */
export function useListPath(): string {
  const state = useLocation().state as ListState | null;
  const search = state?.listSearch;
  return search?.startsWith("?") ? `/exercises${search}` : "/exercises";
}

export function BackToExercises() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={useListPath()}>
        <ArrowLeft aria-hidden="true" /> Voltar aos exercícios
      </Link>
    </Button>
  );
}

/** Title, subject and topic, difficulty and estimated time of the exercise being taken. */
export function ExerciseHeader({ exercise }: { exercise: ExerciseDetail["exercise"] }) {
  return (
    <header className="mb-6 grid grid-cols-1 gap-3">
      <BackToExercises />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{exercise.title}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubjectLine exercise={exercise} />
        <DifficultyBadge difficulty={exercise.difficulty} />
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          Tempo estimado: {exercise.estimatedMinutes} min
        </span>
      </div>
    </header>
  );
}
