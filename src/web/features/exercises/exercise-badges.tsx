import { Lock } from "lucide-react";
import type { ExerciseCard } from "#domain/practice/api";
import { EXERCISE_MESSAGES, PASS_THRESHOLD_PERCENT } from "#domain/practice/rules";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Badge } from "#web/components/ui/badge.tsx";

const DIFFICULTY_VARIANT = { Fácil: "success", Médio: "warning", Difícil: "danger" } as const;

/** Green Fácil, yellow Médio, red Difícil (docs/product.md#exercise-list). */
export function DifficultyBadge({ difficulty }: { difficulty: ExerciseCard["difficulty"] }) {
  return <Badge variant={DIFFICULTY_VARIANT[difficulty]}>{difficulty}</Badge>;
}

/** The score of a finished attempt: green from the pass mark up, red below it. */
export function ScoreBadge({ percent }: { percent: number }) {
  return (
    <Badge variant={percent >= PASS_THRESHOLD_PERCENT ? "success" : "danger"} title="Sua nota">
      {percent}%
    </Badge>
  );
}

export function BlockedBadge() {
  return (
    <Badge variant="destructive">
      <Lock className="size-3" aria-hidden="true" />
      {EXERCISE_MESSAGES.blockedBadge}
    </Badge>
  );
}

/** Subject icon in its colour, subject name and topic. */
export function SubjectLine({ exercise }: { exercise: Pick<ExerciseCard, "subject" | "topic"> }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-muted-foreground">
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-md"
        style={{ backgroundColor: `${exercise.subject.color}1f` }}
      >
        <SubjectIcon icon={exercise.subject.icon} color={exercise.subject.color} className="size-4" />
      </span>
      <span className="min-w-0 self-center break-words">
        <span className="font-medium text-foreground">{exercise.subject.name}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {exercise.topic.name}
      </span>
    </p>
  );
}
