import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ExerciseCard } from "#domain/practice/api";
import { ApiError } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";
import { useSession } from "#web/lib/session.ts";
import { exerciseQuery } from "./api/get-exercise.ts";
import { useResetExercise } from "./api/reset-exercise.ts";
import type { ListState } from "./exercise-header.tsx";
import {
  loginPathFor,
  planRefusal,
  planRefusalTitle,
  toastBlocked,
  toastBlockedRefusal,
  toastLoginRequired,
  toastResetDone,
  toastResetFailed,
} from "./exercise-messages.ts";

export type PlanRefusal = { message: string; title: string | undefined };

/**
 * What the list's buttons do. Starting needs a session and the server's yes: 'Começar' and
 * 'Continuar' ask for the exercise first, and when the plan would refuse it (daily limit, module)
 * the 'Limite Atingido' panel shows here (`refusal`) instead of a question. A blocked exercise does
 * not open, and neither '↺' nor 'Refazer' lifts its block. 'Refazer' resets the attempt and then
 * opens the exercise, unless the plan refuses a restart today. Wiping a finished attempt ('Refazer'
 * and '↺') waits for the student to confirm (`confirming`).
 */
export function useExerciseActions() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const reset = useResetExercise();
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ exercise: ExerciseCard; redo: boolean } | null>(null);
  // The exercise screen's way back returns to the list as filtered now.
  const goToExercise = (id: string) =>
    navigate(`/exercise/${id}`, { state: { listSearch: location.search } satisfies ListState });

  const refuse = (error: unknown): boolean => {
    const message = planRefusal(error);
    if (message) setRefusal({ message, title: planRefusalTitle(error) });
    return message !== null;
  };

  /** Asks the server for the exercise (fresh, never from the cache) before leaving the list. */
  const start = async (exercise: ExerciseCard) => {
    setOpeningId(exercise.id);
    try {
      await client.fetchQuery({ ...exerciseQuery(exercise.id), staleTime: 0 });
      goToExercise(exercise.id);
    } catch (error) {
      // Any other failure is the exercise screen's to explain.
      if (!refuse(error)) goToExercise(exercise.id);
    } finally {
      setOpeningId(null);
    }
  };

  const resetExercise = (exercise: ExerciseCard, then?: () => void) =>
    reset.mutate(
      { exerciseId: exercise.id, redo: then !== undefined },
      {
        onSuccess: () => {
          toastResetDone();
          then?.();
        },
        onError: (error) => {
          if (refuse(error)) return;
          if (error instanceof ApiError && error.code === "EXERCISE_BLOCKED") {
            toastBlockedRefusal(error.message);
            void client.invalidateQueries({ queryKey: queryRoots.exercises });
          } else toastResetFailed();
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
    void start(exercise);
  };

  return {
    open,
    reset: (exercise: ExerciseCard) => {
      // The block survives a reset: say so rather than ask to confirm a wipe the server refuses.
      if (exercise.attempt?.blockedUntil) toastBlocked(exercise.attempt.blockedHours);
      else setConfirming({ exercise, redo: false });
    },
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
    /** The exercise being asked for before it opens. */
    openingId,
    refusal,
    dismissRefusal: () => setRefusal(null),
  };
}
