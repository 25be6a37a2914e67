import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSaveSimuladoEssay } from "./api/save-essay.ts";

/** Quiet time after the last keystroke before the text is saved. */
const AUTOSAVE_DELAY_MS = 1500;
/** The refusals that mean the simulado is over: nothing more can be saved. */
const CLOSED = new Set(["SIMULADO_FINISHED", "SIMULADO_TIME_UP"]);

export type EssaySaveState = "idle" | "pending" | "saving" | "saved" | "error";

/**
 * The day-1 essay's text: shown as typed, saved a moment after typing stops (and on leaving the
 * field), one request at a time, always the latest text. `flush` saves now and says whether the
 * server holds the latest text, so the hand-in never leaves the last sentence behind.
 */
export function useEssaySaver(
  simuladoId: string,
  initial: string,
  {
    onSynced,
    onClosed,
  }: {
    onSynced: (secondsLeft: number) => void;
    onClosed: (message: string) => void;
  },
) {
  const save = useSaveSimuladoEssay(simuladoId);
  const [content, setContent] = useState(initial);
  const [state, setState] = useState<EssaySaveState>("idle");
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(initial);
  const stored = useRef(initial);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const closed = useRef(false);
  const callbacks = useRef({ onSynced, onClosed });
  callbacks.current = { onSynced, onClosed };

  const sendLatest = useCallback(async (): Promise<boolean> => {
    while (latest.current !== stored.current && !closed.current) {
      const text = latest.current;
      setState("saving");
      try {
        const saved = await save.mutateAsync({ content: text });
        stored.current = text;
        callbacks.current.onSynced(saved.secondsLeft);
      } catch (e) {
        if (e instanceof ApiError && CLOSED.has(e.code)) {
          closed.current = true;
          callbacks.current.onClosed(e.message);
        } else {
          setError(errorMessage(e));
          setState("error");
        }
        return false;
      }
    }
    if (!closed.current) {
      setError(null);
      setState("saved");
    }
    return !closed.current;
  }, [save.mutateAsync]);

  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    // One run at a time; a run already going picks up the latest text before it ends.
    while (running.current) await running.current;
    if (latest.current === stored.current) return !closed.current;
    running.current = sendLatest().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [sendLatest]);

  const change = useCallback(
    (text: string) => {
      latest.current = text;
      setContent(text);
      setState("pending");
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Back online: what failed is sent again.
  useEffect(() => {
    const resend = () => void flush();
    window.addEventListener("online", resend);
    return () => window.removeEventListener("online", resend);
  }, [flush]);
  // Leaving the booklet (another page of Rumo) sends what the timer was still holding.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  return { content, state, error, change, flush };
}
