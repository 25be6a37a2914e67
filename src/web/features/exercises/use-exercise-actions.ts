import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ExerciseCard } from "#domain/practice/api";
import { useSession } from "#web/lib/session.ts";
import { useResetExercise } from "./api/reset-exercise.ts";
import type { ListState } from "./exercise-header.tsx";
import {
  loginPathFor,
  planRefusal,
  toastBlocked,
  toastLoginRequired,
  toastResetDone,
  toastResetFailed,
} from "./exercise-messages.ts";

/**
 * What the list's buttons do. Starting needs a session; a blocked exercise does not open;
 * 'Refazer' resets the attempt and then opens the exercise, unless the plan refuses a restart
 * today (`refusal` then holds the message for the 'Limite Atingido' panel). Wiping a finished
 * attempt ('Refazer' and '↺') waits for the student to confirm (`confirming`).
 */
export function useExerciseActions() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useResetExercise();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ exercise: ExerciseCard; redo: boolean } | null>(null);
  // The exercise screen's way back returns to the list as filtered now.
  const goToExercise = (id: string) =>
    navigate(`/exercise/${id}`, { state: { listSearch: location.search } satisfies ListState });

  const resetExercise = (exercise: ExerciseCard, then?: () => void) =>
    reset.mutate(
      { exerciseId: exercise.id, redo: then !== undefined },
      {
        onSuccess: () => {
          toastResetDone();
          then?.();
        },
        onError: (error) => {
          const refused = planRefusal(error);
          if (refused) setRefusal(refused);
          else toastResetFailed();
        },
      },
    );

  const open = (exercise: ExerciseCard) => {
    if (!user) {
      toastLoginRequired();
      navigate(loginPathFor(exercise.id));
      return;
    }
    const attempt = exercise.attempt;
    if (attempt?.blockedUntil) {
      toastBlocked(attempt.blockedHours);
      return;
    }
    if (attempt?.completed) {
      setConfirming({ exercise, redo: true });
      return;
    }
    goToExercise(exercise.id);
  };

  return {
    open,
    reset: (exercise: ExerciseCard) => setConfirming({ exercise, redo: false }),
    /** The finished exercise waiting for the student to confirm its reset. */
    confirming: confirming?.exercise ?? null,
    confirmReset: () => {
      if (!confirming) return;
      const { exercise, redo } = confirming;
      setConfirming(null);
      if (redo) resetExercise(exercise, () => goToExercise(exercise.id));
      else resetExercise(exercise);
    },
    cancelReset: () => setConfirming(null),
    /** The exercise whose reset is running, to show it on its card. */
    resettingId: reset.isPending ? reset.variables?.exerciseId : undefined,
    refusal,
    dismissRefusal: () => setRefusal(null),
  };
}
