import { useCallback, useState } from "react";
import type { EnemScoreResult } from "#domain/enem-score/api";

type Area = EnemScoreResult["area"];

/** One area's score computed in this visit. */
export interface SavedScore {
  nota: number;
  ano: number;
  cor: string;
}

interface Stored {
  scores: Partial<Record<Area, SavedScore>>;
  /** What was typed for each area, so a reload or a change of area loses nothing. */
  answers: Partial<Record<Area, string>>;
}

const KEY = "rumo:calculadora-enem";
const EMPTY: Stored = { scores: {}, answers: {} };

function read(): Stored {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (!value || typeof value !== "object") return EMPTY;
    const { scores, answers } = value as Partial<Stored>;
    return { scores: scores ?? {}, answers: answers ?? {} };
  } catch {
    return EMPTY;
  }
}

function write(value: Stored): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the visit just forgets on reload.
  }
}

/** The areas' scores and answers of this visit, kept in sessionStorage (gone when the tab closes). */
export function useSessionStore() {
  const [stored, setStored] = useState<Stored>(read);

  const update = useCallback((change: (current: Stored) => Stored) => {
    setStored((current) => {
      const next = change(current);
      write(next);
      return next;
    });
  }, []);

  const saveScore = useCallback(
    (result: EnemScoreResult) =>
      update((s) => ({
        ...s,
        scores: { ...s.scores, [result.area]: { nota: result.nota, ano: result.ano, cor: result.cor } },
      })),
    [update],
  );
  const saveAnswers = useCallback(
    (area: Area, text: string) => update((s) => ({ ...s, answers: { ...s.answers, [area]: text } })),
    [update],
  );
  const forgetScores = useCallback(() => update((s) => ({ ...s, scores: {} })), [update]);

  return { scores: stored.scores, answers: stored.answers, saveScore, saveAnswers, forgetScores };
}
