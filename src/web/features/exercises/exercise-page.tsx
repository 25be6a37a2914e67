import { useState } from "react";
import { useParams } from "react-router";
import type { ExerciseResult } from "#domain/practice/api";
import { BLOCK_HOURS, EXERCISE_MESSAGES } from "#domain/practice/rules";
import { LimitReachedPanel } from "#web/components/limit-reached-panel.tsx";
import { ErrorState } from "#web/components/page-states.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { useExercise } from "./api/get-exercise.ts";
import { useResetExercise } from "./api/reset-exercise.ts";
import { ConfirmResetDialog } from "./confirm-reset-dialog.tsx";
import { ExerciseErrorView, LoginRequiredCard } from "./exercise-error-views.tsx";
import { BackToExercises, ExerciseHeader } from "./exercise-header.tsx";
import {
  EXERCISE_NOT_FOUND_TITLE,
  planRefusal,
  planRefusalTitle,
  toastBlocked,
  toastBlockedRefusal,
  toastResetDone,
  toastResetFailed,
} from "./exercise-messages.ts";
import { ExerciseResults } from "./exercise-results.tsx";
import { ExerciseRunner } from "./exercise-runner.tsx";

function ExerciseSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando exercício...
      </span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="mt-4 h-2.5 w-full rounded-full" />
      <Card>
        <CardContent className="grid gap-3 p-6">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

function ExerciseScreen({ id }: { id: string }) {
  const query = useExercise(id);
  const reset = useResetExercise();
  // The result of the answer that just completed the attempt, until the refetch brings it too.
  const [finished, setFinished] = useState<ExerciseResult | null>(null);
  const [questionMissing, setQuestionMissing] = useState(false);
  const [confirmingRedo, setConfirmingRedo] = useState(false);

  if (query.isPending) return <ExerciseSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 401) return <LoginRequiredCard exerciseId={id} />;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <ExerciseErrorView title={EXERCISE_NOT_FOUND_TITLE} message={error.message} />;
    // The server refuses to start what the plan would not let the student answer: no question shows.
    const startRefused = planRefusal(error);
    if (startRefused)
      return (
        <div className="grid gap-4">
          <BackToExercises />
          <LimitReachedPanel message={startRefused} title={planRefusalTitle(error)} />
        </div>
      );
    return (
      <div className="grid gap-4">
        <BackToExercises />
        <ErrorState
          title="Não foi possível carregar o exercício"
          message={errorMessage(error)}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  }

  const detail = query.data;
  if (detail.questions.length === 0) return <ExerciseErrorView title={EXERCISE_MESSAGES.noQuestions} />;
  if (questionMissing) return <ExerciseErrorView title={EXERCISE_MESSAGES.questionNotFound} />;

  const result = detail.result ?? finished;
  // Archived while the student was answering it: what they answered is kept, nothing more is taken.
  if (detail.archived && !result)
    return (
      <>
        <ExerciseHeader exercise={detail.exercise} />
        <ExerciseErrorView title="Exercício arquivado" message={EXERCISE_MESSAGES.archivedInProgress} />
      </>
    );
  // Just after a failed attempt the refetch may not have brought the block yet; it is always 24 h then.
  const blockedHours = detail.blockedUntil
    ? (detail.blockedHours ?? 24)
    : finished && !finished.passed
      ? BLOCK_HOURS
      : null;
  const redo = () => {
    if (blockedHours !== null) return toastBlocked(blockedHours);
    setConfirmingRedo(true);
  };
  const confirmRedo = () => {
    setConfirmingRedo(false);
    reset.mutate(
      { exerciseId: id, redo: true },
      {
        onSuccess: () => {
          toastResetDone();
          setFinished(null);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          if (planRefusal(error)) return;
          if (error instanceof ApiError && error.code === "EXERCISE_BLOCKED") {
            toastBlockedRefusal(error.message);
            void query.refetch();
          } else toastResetFailed();
        },
      },
    );
  };
  const refusal = planRefusal(reset.error);

  return (
    <>
      <ExerciseHeader exercise={detail.exercise} />
      {refusal && (
        <LimitReachedPanel message={refusal} title={planRefusalTitle(reset.error)} className="mb-4" />
      )}
      {result ? (
        <ExerciseResults
          detail={detail}
          result={result}
          blockedHours={blockedHours}
          onRedo={redo}
          redoing={reset.isPending}
        />
      ) : (
        <ExerciseRunner
          detail={detail}
          onCompleted={(r) => {
            setFinished(r);
            window.scrollTo({ top: 0 });
          }}
          onQuestionMissing={() => setQuestionMissing(true)}
        />
      )}
      <ConfirmResetDialog
        open={confirmingRedo}
        exerciseTitle={detail.exercise.title}
        scorePercent={result?.scorePercent}
        onConfirm={confirmRedo}
        onCancel={() => setConfirmingRedo(false)}
      />
    </>
  );
}

/** /exercise/:id — one question at a time, then the results; visitors are asked to sign in. */
export function ExercisePage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  if (!user) return <LoginRequiredCard exerciseId={id} />;
  return <ExerciseScreen key={id} id={id} />;
}
