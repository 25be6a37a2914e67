import { Clock, ListChecks, Play, RefreshCw, RotateCcw, StepForward } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { ExerciseCard as ExerciseCardDto } from "#domain/practice/api";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { BlockedBadge, DifficultyBadge, ScoreBadge, SubjectLine } from "./exercise-badges.tsx";
import type { ListState } from "./exercise-header.tsx";

function primaryAction(exercise: ExerciseCardDto) {
  const attempt = exercise.attempt;
  if (attempt?.completed) return { label: "Refazer", icon: RefreshCw };
  if (attempt && attempt.answered > 0) return { label: "Continuar", icon: StepForward };
  return { label: "Começar", icon: Play };
}

export function ExerciseCard({
  exercise,
  onOpen,
  onReset,
  resetting,
  opening,
  busy,
}: {
  exercise: ExerciseCardDto;
  onOpen: () => void;
  onReset: () => void;
  /** This card's reset is running. */
  resetting: boolean;
  /** The server is being asked whether this exercise may start. */
  opening: boolean;
  /** Some reset or start is running: the buttons wait for it. */
  busy: boolean;
}) {
  const attempt = exercise.attempt;
  const completed = attempt?.completed === true;
  const blocked = Boolean(attempt?.blockedUntil);
  const action = primaryAction(exercise);
  const inProgress = !completed && (attempt?.answered ?? 0) > 0;
  const titleId = `exercise-${exercise.id}-title`;
  const listState: ListState = { listSearch: useLocation().search };

  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={exercise.difficulty} />
          {completed && attempt?.scorePercent != null && <ScoreBadge percent={attempt.scorePercent} />}
          {blocked && <BlockedBadge />}
          {inProgress && (
            <span className="text-xs font-medium text-primary">
              {attempt?.answered} de {exercise.questionCount} respondidas
            </span>
          )}
        </div>
        <CardTitle id={titleId} className="text-lg">
          {exercise.title}
        </CardTitle>
        <SubjectLine exercise={exercise} />
      </CardHeader>
      <CardContent className="flex-1">
        {exercise.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{exercise.description}</p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <ListChecks className="size-4" aria-hidden="true" />
            {exercise.questionCount} {exercise.questionCount === 1 ? "questão" : "questões"}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {exercise.estimatedMinutes} min
          </span>
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 border-t pt-4">
        <div className="flex gap-2">
          <Button
            className="flex-1"
            variant={blocked ? "outline" : "default"}
            onClick={onOpen}
            disabled={busy}
            aria-describedby={titleId}
          >
            {opening ? <Spinner label="Abrindo..." /> : <action.icon aria-hidden="true" />}
            {action.label}
          </Button>
          {completed && (
            <Button
              variant="outline"
              size="icon"
              onClick={onReset}
              disabled={busy}
              aria-label="Resetar exercício"
              title="Resetar exercício"
            >
              {resetting ? <Spinner label="Resetando..." /> : <RotateCcw aria-hidden="true" />}
            </Button>
          )}
        </div>
        {completed && (
          <Button asChild variant="link" size="sm" className="h-auto self-center p-0">
            <Link to={`/exercise/${exercise.id}`} state={listState} aria-describedby={titleId}>
              Ver resultado
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
