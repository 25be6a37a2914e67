import { Archive, Eye } from "lucide-react";
import { Link } from "react-router";
import type { ExerciseCard } from "#domain/practice/api";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { ScoreBadge, SubjectLine } from "./exercise-badges.tsx";

/**
 * Exercises the team took out of the bank after the student answered them: they leave the list
 * above, and their results stay readable here.
 */
export function ArchivedAttempts({ exercises }: { exercises: ExerciseCard[] }) {
  if (exercises.length === 0) return null;
  return (
    <section aria-labelledby="archived-attempts" className="grid gap-3">
      <div>
        <h2 id="archived-attempts" className="flex items-center gap-2 text-lg font-semibold">
          <Archive className="size-5 text-muted-foreground" aria-hidden="true" /> Exercícios arquivados que
          você fez
        </h2>
        <p className="text-sm text-muted-foreground">
          A equipe retirou estes exercícios do banco de questões. Seus resultados continuam aqui.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {exercises.map((exercise) => (
          <li key={exercise.id}>
            <Card className="h-full" data-testid="archived-attempt">
              <CardContent className="grid gap-2 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  {exercise.attempt?.completed && exercise.attempt.scorePercent != null ? (
                    <ScoreBadge percent={exercise.attempt.scorePercent} />
                  ) : (
                    <span className="text-xs text-muted-foreground">
                      {exercise.attempt?.answered ?? 0} respondidas (não concluído)
                    </span>
                  )}
                </div>
                <p className="font-semibold">{exercise.title}</p>
                <SubjectLine exercise={exercise} />
                <Button
                  asChild
                  variant="outline"
                  size="sm"
                  className="mt-1 w-full sm:w-auto sm:justify-self-start"
                >
                  <Link to={`/exercise/${exercise.id}`}>
                    <Eye aria-hidden="true" /> Ver resultado
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
