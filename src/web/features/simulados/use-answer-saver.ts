import { useCallback, useEffect, useRef, useState } from "react";
import type { SimuladoItem } from "#domain/simulados/api";
import type { AnswerLetter } from "#domain/simulados/rules";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSaveAnswer } from "./api/save-answer.ts";

export type Entry = { answer: AnswerLetter | null; marked: boolean };
export type SaveState = { state: "saving" } | { state: "saved" } | { state: "error"; message: string };

/** The refusals that mean the simulado is over: nothing more can be saved. */
const CLOSED = new Set(["SIMULADO_FINISHED", "SIMULADO_TIME_UP"]);

/**
 * The booklet's answers and marks. A change shows at once and is saved at once; for each item one
 * request at a time goes out, and a change made meanwhile follows it, so the server ends with the
 * last choice. A failure keeps the choice on screen with the error, ready to retry.
 */
export function useAnswerSaver(
  simuladoId: string,
  items: readonly SimuladoItem[],
  {
    onSynced,
    onClosed,
  }: {
    /** Seconds left on the server's clock, from each saved answer. */
    onSynced: (secondsLeft: number) => void;
    /** The simulado was handed in or its time ran out: the server's message. */
    onClosed: (message: string) => void;
  },
) {
  const save = useSaveAnswer(simuladoId);
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(items.map((i) => [i.questionId, { answer: i.answer, marked: i.marked }])),
  );
  const [status, setStatus] = useState<Record<string, SaveState>>({});
  const current = useRef(entries);
  const inFlight = useRef(new Set<string>());
  const queued = useRef(new Map<string, Entry>());
  const closed = useRef(false);
  const callbacks = useRef({ onSynced, onClosed });
  callbacks.current = { onSynced, onClosed };

  const send = useCallback(
    (questionId: string, entry: Entry) => {
      if (closed.current) return;
      if (inFlight.current.has(questionId)) {
        queued.current.set(questionId, entry);
        return;
      }
      inFlight.current.add(questionId);
      setStatus((s) => ({ ...s, [questionId]: { state: "saving" } }));
      const settle = (state: SaveState) => {
        inFlight.current.delete(questionId);
        const next = queued.current.get(questionId);
        queued.current.delete(questionId);
        if (next && !closed.current) send(questionId, next);
        else setStatus((s) => ({ ...s, [questionId]: state }));
      };
      save.mutateAsync({ questionId, answer: entry.answer, marked: entry.marked }).then(
        (saved) => {
          callbacks.current.onSynced(saved.secondsLeft);
          settle({ state: "saved" });
        },
        (error: unknown) => {
          if (error instanceof ApiError && CLOSED.has(error.code)) {
            closed.current = true;
            queued.current.clear();
            inFlight.current.delete(questionId);
            callbacks.current.onClosed(error.message);
            return;
          }
          settle({ state: "error", message: errorMessage(error) });
        },
      );
    },
    [save.mutateAsync],
  );

  const change = useCallback(
    (questionId: string, patch: Partial<Entry>) => {
      const entry = { ...(current.current[questionId] ?? { answer: null, marked: false }), ...patch };
      current.current = { ...current.current, [questionId]: entry };
      setEntries(current.current);
      send(questionId, entry);
    },
    [send],
  );

  const retry = useCallback(
    (questionId: string) => {
      const entry = current.current[questionId];
      if (entry) send(questionId, entry);
    },
    [send],
  );

  // Back online: what failed is sent again.
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    const resend = () => {
      for (const [questionId, s] of Object.entries(statusRef.current))
        if (s.state === "error") retry(questionId);
    };
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [retry]);

  const states = Object.values(status);
  const overall: "idle" | "saving" | "error" | "saved" = states.some((s) => s.state === "saving")
    ? "saving"
    : states.some((s) => s.state === "error")
      ? "error"
      : states.length > 0
        ? "saved"
        : "idle";

  return { entries, status, overall, change, retry };
}
